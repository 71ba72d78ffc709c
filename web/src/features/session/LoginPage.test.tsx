import { startCaptcha } from '../../test/captcha';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { captchaState, homeFixture, problem, viewerFixture } from '../../test/fixtures';
import type { Handlers } from '../../test/mockLink';

const counters: Handlers = { Home: () => homeFixture() };

async function openLogin(handlers: Handlers = {}) {
  const user = userEvent.setup();
  const app = renderApp({ route: '/login', handlers: { ...counters, ...handlers } });
  await screen.findByRole('heading', { name: 'Logowanie' });
  return { user, ...app };
}

describe('login page', () => {
  it('has labelled fields, remember-me and the links', async () => {
    await openLogin();
    expect(screen.getByLabelText(/Adres e-mail/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Hasło/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Zapamiętaj mnie' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute('href', '/reset_password');
    expect(document.title).toContain('Logowanie');
  });

  it('lower-cases the e-mail while typing', async () => {
    const { user } = await openLogin();
    const email = screen.getByLabelText(/Adres e-mail/);
    await user.type(email, 'Jan.Kowalski@Firma.PL');
    expect(email).toHaveValue('jan.kowalski@firma.pl');
  });

  it('shows the Polish required messages, marks the fields and sends nothing', async () => {
    const { user, callsOf } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findAllByText('Pole wymagane')).toHaveLength(2);
    expect(screen.getByLabelText(/Adres e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Adres e-mail/)).toHaveFocus();
    expect(callsOf('Login')).toHaveLength(0);
  });

  it('rejects a malformed e-mail with the spec message', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Adres e-mail/), 'jan@');
    await user.type(screen.getByLabelText(/Hasło/), 'x');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Błędny format e-mail')).toBeInTheDocument();
  });

  it('shows the invalid-credentials message and marks both fields invalid', async () => {
    // The company this e-mail chose when it last signed in on this device (the spec's `activeId`).
    localStorage.setItem('activeId', JSON.stringify({ 'jan@firma.pl': 'm2' }));
    const { user, callsOf } = await openLogin({
      Login: () => ({ login: problem('InvalidCredentials', 'INVALID_CREDENTIALS', 'Błędny adres e-mail lub hasło') }),
    });
    await user.type(screen.getByLabelText(/Adres e-mail/), 'Jan@Firma.pl');
    await user.type(screen.getByLabelText(/Hasło/), 'zle-haslo');
    await user.click(screen.getByRole('checkbox', { name: 'Zapamiętaj mnie' }));
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Błędny adres e-mail lub hasło');
    expect(screen.getByLabelText(/Adres e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Hasło/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf('Login')[0]?.variables).toEqual({
      input: { email: 'jan@firma.pl', password: 'zle-haslo', rememberMe: true, activeMembershipId: 'm2' },
    });
  });

  it('maps ValidationFailed problems onto the fields', async () => {
    const { user } = await openLogin({
      Login: () => ({
        login: {
          ...problem('ValidationFailed', 'VALIDATION_FAILED', 'Błędne wypełnienie formularza, prosimy spróbować ponownie'),
          problems: [{ __typename: 'FieldProblem', field: ['input', 'password'], message: 'Hasło nie spełnia wymagań' }],
        },
      }),
    });
    await user.type(screen.getByLabelText(/Adres e-mail/), 'jan@firma.pl');
    await user.type(screen.getByLabelText(/Hasło/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Hasło nie spełnia wymagań')).toBeInTheDocument();
    expect(screen.getByLabelText(/Hasło/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs in: the header shows the person and the app goes to /', async () => {
    const { user, router } = await openLogin({ Login: () => ({ login: viewerFixture({ firstName: 'Anna', lastName: 'Nowak' }) }) });
    await user.type(screen.getByLabelText(/Adres e-mail/), 'anna@firma.pl');
    await user.type(screen.getByLabelText(/Hasło/), 'Haslo123!');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: /Menu użytkownika: Anna Nowak/ })).toBeInTheDocument();
  });

  it('asks for a captcha when the account has had many wrong passwords, then signs in with the same form', async () => {
    let solved = false;
    const { user, router, callsOf } = await openLogin({
      Login: () =>
        solved
          ? { login: viewerFixture({ firstName: 'Anna', lastName: 'Nowak' }) }
          : { login: problem('CaptchaRequired', 'CAPTCHA_REQUIRED', 'To konto miało ostatnio wiele nieudanych prób logowania.') },
      CaptchaState: () => captchaState(solved),
      SubmitCaptcha: () => {
        solved = true;
        return { submitCaptcha: captchaState(true).captcha };
      },
    });
    await user.type(screen.getByLabelText(/Adres e-mail/), 'anna@firma.pl');
    await user.type(screen.getByLabelText(/Hasło/), 'Haslo123!');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdź, że nie jesteś robotem' });
    expect(dialog).toHaveTextContent('To konto miało ostatnio wiele nieudanych prób logowania.');
    const widget = await startCaptcha(dialog);
    act(() => {
      fireEvent(widget, new CustomEvent('verified', { detail: { payload: 'pow-payload' } }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsOf('Login').map((call) => call.variables)).toEqual([
      { input: { email: 'anna@firma.pl', password: 'Haslo123!', rememberMe: false, activeMembershipId: null } },
      { input: { email: 'anna@firma.pl', password: 'Haslo123!', rememberMe: false, activeMembershipId: null } },
    ]);
  });
});
