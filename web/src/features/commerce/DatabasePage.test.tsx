import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { viewerFixture } from '../../test/fixtures';
import { EXPORT_POLL_MS } from './DatabasePage';

const firma = viewerFixture({ permissions: ['database_download'] });

const download = (state: string, remaining: number | null = 1_000_000) => ({
  __typename: 'DatabaseDownload',
  companyId: 'c-m1',
  package: 'PRO',
  remaining,
  accessToDownload: true,
  export: { __typename: 'DatabaseExport', state, fileName: state === 'READY' ? '2026-11-23_database.zip' : null },
});

describe('database download', () => {
  afterEach(() => vi.useRealTimers());

  it('starts a generation for the selection, follows it by itself and then offers the zip', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const states = ['NONE', 'GENERATING', 'READY'];
    const { callsOf } = renderApp({
      route: '/products/database/c-m1',
      viewer: firma,
      handlers: {
        DatabaseDownload: () => ({ databaseDownload: download(states.length > 1 ? states.shift()! : states[0]!) }),
        GenerateDatabase: () => ({ generateDatabase: download('GENERATING') }),
      },
    });
    expect(await screen.findByText(/pozostało do pobrania: 1\s000\s000 produktów/)).toBeInTheDocument();
    expect(screen.getByText(/Link wygasł/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nazwa produktu zawiera'), 'pierogi');
    await user.type(screen.getByLabelText('Kody GPC (oddzielone przecinkami)'), '50000000, 10000142');
    await user.click(screen.getByRole('button', { name: 'Generuj bazę danych' }));
    expect(await screen.findByText(/Rozpoczęliśmy przygotowanie bazy danych/)).toBeInTheDocument();
    expect(callsOf('GenerateDatabase')[0]!.variables).toEqual({ companyId: 'c-m1', selection: { categories: ['50000000', '10000142'], productName: 'pierogi' } });
    expect(await screen.findByText(/Przygotowujemy bazę danych/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generuj bazę danych' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(EXPORT_POLL_MS));
    const link = await screen.findByRole('link', { name: 'Pobierz bazę danych (2026-11-23_database.zip)' });
    expect(link).toHaveAttribute('href', '/files/products/c-m1/zip_database');
  });

  it('puts the gateway’s field problems on the fields, and blocks a new generation without limit', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/products/database/c-m1',
      viewer: firma,
      handlers: {
        DatabaseDownload: () => ({ databaseDownload: download('NONE') }),
        GenerateDatabase: () => ({
          generateDatabase: {
            __typename: 'ValidationFailed',
            code: 'VALIDATION_FAILED',
            message: 'Błędne wypełnienie formularza, prosimy spróbować ponownie',
            field: null,
            problems: [{ __typename: 'FieldProblem', field: ['selection', 'nip'], message: 'Niepoprawny numer NIP' }],
          },
        }),
      },
    });
    await user.type(await screen.findByLabelText('NIP firmy'), '5260000000');
    await user.click(screen.getByRole('button', { name: 'Generuj bazę danych' }));
    expect(await screen.findByText('Niepoprawny numer NIP')).toBeInTheDocument();
    expect(screen.getByLabelText('NIP firmy')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the limit is used up and offers no generation', async () => {
    renderApp({ route: '/products/database/c-m1', viewer: firma, handlers: { DatabaseDownload: () => ({ databaseDownload: download('NONE', 0) }) } });
    const form = (await screen.findByRole('heading', { name: 'Wygeneruj bazę danych' })).closest('form')!;
    expect(within(form).getByText('Limit pobrań został wyczerpany. Kup nowy pakiet.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Generuj bazę danych' })).toBeDisabled();
  });
});
