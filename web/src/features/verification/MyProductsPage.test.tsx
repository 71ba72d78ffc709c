import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { viewerFixture } from '../../test/fixtures';
import { jsonAnswer, stubFileRoutes } from '../../test/fileRoutes';
import { formatUploadDate } from './MyProductsPage';
import type { DataOf, MemberOf } from '../../test/mockLink';

type FileList = MemberOf<DataOf<'VerificationFiles'>['verificationFiles'], 'VerificationFileList'>;
type VerificationFile = FileList['files'][number];

const viewer = viewerFixture({ permissions: ['file_sending_to_verification'] });

function file(overrides: Partial<VerificationFile>): VerificationFile {
  return {
    __typename: 'VerificationFile',
    id: '1',
    fileName: 'produkty.xlsx',
    createdAt: '2026-11-20T08:05:00.000Z',
    userEmail: 'jan@firma.pl',
    status: 'READY',
    statusCode: 2,
    comment: null,
    availableUntil: '2026-12-20T08:05:00.000Z',
    downloadUrl: '/files/verification/1',
    errorReason: null,
    summary: null,
    ...overrides,
  };
}

const list = (files: VerificationFile[]): { verificationFiles: FileList } => ({
  verificationFiles: { __typename: 'VerificationFileList', fileInProcess: files.some((f) => ['NEW', 'PROCESSING'].includes(f.status)), files },
});

describe('Raporty (/my_products)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each status as the spec says, with the date as YYYY-MM-DD H:mm', async () => {
    renderApp({
      route: '/my_products',
      viewer,
      handlers: {
        VerificationFiles: () =>
          list([
            file({ id: '1', fileName: 'gotowy.xlsx' }),
            file({ id: '2', fileName: 'stary.xlsx', downloadUrl: null }),
            file({ id: '3', fileName: 'nowy.csv', status: 'NEW', statusCode: 0, downloadUrl: null }),
            file({ id: '4', fileName: 'trwa.xls', status: 'PROCESSING', statusCode: 1, downloadUrl: null }),
            file({ id: '5', fileName: 'blad.csv', status: 'ERROR', statusCode: -1, downloadUrl: null }),
            file({ id: '6', fileName: 'dziwny.csv', status: 'UNKNOWN', statusCode: 7, downloadUrl: null }),
          ]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Raporty' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(row('gotowy.xlsx')).getByRole('button', { name: 'Pobierz' })).toBeEnabled();
    expect(within(row('stary.xlsx')).getByRole('button', { name: 'Pobierz' })).toBeDisabled();
    expect(row('nowy.csv')).toHaveTextContent('Nowy – oczekuje na weryfikację');
    expect(row('trwa.xls')).toHaveTextContent('W trakcie weryfikacji');
    expect(row('blad.csv')).toHaveTextContent('Błąd weryfikacji');
    expect(row('dziwny.csv')).toHaveTextContent('Nieprawidłowy status (7)');
    expect(row('gotowy.xlsx')).toHaveTextContent(formatUploadDate('2026-11-20T08:05:00.000Z'));
    expect(row('gotowy.xlsx')).toHaveTextContent('jan@firma.pl');
  });

  it('says why a file failed and when an expired result was last available, in text beside the status', async () => {
    renderApp({
      route: '/my_products',
      viewer,
      handlers: {
        VerificationFiles: () =>
          list([
            file({ id: '2', fileName: 'stary.xlsx', downloadUrl: null, availableUntil: '2026-10-20T08:05:00.000Z' }),
            file({ id: '5', fileName: 'blad.csv', status: 'ERROR', statusCode: -1, downloadUrl: null, errorReason: 'Plik nie zawiera żadnego numeru GTIN' }),
            file({ id: '6', fileName: 'bez_powodu.csv', status: 'ERROR', statusCode: -1, downloadUrl: null }),
          ]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Raporty' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(row('stary.xlsx')).toHaveTextContent(`Link wygasł – wynik można było pobrać do ${formatUploadDate('2026-10-20T08:05:00.000Z')}.`);
    expect(row('blad.csv')).toHaveTextContent('Plik nie zawiera żadnego numeru GTIN');
    expect(row('bez_powodu.csv')).toHaveTextContent(/Powodu nie podano\. Sprawdź, czy numery GTIN są w pierwszej kolumnie/);
  });

  it('sums up each verified file’s results per status, as numbers with space-separated thousands', async () => {
    const summary: VerificationFile['summary'] = { __typename: 'VerificationSummary', active: 12_345, inactive: 2, withdrawn: 0, notFound: 7, invalidGtin: 1, limitExceeded: 0 };
    renderApp({ route: '/my_products', viewer, handlers: { VerificationFiles: () => list([file({ summary }), file({ id: '2', fileName: 'blad.csv', status: 'ERROR', statusCode: -1 })]) } });
    const figure = await screen.findByRole('figure', { name: `produkty.xlsx (${formatUploadDate('2026-11-20T08:05:00.000Z')}), razem: 12\u00a0355` });
    const items = within(figure).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Aktywne: 12\u00a0345',
      'Nieaktywne: 2',
      'Nie znaleziono w bazie GS1 Polska: 7',
      'To nie jest numer GTIN (długość, znaki lub cyfra kontrolna): 1',
    ]);
    expect(screen.getAllByRole('figure')).toHaveLength(1);
    // Each bar is its share of the file's 12 355 GTINs, not of the largest result.
    expect([...figure.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('width')).toFixed(2))).toEqual(['99.92', '0.02', '0.06', '0.01']);
  });

  it('a result download answered SessionExpired goes to /login, as every answer does', async () => {
    stubFileRoutes(() => jsonAnswer(401, { __typename: 'SessionExpired', code: 'SESSION_EXPIRED', message: 'Sesja wygasła. Zaloguj się ponownie.', field: null }));
    const { router } = renderApp({ route: '/my_products', viewer, handlers: { VerificationFiles: () => list([file({ fileName: 'gotowy.xlsx' })]) } });
    await userEvent.click(within(await screen.findByRole('table', { name: 'Raporty' })).getByRole('button', { name: 'Pobierz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByTestId('status-message')).toHaveTextContent('Sesja wygasła. Zaloguj się ponownie.');
  });

  it('formats dates without a leading zero on the hour', () => {
    expect(formatUploadDate(new Date(2026, 0, 5, 7, 3).toISOString())).toBe('2026-01-05 7:03');
    expect(formatUploadDate(new Date(2026, 10, 23, 14, 30).toISOString())).toBe('2026-11-23 14:30');
  });

  it('says so when there are no files', async () => {
    renderApp({ route: '/my_products', viewer, handlers: { VerificationFiles: () => list([]) } });
    expect(await screen.findByText(/Nie masz jeszcze żadnych plików/)).toBeInTheDocument();
  });

  it('asks again while a file is processing, and stops once it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [list([file({ status: 'PROCESSING', statusCode: 1, downloadUrl: null })]), list([file({})])];
    const { callsOf } = renderApp({ route: '/my_products', viewer, handlers: { VerificationFiles: () => answers.shift() ?? list([file({})]) } });
    expect(await screen.findByText('W trakcie weryfikacji')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByRole('button', { name: 'Pobierz' })).toBeEnabled();
    const asked = callsOf('VerificationFiles').length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsOf('VerificationFiles')).toHaveLength(asked);
  });
});
