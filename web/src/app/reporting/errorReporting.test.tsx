import * as Sentry from '@sentry/react';
import type { ErrorEvent } from '@sentry/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SENTRY_TEST_MESSAGE } from '../../features/pages/SentryTestPage';
import { renderApp } from '../../test/render';
import { TRACES_SAMPLE_RATE, reportingEnvironment, startErrorReporting } from './errorReporting';

const DSN = 'https://public@o1.ingest.example/1';

describe('error reporting start-up', () => {
  afterEach(async () => {
    await Sentry.close();
  });

  it.each([
    ['localhost', null],
    ['127.0.0.1', null],
    ['app.localhost', null],
    ['pr-42.preview.katalog.example', 'preview'],
    ['katalog-staging.example', 'staging'],
    ['staging.katalog.example', 'staging'],
    ['katalog.gs1pl.org', 'production'],
  ])('names %s %s', (hostname, environment) => {
    expect(reportingEnvironment(hostname)).toBe(environment);
  });

  it('stays off, without loading the SDK, on localhost and without a DSN', async () => {
    const load = vi.fn(async () => Sentry);
    expect(await startErrorReporting({ dsn: DSN, hostname: 'localhost', load })).toBe(false);
    expect(await startErrorReporting({ dsn: undefined, hostname: 'katalog.gs1pl.org', load })).toBe(false);
    expect(await startErrorReporting({ dsn: '', hostname: 'katalog.gs1pl.org', load })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('sends the error the test page raises, named with its environment, and samples traces at 10 %', async () => {
    const events: ErrorEvent[] = [];
    const envelopes: string[] = [];
    const started = await startErrorReporting({
      dsn: DSN,
      hostname: 'pr-7.preview.katalog.example',
      options: {
        beforeSend: (event) => {
          events.push(event);
          return event;
        },
        // The transport is the edge: what would go over the network is kept here instead.
        transport: (options) =>
          Sentry.createTransport(options, async (request) => {
            envelopes.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
            return { statusCode: 200 };
          }),
      },
    });
    expect(started).toBe(true);
    expect(Sentry.getClient()?.getOptions()).toMatchObject({ tracesSampleRate: TRACES_SAMPLE_RATE, environment: 'preview' });

    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ route: '/sentry-test' });
    await userEvent.click(await screen.findByRole('button', { name: 'Wywołaj błąd testowy' }));
    expect(await screen.findByText('Coś poszło nie tak, spróbuj ponownie')).toBeInTheDocument();

    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]!.exception?.values?.[0]?.value).toBe(SENTRY_TEST_MESSAGE);
    expect(events[0]!.environment).toBe('preview');
    await Sentry.flush(2_000);
    expect(envelopes.some((e) => e.includes(SENTRY_TEST_MESSAGE))).toBe(true);
  });
});
