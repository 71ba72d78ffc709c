import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { advanceTimers, elapse, fakeClock } from '../../test/clock';
import { MESSAGE_DURATION_MS } from '../../shared/status/StatusMessage';
import { homeFixture } from '../../test/fixtures';
import type { Handlers } from '../../test/mockLink';

const home: Handlers = { Home: () => homeFixture() };

describe('app shell', () => {
  it('remembers the cookie consent', async () => {
    const user = userEvent.setup();
    renderApp({ handlers: home });
    const banner = await screen.findByRole('region', { name: 'Zgoda na pliki cookie' });
    await user.click(screen.getByRole('button', { name: 'Akceptuję' }));
    expect(banner).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookieConsent')).toBe('true');
  });

  it('loads the configured analytics and tag manager only after consent, the tag manager with the page’s nonce, and nothing with only the necessary cookies', async () => {
    const user = userEvent.setup();
    const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-consented]')].map((s) => s.src);
    const configured: Handlers = {
      ...home,
      AnalyticsScripts: () => ({
        analyticsScripts: [
          { __typename: 'AnalyticsScript', kind: 'ANALYTICS', url: 'https://stats.example.test/script.js' },
          { __typename: 'AnalyticsScript', kind: 'TAG_MANAGER', url: 'https://tags.example.test/gtm.js?id=GTM-TEST' },
        ],
      }),
    };
    const first = renderApp({ handlers: configured });
    await user.click(await screen.findByRole('button', { name: 'Tylko niezbędne' }));
    expect(window.localStorage.getItem('cookieConsent')).toBe('necessary');
    expect(document.cookie).toContain('cookieConsent=necessary');
    expect(first.callsOf('AnalyticsScripts')).toHaveLength(0);
    first.unmount();

    window.localStorage.removeItem('cookieConsent');
    const second = renderApp({ handlers: configured });
    await user.click(await screen.findByRole('button', { name: 'Akceptuję' }));
    // The gateway learns of the consent; this page's policy has no nonce for the tag manager yet, so it waits for the next.
    expect(document.cookie).toContain('cookieConsent=true');
    await waitFor(() => expect(scripts()).toEqual(['https://stats.example.test/script.js']));
    second.unmount();

    // A later page, whose policy the gateway gave a nonce, starts both at once (once per page), the tag manager with it.
    const meta = Object.assign(document.createElement('meta'), { name: 'csp-nonce', content: 'bm9uY2U=' });
    document.head.append(meta);
    const third = renderApp({ handlers: configured });
    await waitFor(() => expect(third.callsOf('AnalyticsScripts')).toHaveLength(1));
    await waitFor(() => expect(scripts()).toEqual(['https://stats.example.test/script.js', 'https://tags.example.test/gtm.js?id=GTM-TEST']));
    expect(document.head.querySelector<HTMLScriptElement>('script[data-consented="TAG_MANAGER"]')?.nonce).toBe('bm9uY2U=');
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    meta.remove();
    document.head.querySelectorAll('script[data-consented]').forEach((s) => s.remove());
    delete window.dataLayer;
  });

  it('has the footer links', async () => {
    renderApp({ handlers: home });
    const footer = await screen.findByRole('navigation', { name: 'Stopka' });
    expect(footer.querySelectorAll('a')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Regulamin' })).toHaveAttribute('href', '/terms');
  });

  it('pricing: a visitor ordering goes to /login with the message, which closes on further navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/pricing' });
    await user.click(await screen.findByRole('button', { name: 'Zamów pakiet Basic' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent('Zaloguj się, aby zamówić pakiet');
    await user.click(screen.getByRole('button', { name: 'Zamknij komunikat' }));
    expect(screen.queryByText('Zaloguj się, aby zamówić pakiet')).not.toBeInTheDocument();
  });

  it('a status message closes by itself after 20 s', async () => {
    const user = userEvent.setup({ advanceTimers });
    renderApp({ route: '/pricing' });
    const order = await screen.findByRole('button', { name: 'Zamów pakiet Basic' });
    fakeClock();
    await user.click(order);
    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent('Zaloguj się, aby zamówić pakiet');
    await elapse(MESSAGE_DURATION_MS - 1);
    expect(message).toBeInTheDocument();
    await elapse(1);
    expect(message).not.toBeInTheDocument();
  });

  it.each([
    ['/about_us', 'O nas'],
    ['/contact', 'Kontakt'],
    ['/terms', 'Regulamin'],
    ['/privacy', 'Polityka prywatności'],
    ['/cookies', 'Polityka cookies'],
    ['/verify_data', 'Weryfikuj dane'],
    ['/how_it_works', 'Jak to działa'],
  ])('renders %s with its title', async (route, title) => {
    renderApp({ route });
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain(title));
  });
});
