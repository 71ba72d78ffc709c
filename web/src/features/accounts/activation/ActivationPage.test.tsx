import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';
import { problem } from '../../../test/fixtures';
import { elapse, fakeClock } from '../../../test/clock';
import { messages } from 'schema/validation';
import { ACTIVATION_ERROR_MS } from './ActivationPage';
import type { DataOf, MemberOf } from '../../../test/mockLink';

type Activation = MemberOf<DataOf<'ActivationLink'>['activation'], 'Activation'>;

const link = (variant: Activation['variant'], overrides: Partial<Activation> = {}): DataOf<'ActivationLink'> => ({
  activation: {
    __typename: 'Activation',
    activationId: 'abc',
    variant,
    email: 'anna@firma.pl',
    firstName: null,
    lastName: null,
    phoneNumber: null,
    companyName: 'Przykładowa Firma',
    ...overrides,
  },
});

describe('account activation', () => {
  it('asks a new person for everything: names, phone, password, statute and the five consents', async () => {
    renderApp({ route: '/confirm/email/abc', handlers: { ActivationLink: () => link('FULL') } });
    expect(await screen.findByRole('textbox', { name: /Imię/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Telefon komórkowy/ })).toHaveValue('+48 ');
    expect(screen.getByLabelText(/^Hasło/)).toBeInTheDocument();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(5);
    expect(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ })).toBeInTheDocument();
  });

  it('asks only for a password when the account has its data, and sends it with the variant', async () => {
    const user = userEvent.setup();
    const { callsOf, router } = renderApp({
      route: '/confirm/email/abc',
      handlers: {
        ActivationLink: () => link('PASSWORD', { firstName: 'Anna', lastName: 'Nowa', phoneNumber: '+48600100200' }),
        ActivateAccount: () => ({ activateAccount: { __typename: 'AccountActivated', email: 'anna@firma.pl', message: 'Konto zostało aktywowane. Możesz się zalogować.' } }),
      },
    });
    await user.type(await screen.findByLabelText(/^Hasło/), 'Nowe123!');
    expect(screen.queryByRole('textbox', { name: /Imię/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Powtórz hasło/), 'Nowe123!');
    await user.click(screen.getByRole('button', { name: 'Aktywuj konto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByTestId('status-message')).toHaveTextContent('Konto zostało aktywowane');
    expect(callsOf('ActivateAccount')[0]?.variables).toMatchObject({ input: { activationId: 'abc', variant: 'PASSWORD', password: 'Nowe123!' } });
  });

  it('keeps the link on its page when its check did not come back, and asks again on “Spróbuj ponownie”', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const { router } = renderApp({
      route: '/confirm/email/abc',
      handlers: {
        ActivationLink: () => {
          answers += 1;
          if (answers === 1) throw new Error('connection refused');
          if (answers === 2) return { activation: problem('RateLimited', 'RATE_LIMITED', 'Zbyt wiele zapytań w krótkim czasie. Spróbuj ponownie za chwilę.', { member: false, resetsAt: new Date().toISOString() }) };
          return link('PASSWORD', { firstName: 'Anna', lastName: 'Nowa', phoneNumber: '+48600100200' });
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.generic);
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Zbyt wiele zapytań w krótkim czasie. Spróbuj ponownie za chwilę.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByLabelText(/^Hasło/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirm/email/abc');
  });

  it('says why an expired link cannot activate, then opens the login page after 5 s', async () => {
    fakeClock();
    const { router } = renderApp({ route: '/confirm/email/abc', handlers: { ActivationLink: () => ({ activation: problem('LinkExpired', 'LINK_EXPIRED', 'Link wygasł') }) } });
    expect(await screen.findByText('Błąd podczas aktywacji konta: Link wygasł')).toBeInTheDocument();
    await elapse(ACTIVATION_ERROR_MS - 100);
    expect(router.state.location.pathname).toBe('/confirm/email/abc');
    await elapse(200);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the API's refusal of the activation as the gateway words it, then opens the login page after 5 s", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => elapse(ms) });
    fakeClock();
    const { router } = renderApp({
      route: '/confirm/email/abc',
      handlers: {
        ActivationLink: () => link('BUTTON', { firstName: 'Anna', lastName: 'Nowa' }),
        ActivateAccount: () => ({ activateAccount: problem('ActivationFailed', 'ACTIVATION_FAILED', 'Błąd podczas aktywacji konta') }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Aktywuj konto' }));
    expect(await screen.findByText('Błąd podczas aktywacji konta')).toBeInTheDocument();
    await elapse(ACTIVATION_ERROR_MS - 100);
    expect(router.state.location.pathname).toBe('/confirm/email/abc');
    await elapse(200);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
