import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { viewerFixture } from '../../test/fixtures';
import { fileAnswer, jsonAnswer, stubFileRoutes } from '../../test/fileRoutes';
import { EXPORT_POLL_MS } from './DatabasePage';

const firma = viewerFixture({ permissions: ['database_download'] });

const download = (state: string, remaining: number | null = 1_000_000, pkg = 'PRO') => ({
  __typename: 'DatabaseDownload',
  companyId: 'c-m1',
  package: pkg,
  remaining,
  accessToDownload: true,
  export: { __typename: 'DatabaseExport', state, fileName: state === 'READY' ? '2026-11-23_database.zip' : null },
});

/** The page with no zip yet, where a generation gets `answer`. */
const renderGenerationAnswering = (answer: Record<string, unknown>) =>
  renderApp({
    route: '/products/database/c-m1',
    viewer: firma,
    handlers: { DatabaseDownload: () => ({ databaseDownload: download('NONE') }), GenerateDatabase: () => ({ generateDatabase: answer }) },
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
        GenerateDatabase: () => ({ generateDatabase: { ...download('GENERATING'), message: 'Rozpoczęliśmy przygotowanie bazy danych. Gdy plik będzie gotowy, wyślemy e-mail z linkiem.' } }),
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
    const files = stubFileRoutes(() => fileAnswer('2026-11-23_database.zip'));
    await user.click(await screen.findByRole('button', { name: 'Pobierz bazę danych (2026-11-23_database.zip)' }));
    await waitFor(() => expect(files.saved).toEqual(['2026-11-23_database.zip']));
    expect(files.requested[0]!.url).toBe('/files/products/c-m1/zip_database');
  });

  it('puts the gateway’s field problems on the fields, and blocks a new generation without limit', async () => {
    const user = userEvent.setup();
    renderGenerationAnswering({
      __typename: 'ValidationFailed',
      code: 'VALIDATION_FAILED',
      message: 'Błędne wypełnienie formularza, prosimy spróbować ponownie',
      field: null,
      problems: [{ __typename: 'FieldProblem', field: ['selection', 'nip'], message: 'Niepoprawny numer NIP' }],
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

  it('tells a company on Starter that its package has no database download', async () => {
    renderApp({ route: '/products/database/c-m1', viewer: firma, handlers: { DatabaseDownload: () => ({ databaseDownload: download('NONE', 0, 'STARTER') }) } });
    const form = (await screen.findByRole('heading', { name: 'Wygeneruj bazę danych' })).closest('form')!;
    expect(within(form).getByRole('alert')).toHaveTextContent('Twój pakiet nie obejmuje pobierania bazy danych. Zamów dostęp w zakładce Cennik.');
    expect(within(form).queryByText(/Limit pobrań został wyczerpany/)).toBeNull();
    expect(within(form).getByRole('button', { name: 'Generuj bazę danych' })).toBeDisabled();
  });

  it('offers Unlimited with no limit', async () => {
    renderApp({ route: '/products/database/c-m1', viewer: firma, handlers: { DatabaseDownload: () => ({ databaseDownload: download('NONE', null, 'UNLIMITED') }) } });
    expect(await screen.findByText(/Pakiet Unlimited; pozostało do pobrania: bez limitu produktów/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generuj bazę danych' })).toBeEnabled();
  });

  it('checks the GTIN and the GPC codes in the browser, with their messages, and asks the gateway nothing', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({ route: '/products/database/c-m1', viewer: firma, handlers: { DatabaseDownload: () => ({ databaseDownload: download('NONE') }) } });
    await user.type(await screen.findByLabelText('Numer GTIN'), '5901234123458');
    await user.type(screen.getByLabelText('Kody GPC (oddzielone przecinkami)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Generuj bazę danych' }));
    expect(await screen.findByText('To nie jest numer GTIN')).toBeInTheDocument();
    expect(screen.getByText('Niepoprawny kod GPC')).toBeInTheDocument();
    expect(callsOf('GenerateDatabase')).toHaveLength(0);
  });

  it('says a generation is already running when the API answers that one is', async () => {
    const user = userEvent.setup();
    renderGenerationAnswering({
      __typename: 'DatabaseAlreadyGenerating',
      code: 'DATABASE_ALREADY_GENERATING',
      message: 'Baza danych jest już przygotowywana. Poczekaj, aż plik będzie gotowy.',
      field: null,
    });
    await user.click(await screen.findByRole('button', { name: 'Generuj bazę danych' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Baza danych jest już przygotowywana. Poczekaj, aż plik będzie gotowy.');
  });

  it('says “Link wygasł” when the zip can no longer be fetched', async () => {
    const user = userEvent.setup();
    const files = stubFileRoutes(() => jsonAnswer(404, { __typename: 'LinkExpired', code: 'LINK_EXPIRED', message: 'Link wygasł', field: null }));
    renderApp({ route: '/products/database/c-m1', viewer: firma, handlers: { DatabaseDownload: () => ({ databaseDownload: download('READY') }) } });
    await user.click(await screen.findByRole('button', { name: /Pobierz bazę danych/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Link wygasł');
    expect(files.saved).toEqual([]);
  });

  it('shows the refusal of another company’s page, and sends a member without database_download home', async () => {
    renderApp({
      route: '/products/database/c-other',
      viewer: firma,
      handlers: { DatabaseDownload: () => ({ databaseDownload: { __typename: 'PermissionDenied', code: 'PERMISSION_DENIED', message: 'Nie masz uprawnień do tej czynności' } }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie masz uprawnień do tej czynności');
    expect(screen.queryByRole('button', { name: 'Generuj bazę danych' })).toBeNull();

    const { router } = renderApp({ route: '/products/database/c-m1', viewer: viewerFixture({ permissions: ['users_manage'] }), handlers: { Home: () => ({ productCounters: null, pageContent: null }) } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
