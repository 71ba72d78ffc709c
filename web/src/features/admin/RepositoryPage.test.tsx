import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { viewerFixture } from '../../test/fixtures';
import { FILE_POLL_MS } from './IssueFileStatus';

const admin = viewerFixture({ permissions: ['repository'] });

const row = (ids: string[], error = 'GPC', code = 'EP-0005') => ({
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

const handlers = (fileAnswers: boolean[] = []) => ({
  RepositoryFilterOptions: () => ({ dataPools: { __typename: 'DataPoolList', dataPools: [{ __typename: 'DataPool', id: '2', code: 'gdsn', name: 'Katalog GDSN' }] } }),
  RepositoryIssues: () => ({ repositoryIssues: { __typename: 'IssuePage', page: 1, pageCount: 1, rows: [row(['1', '2']), row(['3'])] } }),
  RepositoryCompanies: () => ({ repositoryCompanies: { __typename: 'CompanyOptions', companies: [{ __typename: 'CompanyOption', id: '9', name: 'Smaki Babci' }] } }),
  GenerateIssueFile: () => ({ generateIssueFile: { __typename: 'IssueFile', id: '77', ready: false } }),
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
    const link = await screen.findByRole('link', { name: 'Pobierz plik zgłoszeń' });
    expect(link).toHaveAttribute('href', '/files/repository/issue-files/77');
    const asked = callsOf('IssueFileState').length;
    await act(() => vi.advanceTimersByTimeAsync(FILE_POLL_MS * 3));
    expect(callsOf('IssueFileState')).toHaveLength(asked);
  });
});
