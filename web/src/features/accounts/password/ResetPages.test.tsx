import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';
import { problem } from '../../../test/fixtures';

describe('password reset', () => {
  it('puts an unknown e-mail on its field, and turns the button to “Wysłano” once the link is sent', async () => {
    const user = userEvent.setup();
    let known = false;
    renderApp({
      route: '/reset_password',
      handlers: {
        RequestPasswordReset: () => ({
          requestPasswordReset: known
            ? { __typename: 'PasswordResetRequested', message: 'Link do zmiany hasła został wysłany na podany adres e-mail.' }
            : problem('UnknownAccountEmail', 'UNKNOWN_ACCOUNT_EMAIL', 'Podany adres e-mail nie pasuje do żadnego konta na platformie', { field: ['input', 'email'] }),
        }),
      },
    });
    const email = await screen.findByRole('textbox', { name: /Adres e-mail/ });
    await user.type(email, 'Nikt@Nigdzie.PL');
    expect(email).toHaveValue('nikt@nigdzie.pl');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText('Podany adres e-mail nie pasuje do żadnego konta na platformie')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    known = true;
    await user.clear(email);
    await user.type(email, 'jan@firma.pl');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByRole('button', { name: 'Wysłano' })).toBeDisabled();
  });

  it('keeps a link whose check hit the limit on its page, and asks again on “Spróbuj ponownie”', async () => {
    const user = userEvent.setup();
    let limited = true;
    const { router, callsOf } = renderApp({
      route: '/reset_password/xyz',
      handlers: {
        PasswordResetLink: () => ({
          passwordResetLink: limited
            ? problem('RateLimited', 'RATE_LIMITED', 'Zbyt wiele zapytań w krótkim czasie. Spróbuj ponownie za chwilę.', { member: false, resetsAt: new Date().toISOString() })
            : { __typename: 'PasswordResetLink', email: 'jan@firma.pl' },
        }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele zapytań w krótkim czasie. Spróbuj ponownie za chwilę.');
    expect(router.state.location.pathname).toBe('/reset_password/xyz');

    limited = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Nowe hasło do konta jan@firma.pl.')).toBeInTheDocument();
    expect(callsOf('PasswordResetLink')).toHaveLength(2);
  });

  it('sends a used or expired link home with “Link wygasł”', async () => {
    const { router } = renderApp({ route: '/reset_password/xyz', handlers: { PasswordResetLink: () => ({ passwordResetLink: problem('LinkExpired', 'LINK_EXPIRED', 'Link wygasł') }) } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByTestId('status-message')).toHaveTextContent('Link wygasł');
  });

  it('sets the new password and opens the login page', async () => {
    const user = userEvent.setup();
    const { router, callsOf } = renderApp({
      route: '/reset_password/xyz',
      handlers: {
        PasswordResetLink: () => ({ passwordResetLink: { __typename: 'PasswordResetLink', email: 'jan@firma.pl' } }),
        ResetPassword: () => ({ resetPassword: { __typename: 'PasswordReset', message: 'Hasło zostało zmienione. Zaloguj się nowym hasłem.' } }),
      },
    });
    expect(await screen.findByText(/jan@firma.pl/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nowe hasło/), 'Nowe123!');
    await user.type(screen.getByLabelText(/Powtórz nowe hasło/), 'Nowe123!');
    await user.click(screen.getByRole('button', { name: 'Ustaw hasło' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByTestId('status-message')).toHaveTextContent('Zaloguj się nowym hasłem');
    expect(callsOf('ResetPassword')[0]?.variables).toEqual({ input: { resetId: 'xyz', password: 'Nowe123!', passwordRepeat: 'Nowe123!' } });
  });
});
