import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { problem, viewerFixture, type Typed } from '../../test/fixtures';
import type { Handlers } from '../../test/mockLink';
import type { Fragments } from '../../test/operations.generated';

type CompanyUser = Typed<'CompanyUser', Fragments['UsersTable_user']>;

const ADMIN = viewerFixture({ permissions: ['users_manage', 'user_data', 'change_password'] });

const user = (overrides: Pick<CompanyUser, 'id' | 'email'> & Partial<CompanyUser>): CompanyUser => ({
  __typename: 'CompanyUser',
  firstName: '',
  lastName: '',
  dateJoined: '2026-01-05T10:00:00Z',
  lastLogin: null,
  permissionGroup: 'LOCATION_USER',
  isCompanyRepresentative: false,
  activated: true,
  isSelf: false,
  ...overrides,
});

const USERS = [
  user({ id: 'm1', email: 'jan@firma.pl', firstName: 'Jan', lastName: 'Kowalski', permissionGroup: 'LOCATION_ADMIN', isCompanyRepresentative: true, isSelf: true }),
  user({ id: 'm2', email: 'ewa@firma.pl', firstName: 'Ewa', lastName: 'Nowak', isCompanyRepresentative: true }),
  user({ id: 'm3', email: 'nowy@firma.pl', activated: false }),
];

function openUsers(handlers: Handlers = {}) {
  return renderApp({
    route: '/users',
    viewer: ADMIN,
    handlers: { CompanyUsers: () => ({ companyUsers: { __typename: 'CompanyUsersPage', totalCount: 3, page: 0, pageSize: 10, records: USERS } }), ...handlers },
  });
}

describe('company users', () => {
  it('lists the users; no delete or role change on one’s own row; an invited person is greyed', async () => {
    const { callsOf } = openUsers();
    const table = await screen.findByRole('table', { name: 'Użytkownicy firmy' });
    const [, own, other, invited] = within(table).getAllByRole('row');
    expect(within(own!).queryByRole('button', { name: /Usuń/ })).not.toBeInTheDocument();
    expect(within(own!).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Usuń ewa@firma.pl' })).toBeInTheDocument();
    expect(within(other!).getByText('Osoba upoważniona do reprezentacji')).toBeInTheDocument();
    expect(invited).toHaveAttribute('data-inactive', 'true');
    expect(callsOf('CompanyUsers')[0]?.variables).toEqual({ page: 0, pageSize: 10 });
  });

  it('invites with the standard role proposed, and puts a refusal on the e-mail', async () => {
    const actor = userEvent.setup();
    const { callsOf } = openUsers({
      InviteUser: () => ({ inviteUser: problem('UserAlreadyInCompany', 'USER_ALREADY_IN_COMPANY', 'Taki użytkownik istnieje już w firmie', { field: ['input', 'email'] }) }),
    });
    const form = await screen.findByRole('form', { name: 'Zaproś użytkownika' });
    expect(within(form).getByRole('combobox', { name: /Uprawnienia/ })).toHaveValue('LOCATION_USER');
    await actor.type(within(form).getByRole('textbox', { name: /Adres e-mail/ }), 'Ewa@Firma.PL');
    await actor.click(within(form).getByRole('button', { name: 'Zaproś' }));
    expect(await within(form).findByText('Taki użytkownik istnieje już w firmie')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Adres e-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf('InviteUser')[0]?.variables).toEqual({ input: { email: 'ewa@firma.pl', permissionGroup: 'LOCATION_USER' } });
  });

  it('an invitation answered SessionExpired goes to /login with the message and the way back, as every page does', async () => {
    const actor = userEvent.setup();
    const { router } = openUsers({ InviteUser: () => ({ inviteUser: problem('SessionExpired', 'SESSION_EXPIRED', 'Sesja wygasła. Zaloguj się ponownie.') }) });
    const form = await screen.findByRole('form', { name: 'Zaproś użytkownika' });
    await actor.type(within(form).getByRole('textbox', { name: /Adres e-mail/ }), 'ewa@firma.pl');
    await actor.click(within(form).getByRole('button', { name: 'Zaproś' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/users' });
    expect(await screen.findByTestId('status-message')).toHaveTextContent('Sesja wygasła. Zaloguj się ponownie.');
  });

  it('asks before deleting and shows the last-representative refusal', async () => {
    const actor = userEvent.setup();
    const message = 'Nie można usunąć ani odebrać uprawnień ostatniej osobie upoważnionej do reprezentacji firmy.';
    const { callsOf } = openUsers({ DeleteMembership: () => ({ deleteMembership: problem('LastRepresentative', 'LAST_REPRESENTATIVE', message) }) });
    await actor.click(await screen.findByRole('button', { name: 'Usuń ewa@firma.pl' }));
    const dialog = await screen.findByRole('alertdialog');
    await actor.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByTestId('status-message')).toHaveTextContent(message);
    expect(callsOf('DeleteMembership')[0]?.variables).toEqual({ membershipId: 'm2' });
  });

  it('changes a role only once the question is confirmed', async () => {
    const actor = userEvent.setup();
    const { callsOf } = openUsers({ SetUserPermission: () => ({ setUserPermission: { ...USERS[1]!, permissionGroup: 'LOCATION_ADMIN', message: 'Uprawnienia użytkownika zostały zmienione.' } }) });
    const select = await screen.findByRole('combobox', { name: 'Uprawnienia: ewa@firma.pl' });
    // Choosing a role asks first; cancelling puts the select back and changes nothing.
    await actor.selectOptions(select, 'LOCATION_ADMIN');
    let question = await screen.findByRole('alertdialog', { name: 'Zmienić uprawnienia?' });
    expect(question).toHaveTextContent('ewa@firma.pl: Użytkownik standardowy → Administrator podmiotu.');
    await actor.click(within(question).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(select).toHaveValue('LOCATION_USER'));
    expect(callsOf('SetUserPermission')).toHaveLength(0);

    await actor.selectOptions(select, 'LOCATION_ADMIN');
    question = await screen.findByRole('alertdialog', { name: 'Zmienić uprawnienia?' });
    await actor.click(within(question).getByRole('button', { name: 'Zmień uprawnienia' }));
    expect(await screen.findByTestId('status-message')).toHaveTextContent('Uprawnienia użytkownika zostały zmienione.');
    await waitFor(() => expect(callsOf('SetUserPermission')).toHaveLength(1));
  });

  it('sends a standard user home with the denial', async () => {
    renderApp({ route: '/users', viewer: viewerFixture({ permissions: ['user_data'] }) });
    expect(await screen.findByTestId('status-message')).toHaveTextContent('Nie masz uprawnień do tej czynności');
  });
});
