import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { captchaState, problem, productFixture, viewerFixture } from '../../test/fixtures';
import type { Handlers } from '../../test/mockLink';

async function openCatalog(handlers: Handlers = {}, viewer: unknown = null) {
  const user = userEvent.setup();
  const app = renderApp({ route: '/catalog', viewer, handlers: { CaptchaState: () => captchaState(true), ...handlers } });
  await screen.findByRole('heading', { name: 'Katalog produktów', level: 1 });
  return { user, ...app };
}

const gtinField = () => screen.getByRole('textbox', { name: /Numer GTIN/ });
const searchButton = () => screen.getByRole('button', { name: 'Szukaj' });

describe('catalogue search form', () => {
  it('keeps digits only and asks for numeric input', async () => {
    const { user } = await openCatalog();
    await user.type(gtinField(), '59a01-234 123457');
    expect(gtinField()).toHaveValue('5901234123457');
    expect(gtinField()).toHaveAttribute('inputmode', 'numeric');
  });

  it('rejects a wrong check digit on the client without any request', async () => {
    const { user, callsOf } = await openCatalog();
    await screen.findByText('Captcha rozwiązana');
    await user.type(gtinField(), '5901234123458');
    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    await user.click(searchButton());
    expect(await screen.findByText('To nie jest numer GTIN')).toBeInTheDocument();
    expect(gtinField()).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf('ProductCard')).toHaveLength(0);
  });

  it('keeps the button inactive until GTIN, terms and captcha are there, and blinks the missing terms box', async () => {
    const { user, callsOf } = await openCatalog();
    await screen.findByText('Captcha rozwiązana');
    expect(searchButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(gtinField(), '5901234123457');
    expect(searchButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(searchButton());
    const termsBox = screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }).closest('[data-blink]');
    expect(termsBox).toHaveAttribute('data-blink', 'true');
    expect(screen.getByTestId('captcha-box')).not.toHaveAttribute('data-blink');
    expect(callsOf('ProductCard')).toHaveLength(0);
    // The blink stops after 2 seconds.
    await waitFor(() => expect(screen.getByTestId('captcha-box').parentElement?.querySelector('[data-blink]')).toBeNull(), {
      timeout: 3000,
    });

    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    expect(searchButton()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('link', { name: 'regulamin' })).toHaveAttribute('href', '/terms');
  });

  it('blinks the captcha box while the captcha is not solved', async () => {
    const { user } = await openCatalog({ CaptchaState: () => captchaState(false) });
    expect(await screen.findByTestId('altcha-widget')).toHaveAttribute('challenge', '/captcha/challenge');
    await user.type(gtinField(), '5901234123457');
    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    expect(searchButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(searchButton());
    expect(screen.getByTestId('captcha-box')).toHaveAttribute('data-blink', 'true');
  });

  it('a member needs neither terms nor captcha', async () => {
    const { user } = await openCatalog({}, viewerFixture());
    await user.type(gtinField(), '5901234123457');
    expect(screen.queryByRole('checkbox', { name: /Akceptuję regulamin/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('captcha-box')).not.toBeInTheDocument();
    expect(searchButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('goes to the card on a Product, which reads the answer from the cache (one request)', async () => {
    const { user, callsOf, router } = await openCatalog(
      { ProductCard: () => ({ product: productFixture() }) },
      viewerFixture(),
    );
    await user.type(gtinField(), '5901234123457');
    await user.click(searchButton());
    expect(await screen.findByRole('heading', { name: 'Sok jabłkowy 1 l' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/catalog/05901234123457');
    expect(callsOf('ProductCard')).toHaveLength(1);
    expect(callsOf('ProductCard')[0]?.variables).toEqual({ gtin: '05901234123457' });
  });

  it('solving the captcha submits the widget payload and then shows it solved', async () => {
    let solved = false;
    const { callsOf } = await openCatalog({
      CaptchaState: () => captchaState(solved),
      SubmitCaptcha: () => {
        solved = true;
        return { submitCaptcha: captchaState(true).captcha };
      },
    });
    const widget = await screen.findByTestId('altcha-widget');
    act(() => {
      fireEvent(widget, new CustomEvent('verified', { detail: { payload: 'pow-payload' } }));
    });
    expect(await screen.findByText('Captcha rozwiązana', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(callsOf('SubmitCaptcha')[0]?.variables).toEqual({ token: 'pow-payload' });
    expect(screen.queryByTestId('altcha-widget')).not.toBeInTheDocument();
  });

  it('opens the captcha modal on CaptchaRequired and re-runs the lookup after the solve', async () => {
    // The session's token looks valid at first.
    let solved = true;
    const { user, callsOf, router } = await openCatalog({
      CaptchaState: () => captchaState(solved),
      SubmitCaptcha: () => {
        solved = true;
        return { submitCaptcha: captchaState(true).captcha };
      },
      ProductCard: () => ({
        product: solved
          ? productFixture()
          : problem('CaptchaRequired', 'CAPTCHA_REQUIRED', 'Potwierdź, że nie jesteś robotem.'),
      }),
    });
    await user.type(gtinField(), '5901234123457');
    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    await screen.findByText('Captcha rozwiązana');
    solved = false;
    await user.click(searchButton());
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdź, że nie jesteś robotem' });
    const widget = await within(dialog).findByTestId('altcha-widget');
    act(() => {
      fireEvent(widget, new CustomEvent('verified', { detail: { payload: 'again' } }));
    });
    expect(await screen.findByRole('heading', { name: 'Sok jabłkowy 1 l' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/catalog/05901234123457');
    expect(callsOf('ProductCard')).toHaveLength(2);
  });

  it.each([
    ['ProductNotFound', 'NOT_FOUND', 'Nie znaleziono'],
    ['RateLimited', 'RATE_LIMITED', 'Limit wyszukiwań wyczerpany. Zarejestruj się, aby kontynuować.'],
    ['SomethingNew', 'NEW_CODE', 'Nowy komunikat serwera'],
  ])('shows the message of %s inline', async (typename, code, message) => {
    const { user } = await openCatalog(
      { ProductCard: () => ({ product: problem(typename, code, message, typename === 'RateLimited' ? { member: true, resetsAt: null } : {}) }) },
      viewerFixture(),
    );
    await user.type(gtinField(), '5901234123457');
    await user.click(searchButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('links to login for LoginRequired and to the global service for NotFromOrganisation', async () => {
    let answer: unknown = problem('LoginRequired', 'LOGIN_REQUIRED', 'Zaloguj się, aby sprawdzić numer spoza GS1 Polska.');
    const { user } = await openCatalog({ ProductCard: () => ({ product: answer }) }, viewerFixture());
    await user.type(gtinField(), '4006381333931');
    await user.click(searchButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');

    answer = problem('NotFromOrganisation', 'NOT_FROM_ORGANISATION', 'Ten numer nie pochodzi od GS1 Polska.', {
      lookupServiceUrl: 'https://www.gs1.org/services/verified-by-gs1',
    });
    await user.click(searchButton());
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Sprawdź numer w globalnej wyszukiwarce' })).toHaveAttribute(
        'href',
        'https://www.gs1.org/services/verified-by-gs1',
      ),
    );
  });

  it('shows the InvalidGtin answer of the gateway on the field', async () => {
    const { user } = await openCatalog(
      { ProductCard: () => ({ product: { ...problem('InvalidGtin', 'INVALID_GTIN', 'To nie jest numer GTIN'), field: ['gtin'] } }) },
      viewerFixture(),
    );
    await user.type(gtinField(), '5901234123457');
    await user.click(searchButton());
    expect(await screen.findByText('To nie jest numer GTIN')).toBeInTheDocument();
    expect(gtinField()).toHaveAttribute('aria-invalid', 'true');
  });
});
