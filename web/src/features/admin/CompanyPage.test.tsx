import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { homeFixture, viewerFixture } from '../../test/fixtures';
import type { DataOf, Handler, MemberOf } from '../../test/mockLink';

type Details = MemberOf<DataOf<'AdminCompany'>['adminCompany'], 'CompanyDetails'>;
type UsersPage = MemberOf<DataOf<'AdminCompanyUsers'>['adminCompanyUsers'], 'AdminCompanyUsersPage'>;

const admin = viewerFixture({ permissions: ['registered_company'] });

const details = (accessToDownload: boolean): Details => ({
  __typename: 'CompanyDetails',
  id: '7',
  name: 'Smaki Babci Sp. z o.o.',
  nip: '5260000007',
  regon: '123456785',
  street: 'ul. Polna 1',
  postalCode: '61-001',
  city: 'Poznań',
  district: 'wielkopolskie',
  webPage: null,
  isAuthorized: true,
  activationDate: '2024-03-01',
  accessToDownload,
  subscription: { __typename: 'CompanySubscription', package: 'STARTER', beginsOn: '2026-01-01', endsOn: '2026-12-31', active: true },
});

const users = (): { adminCompanyUsers: UsersPage } => ({
  adminCompanyUsers: {
    __typename: 'AdminCompanyUsersPage',
    totalCount: 2,
    page: 1,
    pageSize: 10,
    users: [
      { __typename: 'CompanyUser', id: '11', isSelf: true, email: 'jan@firma.pl', firstName: 'Jan', lastName: 'Kowalski', dateJoined: '2024-01-02', lastLogin: null, permissionGroup: 'LOCATION_ADMIN', isCompanyRepresentative: true },
      { __typename: 'CompanyUser', id: '12', isSelf: false, email: 'ewa@firma.pl', firstName: 'Ewa', lastName: 'Nowak', dateJoined: '2024-02-03', lastLogin: '2026-11-20T10:00:00Z', permissionGroup: 'LOCATION_USER', isCompanyRepresentative: false },
    ],
  },
});

/** The admin "user by id": the user as the API has them now (Ewa has since become an administrator). */
const oneUser: Handler<'AdminCompanyUser'> = ({ membershipId }) => ({
  adminCompanyUser: {
    ...users().adminCompanyUsers.users.find((u) => u.id === membershipId)!,
    __typename: 'CompanyUser',
    permissionGroup: 'LOCATION_ADMIN',
    activated: true,
  },
});

describe('company details', () => {
  it('enables saving download access only after a change, then says it is saved', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({
      route: '/companies/7',
      viewer: admin,
      handlers: {
        AdminCompany: () => ({ adminCompany: details(false) }),
        AdminCompanyUsers: users,
        SetCompanyDownloadAccess: (v) => ({ setCompanyDownloadAccess: { ...details(v.accessToDownload), message: 'Zapisano dostęp do pobierania bazy danych.' } }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Smaki Babci Sp. z o.o.' });
    const save = screen.getByRole('button', { name: 'Zapisz' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Pobieranie bazy danych/ }));
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Zapisano dostęp do pobierania bazy danych.')).toBeInTheDocument();
    expect(callsOf('SetCompanyDownloadAccess')[0]!.variables).toEqual({ companyId: '7', accessToDownload: true });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('lists the users with the representative label and no delete button on one’s own row', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({
      route: '/companies/7',
      viewer: admin,
      handlers: {
        AdminCompany: () => ({ adminCompany: details(true) }),
        AdminCompanyUsers: users,
        AdminCompanyUser: oneUser,
        DeleteCompanyMembership: () => ({ deleteCompanyMembership: { __typename: 'MembershipDeleted', membershipId: '12', message: 'Użytkownik został usunięty z firmy.' } }),
      },
    });
    const table = await screen.findByRole('table');
    const [, own, other] = within(table).getAllByRole('row');
    expect(own).toHaveTextContent('Reprezentant firmy');
    expect(within(own!).queryByRole('button', { name: /Usuń/ })).toBeNull();
    await user.click(within(other!).getByRole('button', { name: 'Usuń Ewa Nowak' }));
    const dialog = screen.getByRole('dialog', { name: 'Usunąć członkostwo?' });
    // The dialog shows the one user read by id, as the API has them now.
    expect(await within(dialog).findByText('Ewa Nowak straci dostęp do tej firmy.')).toBeInTheDocument();
    expect(within(dialog).getByText('ewa@firma.pl')).toBeInTheDocument();
    expect(within(dialog).getByText('Administrator podmiotu')).toBeInTheDocument();
    expect(callsOf('AdminCompanyUser')[0]!.variables).toEqual({ companyId: '7', membershipId: '12' });
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Użytkownik został usunięty z firmy.')).toBeInTheDocument();
    expect(callsOf('DeleteCompanyMembership')[0]!.variables).toEqual({ companyId: '7', membershipId: '12' });
  });

  it('says the generic error when the access cannot be saved, and keeps the change to try again', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/companies/7',
      viewer: admin,
      handlers: {
        AdminCompany: () => ({ adminCompany: details(false) }),
        AdminCompanyUsers: users,
        SetCompanyDownloadAccess: () => ({ setCompanyDownloadAccess: { __typename: 'CompanyNotFound', code: 'COMPANY_NOT_FOUND', message: 'Nie znaleziono firmy.' } }),
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: /Pobieranie bazy danych/ }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Coś poszło nie tak, spróbuj ponownie');
    expect(screen.getByRole('checkbox', { name: /Pobieranie bazy danych: tak/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeEnabled();
  });

  it('says so when the company does not exist', async () => {
    renderApp({
      route: '/companies/404',
      viewer: admin,
      handlers: { AdminCompany: () => ({ adminCompany: { __typename: 'CompanyNotFound', code: 'COMPANY_NOT_FOUND', message: 'Nie znaleziono firmy.' } }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie znaleziono firmy.');
    expect(screen.queryByRole('button', { name: 'Zapisz' })).toBeNull();
  });

  it('shows the refusal to remove the last representative and keeps the row', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/companies/7',
      viewer: admin,
      handlers: {
        AdminCompany: () => ({ adminCompany: details(true) }),
        // The representative is someone else than the viewer here, so the row offers removal.
        AdminCompanyUsers: () => {
          const page = users();
          page.adminCompanyUsers.users[0]!.isSelf = false;
          return page;
        },
        AdminCompanyUser: oneUser,
        DeleteCompanyMembership: () => ({
          deleteCompanyMembership: {
            __typename: 'LastRepresentative',
            code: 'LAST_REPRESENTATIVE',
            message: 'Nie można usunąć ani odebrać uprawnień ostatniej osobie upoważnionej do reprezentacji firmy.',
          },
        }),
      },
    });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Usuń Jan Kowalski' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Usunąć członkostwo?' })).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie można usunąć ani odebrać uprawnień ostatniej osobie upoważnionej do reprezentacji firmy.');
    expect(within(table).getByText('jan@firma.pl')).toBeInTheDocument();
  });

  it('keeps the users’ sorting and page in the address and asks for exactly that', async () => {
    const user = userEvent.setup();
    const { callsOf, router } = renderApp({
      route: '/companies/7',
      viewer: admin,
      handlers: {
        AdminCompany: () => ({ adminCompany: details(true) }),
        AdminCompanyUsers: (v) => ({ adminCompanyUsers: { ...users().adminCompanyUsers, totalCount: 25, page: v.page } }),
      },
    });
    const header = await screen.findByRole('columnheader', { name: /E-mail/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=email'));
    await user.click(within(screen.getByRole('navigation', { name: 'Strony wyników' })).getByRole('link', { name: 'Strona 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=email&page=3'));
    await waitFor(() => expect(callsOf('AdminCompanyUsers').at(-1)!.variables).toEqual({ companyId: '7', sort: 'EMAIL', descending: false, page: 3 }));
  });

  it('sends a member without registered_company home', async () => {
    const { router } = renderApp({ route: '/companies/7', viewer: viewerFixture({ permissions: ['repository'] }), handlers: { Home: () => homeFixture() } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
