import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';
import { problem } from '../../../test/fixtures';
import type { DataOf, Handlers, MemberOf } from '../../../test/mockLink';
import { advanceTimers, elapse, fakeClock } from '../../../test/clock';
import { CHECK_DEBOUNCE_MS } from './useDebouncedCheck';

const REGISTRY: MemberOf<DataOf<'RegistrationCompany'>['registrationCompany'], 'RegistryCompany'> = {
  __typename: 'RegistryCompany',
  regon: '527123453',
  nip: '5271234563',
  name: 'Piekarnia Pod Lipami Sp. z o.o.',
  street: 'ul. Lipowa 12',
  city: 'Warszawa',
  postalCode: '00-120',
  district: 'MAZOWIECKIE',
  country: 'Polska',
};

async function openWizard(registrationCompany: DataOf<'RegistrationCompany'>['registrationCompany'], handlers: Handlers = {}) {
  const user = userEvent.setup({ advanceTimers });
  const app = renderApp({ route: '/registration', handlers: { RegistrationCompany: () => ({ registrationCompany }), ...handlers } });
  await screen.findByRole('heading', { level: 1, name: 'Rejestracja firmy' });
  await user.type(screen.getByRole('textbox', { name: /REGON/ }), REGISTRY.regon);
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
  return { user, ...app };
}

describe('registration wizard', () => {
  it('refuses a bad REGON on the form without asking the gateway', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({ route: '/registration' });
    await user.type(await screen.findByRole('textbox', { name: /REGON/ }), '527123454');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('Niepoprawny numer REGON')).toBeInTheDocument();
    expect(callsOf('RegistrationCompany')).toHaveLength(0);
  });

  it('puts the focus on the field in error after an invalid "Dalej"', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/registration' });
    await user.click(await screen.findByRole('button', { name: 'Dalej' }));
    expect(await screen.findByRole('textbox', { name: /REGON/ })).toHaveFocus();
  });

  it('shows where the person is: numbered steps, the current one marked, "Krok 2 z 4" taking the focus', async () => {
    const { user } = await openWizard(REGISTRY);
    const steps = screen.getByRole('navigation', { name: 'Kroki rejestracji' });
    const where = await within(steps).findByText('Krok 2 z 4: Dane firmy');
    expect(where).toHaveFocus();
    const items = within(steps).getAllByRole('listitem');
    // The mark drawn (a tick for a done step, else its number), then the step's name.
    expect(items.map((item) => item.textContent)).toEqual(['✓REGON firmy (ukończony)', '2Dane firmy', '3Dane osobowe', '4Podsumowanie']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');

    // The registry filled the company's address, not its profile: "Dalej" leads to the first field missing.
    const company = await screen.findByRole('form', { name: 'Dane firmy' });
    await user.click(within(company).getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(document.activeElement?.closest('form')).toBe(company));
    expect(document.activeElement).toHaveAccessibleName('Profil działalności');
    expect(document.activeElement).toHaveAttribute('aria-invalid', 'true');
  });

  it('prefills and locks what the registry knows', async () => {
    await openWizard(REGISTRY);
    const company = await screen.findByRole('form', { name: 'Dane firmy' });
    expect(within(company).getByRole('textbox', { name: /Nazwa firmy/ })).toHaveValue(REGISTRY.name);
    expect(within(company).getByRole('textbox', { name: /Nazwa firmy/ })).toHaveAttribute('readonly');
    expect(within(company).getByRole('textbox', { name: /^NIP/ })).toHaveAttribute('readonly');
    expect(within(company).getByRole('combobox', { name: /Województwo/ })).toBeDisabled();
    expect(within(company).getByRole('textbox', { name: /Strona internetowa/ })).not.toHaveAttribute('readonly');
  });

  it('stays on the first step when the company is already registered', async () => {
    const message = 'Ta firma jest już zarejestrowana na platformie. Poproś jej administratora o dodanie Cię do listy użytkowników.';
    await openWizard(problem('CompanyExists', 'COMPANY_EXISTS', message, { field: ['regon'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('form', { name: 'Dane firmy' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /REGON/ })).toBeInTheDocument();
  });

  it('says so on the first step when the gateway limit for anonymous visitors is used up', async () => {
    const message = 'Zbyt wiele zapytań w krótkim czasie. Spróbuj ponownie za chwilę.';
    await openWizard(problem('RateLimited', 'RATE_LIMITED', message, { member: false, resetsAt: new Date().toISOString() }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: /REGON/ })).toHaveValue(REGISTRY.regon);
  });

  it('checks the NIP 1.5 s after the last keystroke and says when it is taken', async () => {
    fakeClock();
    const notInRegistry = problem('CompanyNotInRegistry', 'NOT_FOUND', 'Nie znaleźliśmy firmy o tym numerze REGON w rejestrze. Uzupełnij dane firmy.');
    const { user, callsOf } = await openWizard(notInRegistry, {
      NipAvailability: () => ({ nipAvailability: problem('NipTaken', 'NIP_TAKEN', 'NIP występuje już w naszej bazie') }),
    });
    const company = await screen.findByRole('form', { name: 'Dane firmy' });
    expect(within(company).getByRole('textbox', { name: /Nazwa firmy/ })).not.toHaveAttribute('readonly');
    await user.type(within(company).getByRole('textbox', { name: /^NIP/ }), '5861559680');
    await elapse(CHECK_DEBOUNCE_MS - 100);
    expect(callsOf('NipAvailability')).toHaveLength(0);
    await elapse(200);
    await waitFor(() => expect(callsOf('NipAvailability')).toHaveLength(1));
    expect(callsOf('NipAvailability')[0]?.variables).toEqual({ nip: '5861559680' });
    expect(await within(company).findByText('NIP występuje już w naszej bazie')).toBeInTheDocument();
  });
});
