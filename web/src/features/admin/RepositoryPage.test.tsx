import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { homeFixture, viewerFixture } from '../../test/fixtures';
import { fileAnswer, stubFileRoutes } from '../../test/fileRoutes';
import { FILE_POLL_MS } from './IssueFileStatus';
import type { DataOf, Handlers, MemberOf } from '../../test/mockLink';

type Row = MemberOf<DataOf<'RepositoryIssues'>['repositoryIssues'], 'IssuePage'>['rows'][number];

const admin = viewerFixture({ permissions: ['repository'] });

const row = (ids: string[], error: Row['error'] = 'GPC', code = 'EP-0005'): Row => ({
  __typename: 'IssueRow',
  issueIds: ids,
  companyExternalId: '5901234',
  companyName: `Firma ${ids[0]}`,
  numIssues: ids.length,
  error,
  errorCode: code,
  dataPoolName: 'Katalog GDSN',
  status: 'NEW',
  lastModified: '2026-11-20T10:00:00Z',
  assignedUser: null,
});

const handlers = (fileAnswers: boolean[] = []): Handlers => ({
  RepositoryFilterOptions: () => ({ dataPools: { __typename: 'DataPoolList', dataPools: [{ __typename: 'DataPool', id: '2', code: 'gdsn', name: 'Katalog GDSN' }] } }),
  RepositoryIssues: () => ({ repositoryIssues: { __typename: 'IssuePage', page: 1, pageCount: 1, rows: [row(['1', '2']), row(['3'])] } }),
  RepositoryCompanies: () => ({ repositoryCompanies: { __typename: 'CompanyOptions', companies: [{ __typename: 'CompanyOption', id: '9', name: 'Smaki Babci' }] } }),
  GenerateIssueFile: () => ({ generateIssueFile: { __typename: 'IssueFile', id: '77', ready: false, message: 'Zlecono przygotowanie pliku zgłoszeń. Gdy będzie gotowy, wyślemy e-mail z linkiem.' } }),
  IssueFileState: () => ({ issueFile: { __typename: 'IssueFile', id: '77', ready: fileAnswers.shift() ?? true } }),
});

describe('repository', () => {
  afterEach(() => vi.useRealTimers());

  it('searches with the chosen error types, sources, companies and abandoned issues', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({ route: '/repository', viewer: admin, handlers: handlers() });
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'EP-0005 Błąd GPC' }));
    await user.click(screen.getByRole('checkbox', { name: 'Katalog GDSN' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pokaż porzucone' }));
    await user.type(screen.getByLabelText('Firma'), 'Smaki');
    await user.click(await screen.findByRole('checkbox', { name: 'Smaki Babci' }));
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() =>
      expect(callsOf('RepositoryIssues').at(-1)!.variables).toEqual({
        filter: { companies: ['9'], statuses: [], errors: ['GPC'], sources: ['gdsn'], showAbandoned: true },
        page: 1,
      }),
    );
  });

  it('asks for at least one row, then generates the file of the selected rows and offers it once ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { callsOf } = renderApp({ route: '/repository', viewer: admin, handlers: handlers([false]) });
    const table = await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Generuj plik zgłoszeń' }));
    expect(await screen.findByText('Zaznacz co najmniej jedno zgłoszenie.')).toBeInTheDocument();
    expect(callsOf('GenerateIssueFile')).toHaveLength(0);

    await user.click(within(table).getByRole('checkbox', { name: 'Zaznacz wszystkie wiersze' }));
    expect(screen.getByText('Zaznaczono wierszy: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generuj plik zgłoszeń' }));
    expect(callsOf('GenerateIssueFile')[0]!.variables).toEqual({ issueIds: ['1', '2', '3'] });
    expect(await screen.findByText(/Zlecono przygotowanie pliku zgłoszeń/)).toBeInTheDocument();
    expect(await screen.findByText(/Plik zgłoszeń jest przygotowywany/)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(FILE_POLL_MS));
    const files = stubFileRoutes(() => fileAnswer('issues_77.xlsx'));
    await user.click(await screen.findByRole('button', { name: 'Pobierz plik zgłoszeń' }));
    await waitFor(() => expect(files.saved).toEqual(['issues_77.xlsx']));
    expect(files.requested[0]!.url).toBe('/files/repository/issue-files/77');
    const asked = callsOf('IssueFileState').length;
    await act(() => vi.advanceTimersByTimeAsync(FILE_POLL_MS * 3));
    expect(callsOf('IssueFileState')).toHaveLength(asked);
  });
  it('searches on Enter, with the filters chosen so far', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({ route: '/repository', viewer: admin, handlers: handlers() });
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'EP-0003 Błąd cyfry kontrolnej' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nowe' }));
    await user.type(screen.getByLabelText('Firma'), '{Enter}');
    await waitFor(() =>
      expect(callsOf('RepositoryIssues').at(-1)!.variables).toEqual({
        filter: { companies: [], statuses: ['NEW'], errors: ['CONTROL_NUMBER'], sources: [], showAbandoned: false },
        page: 1,
      }),
    );
  });

  it('on Enter with a name typed, searches the companies of that name and keeps the filters in the address', async () => {
    const user = userEvent.setup();
    const { callsOf, router } = renderApp({ route: '/repository', viewer: admin, handlers: handlers() });
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'EP-0005 Błąd GPC' }));
    await user.type(screen.getByLabelText('Firma'), 'Smaki{Enter}');
    await waitFor(() =>
      expect(callsOf('RepositoryIssues').at(-1)!.variables).toEqual({
        filter: { companies: ['9'], statuses: [], errors: ['GPC'], sources: [], showAbandoned: false },
        page: 1,
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ company: '9:Smaki Babci', error: 'EP-0005' });
    expect(screen.getByLabelText('Firma')).toHaveValue('');
    expect(screen.getByText('Wybrano firm: 1')).toBeInTheDocument();
  });

  it('opens with the filters of its address, and says so when no company has the name typed', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({
      route: '/repository?company=9:Smaki%20Babci&status=NEW&error=EP-0003&source=gdsn&abandoned=1&page=2',
      viewer: admin,
      handlers: { ...handlers(), RepositoryCompanies: () => ({ repositoryCompanies: { __typename: 'CompanyOptions', companies: [] } }) },
    });
    await screen.findByRole('table');
    expect(callsOf('RepositoryIssues')[0]!.variables).toEqual({
      filter: { companies: ['9'], statuses: ['NEW'], errors: ['CONTROL_NUMBER'], sources: ['gdsn'], showAbandoned: true },
      page: 2,
    });
    expect(screen.getByRole('checkbox', { name: 'Nowe' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pokaż porzucone' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Usuń Smaki Babci z filtra' })).toBeInTheDocument();

    const asked = callsOf('RepositoryIssues').length;
    await user.type(screen.getByLabelText('Firma'), 'Nieznana{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Brak firm o nazwie „Nieznana”.');
    expect(callsOf('RepositoryIssues')).toHaveLength(asked);
  });

  it('selects all of the rows shown and none of another page’s', async () => {
    const user = userEvent.setup();
    const pages: Record<number, Row[]> = { 1: [row(['1', '2']), row(['3'])], 2: [row(['4'], 'CONTROL_NUMBER', 'EP-0003')] };
    const { callsOf } = renderApp({
      route: '/repository',
      viewer: admin,
      handlers: {
        ...handlers(),
        RepositoryIssues: ({ page }) => ({ repositoryIssues: { __typename: 'IssuePage', page, pageCount: 2, rows: pages[page] ?? [] } }),
      },
    });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('checkbox', { name: 'Zaznacz wszystkie wiersze' }));
    expect(screen.getByText('Zaznaczono wierszy: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Strona 2' }));
    expect(await screen.findByText('Firma 4')).toBeInTheDocument();
    expect(screen.getByText('Zaznaczono wierszy: 0')).toBeInTheDocument();
    await user.click(within(screen.getByRole('table')).getByRole('checkbox', { name: 'Zaznacz wszystkie wiersze' }));
    expect(screen.getByText('Zaznaczono wierszy: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generuj plik zgłoszeń' }));
    await waitFor(() => expect(callsOf('GenerateIssueFile')[0]!.variables).toEqual({ issueIds: ['4'] }));
  });

  it('pictures the issues shown by status and by error type, with their numbers', async () => {
    renderApp({
      route: '/repository',
      viewer: admin,
      handlers: { ...handlers(), RepositoryIssues: () => ({ repositoryIssues: { __typename: 'IssuePage', page: 1, pageCount: 1, rows: [row(['1', '2']), row(['3'], 'CONTROL_NUMBER', 'EP-0003')] } }) },
    });
    const byStatus = await screen.findByRole('figure', { name: 'Według statusu' });
    expect(within(byStatus).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Nowe: 3']);
    const byError = screen.getByRole('figure', { name: 'Według typu błędu' });
    expect(within(byError).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['EP-0003 Błąd cyfry kontrolnej: 1', 'EP-0005 Błąd GPC: 2']);
  });

  it('says the pictures count the page shown when the issues run over several pages', async () => {
    renderApp({
      route: '/repository',
      viewer: admin,
      handlers: { ...handlers(), RepositoryIssues: () => ({ repositoryIssues: { __typename: 'IssuePage', page: 2, pageCount: 12, rows: [row(['1', '2'])] } }) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Zgłoszenia na tej stronie (2 z 12)' })).toBeInTheDocument();
    expect(screen.getByText(/Wykresy liczą wiersze widoczne w tabeli \(1\): repozytorium podaje zgłoszenia stronami/)).toBeInTheDocument();
  });

  it('picks every company offered with “Zaznacz wszystkie” and clears the choice with “Żadna”', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({
      route: '/repository',
      viewer: admin,
      handlers: {
        ...handlers(),
        RepositoryCompanies: () => ({
          repositoryCompanies: {
            __typename: 'CompanyOptions',
            companies: [
              { __typename: 'CompanyOption', id: '9', name: 'Smaki Babci' },
              { __typename: 'CompanyOption', id: '10', name: 'Smaki Dziadka' },
            ],
          },
        }),
      },
    });
    await screen.findByRole('table');
    expect(screen.getByText('Wszystkie firmy')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Firma'), 'Smaki');
    await screen.findByRole('checkbox', { name: 'Smaki Dziadka' });
    await user.click(screen.getByRole('button', { name: 'Zaznacz wszystkie' }));
    expect(screen.getByText('Wybrano firm: 2')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Znalezione firmy' })).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(callsOf('RepositoryIssues').at(-1)!.variables.filter.companies).toEqual(['9', '10']));

    await user.click(screen.getByRole('button', { name: 'Żadna' }));
    expect(screen.getByText('Wszystkie firmy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(callsOf('RepositoryIssues').at(-1)!.variables.filter.companies).toEqual([]));
  });

  it('shows the gateway’s refusal when the file cannot be generated', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/repository',
      viewer: admin,
      handlers: {
        ...handlers(),
        GenerateIssueFile: () => ({ generateIssueFile: { __typename: 'PermissionDenied', code: 'PERMISSION_DENIED', message: 'Nie masz uprawnień do tej czynności' } }),
      },
    });
    const table = await screen.findByRole('table');
    await user.click(within(table).getAllByRole('checkbox')[1]!);
    await user.click(screen.getByRole('button', { name: 'Generuj plik zgłoszeń' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie masz uprawnień do tej czynności');
    expect(screen.queryByText(/Plik zgłoszeń jest przygotowywany/)).toBeNull();
  });

  it('sends a member without the repository permission home', async () => {
    const { router } = renderApp({ route: '/repository', viewer: viewerFixture({ permissions: ['registered_company'] }), handlers: { Home: () => homeFixture() } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
