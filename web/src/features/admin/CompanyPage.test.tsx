import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { viewerFixture } from '../../test/fixtures';

const admin = viewerFixture({ permissions: ['registered_company'] });

const details = (accessToDownload: boolean) => ({
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

const users = () => ({
  adminCompanyUsers: {
    __typename: 'CompanyUserPage',
    totalCount: 2,
    page: 1,
    pageSize: 10,
    users: [
      { __typename: 'CompanyUser', membershipId: '11', userId: 'u1', email: 'jan@firma.pl', firstName: 'Jan', lastName: 'Kowalski', dateJoined: '2024-01-02', lastLogin: null, permissionGroup: 'LOCATION_ADMIN', isCompanyRepresentative: true },
      { __typename: 'CompanyUser', membershipId: '12', userId: 'u2', email: 'ewa@firma.pl', firstName: 'Ewa', lastName: 'Nowak', dateJoined: '2024-02-03', lastLogin: '2026-11-20T10:00:00Z', permissionGroup: 'LOCATION_USER', isCompanyRepresentative: false },
    ],
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
        SetCompanyDownloadAccess: (v) => ({ setCompanyDownloadAccess: details(v.accessToDownload as boolean) }),
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
        DeleteCompanyMembership: () => ({ deleteCompanyMembership: { __typename: 'MembershipDeleted', membershipId: '12', message: 'Członkostwo zostało usunięte.' } }),
      },
    });
    const table = await screen.findByRole('table');
    const [, own, other] = within(table).getAllByRole('row');
    expect(own).toHaveTextContent('Reprezentant firmy');
    expect(within(own!).queryByRole('button', { name: /Usuń/ })).toBeNull();
    await user.click(within(other!).getByRole('button', { name: 'Usuń Ewa Nowak' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Usunąć członkostwo?' })).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Członkostwo zostało usunięte.')).toBeInTheDocument();
    expect(callsOf('DeleteCompanyMembership')[0]!.variables).toEqual({ companyId: '7', membershipId: '12' });
  });
});
