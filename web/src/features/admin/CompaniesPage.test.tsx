import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { homeFixture, viewerFixture } from '../../test/fixtures';
import type { DataOf, Handler, MemberOf } from '../../test/mockLink';

type CompanyRow = MemberOf<DataOf<'AdminCompanies'>['adminCompanies'], 'CompanyListPage'>['companies'][number];

const admin = viewerFixture({ permissions: ['registered_company', 'repository', 'cms'] });

const company = (i: number): CompanyRow => ({
  __typename: 'CompanyListItem',
  id: String(i),
  name: `Firma ${i} Sp. z o.o.`,
  nip: String(5260000000 + i),
  registrationDate: `2024-01-${String(i).padStart(2, '0')}`,
  isAuthorized: i % 2 === 0,
  accessToDownload: true,
  accessToVerify: false,
});

const listed: Handler<'AdminCompanies'> = (variables) => ({
  adminCompanies: {
    __typename: 'CompanyListPage',
    totalCount: 25,
    page: variables.page,
    pageSize: 10,
    companies: Array.from({ length: 10 }, (_, i) => company((variables.page - 1) * 10 + i + 1)),
  },
});

describe('companies list', () => {
  it("the gateway's own denial shows the denied screen every page shows: home, with the denial", async () => {
    const { router } = renderApp({
      route: '/companies',
      viewer: admin,
      handlers: { AdminCompanies: () => ({ adminCompanies: { __typename: 'PermissionDenied', code: 'PERMISSION_DENIED', message: 'Nie masz uprawnień do tej czynności', field: null } }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('status-message')).toHaveTextContent('Nie masz uprawnień do tej czynności');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the columns the spec names, with yes/no and authorised labels', async () => {
    renderApp({ route: '/companies', viewer: admin, handlers: { AdminCompanies: listed } });
    const table = await screen.findByRole('table');
    for (const name of ['Nazwa', 'NIP', 'Data rejestracji', 'Autoryzacja', 'Pobieranie bazy', 'Weryfikacja danych']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    }
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Firma 1 Sp. z o.o.');
    expect(first).toHaveTextContent('01.01.2024');
    expect(first).toHaveTextContent('Nieautoryzowana');
    expect(first).toHaveTextContent('TakNie');
    expect(within(first).getByRole('link', { name: 'Firma 1 Sp. z o.o.' })).toHaveAttribute('href', '/companies/1');
  });

  it('keeps search, sorting and the page in the address and asks the gateway for exactly that', async () => {
    const user = userEvent.setup();
    const { callsOf, router } = renderApp({ route: '/companies', viewer: admin, handlers: { AdminCompanies: listed } });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Szukaj firmy (nazwa, NIP lub REGON)'), ' 5260000003 ');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=5260000003'));
    // The page has asked for the search (so it renders with it) before the next click, once: a navigation
    // rendered as a transition made the old and new requests alternate without end.
    await waitFor(() => expect(callsOf('AdminCompanies').at(-1)!.variables.search).toBe('5260000003'));
    await new Promise((settled) => setTimeout(settled, 100));
    expect(callsOf('AdminCompanies').map((call) => call.variables.search)).toEqual([null, '5260000003']);

    const header = screen.getByRole('columnheader', { name: /Data rejestracji/ });
    await user.click(within(header).getByRole('button'));
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await user.click(await within(await screen.findByRole('navigation', { name: 'Strony wyników' })).findByRole('link', { name: 'Strona 2' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    expect(new URLSearchParams(router.state.location.search).get('ordering')).toBe('-registration_date');
    expect(callsOf('AdminCompanies').at(-1)!.variables).toEqual({ search: '5260000003', sort: 'REGISTRATION_DATE', descending: true, page: 2 });
  });

  it('opens a company from its row', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({
      route: '/companies?ordering=nip',
      viewer: admin,
      handlers: { AdminCompanies: listed, AdminCompany: () => ({ adminCompany: { __typename: 'CompanyNotFound', code: 'COMPANY_NOT_FOUND', message: 'Nie znaleziono firmy.' } }) },
    });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    await user.click(within(rows[2]!).getByRole('cell', { name: '5260000002' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/2'));
  });

  it('sends a member without the permission home, and a visitor to the login page', async () => {
    const { router } = renderApp({ route: '/companies', viewer: viewerFixture({ permissions: ['user_data'] }), handlers: { Home: () => homeFixture() } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const visitor = renderApp({ route: '/repository', viewer: null, handlers: {} });
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'));
  });

  it('refuses a search longer than 100 characters with the message, and asks nothing', async () => {
    const user = userEvent.setup();
    const { callsOf, router } = renderApp({ route: '/companies', viewer: admin, handlers: { AdminCompanies: listed } });
    await screen.findByRole('table');
    const box = screen.getByLabelText('Szukaj firmy (nazwa, NIP lub REGON)');
    await user.click(box);
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('Maksymalna ilość znaków to 100')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
    expect(callsOf('AdminCompanies').every((c) => c.variables.search === null)).toBe(true);
  });

  it('shows the gateway’s refusal instead of the table', async () => {
    renderApp({
      route: '/companies',
      viewer: admin,
      handlers: { AdminCompanies: () => ({ adminCompanies: { __typename: 'PermissionDenied', code: 'PERMISSION_DENIED', message: 'Nie masz uprawnień do tej czynności', field: null } }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie masz uprawnień do tej czynności');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
