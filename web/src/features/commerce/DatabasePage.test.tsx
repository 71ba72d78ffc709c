import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { categoryNode as node, homeFixture, viewerFixture } from '../../test/fixtures';
import { fileAnswer, jsonAnswer, stubFileRoutes } from '../../test/fileRoutes';
import { EXPORT_POLL_MS } from './DatabasePage';
import { COUNT_DEBOUNCE_MS } from './SelectionCount';
import type { DataOf, MemberOf } from '../../test/mockLink';

type Download = MemberOf<DataOf<'DatabaseDownload'>['databaseDownload'], 'DatabaseDownload'>;

const firma = viewerFixture({ permissions: ['database_download'] });

const download = (state: Download['export']['state'], remaining: number | null = 1_000_000, pkg: Download['package'] = 'PRO'): Download => ({
  __typename: 'DatabaseDownload',
  companyId: 'c-m1',
  package: pkg,
  remaining,
  accessToDownload: true,
  export: { __typename: 'DatabaseExport', state, fileName: state === 'READY' ? '2026-11-23_database.zip' : null },
});

const tree = (): DataOf<'CategoryTree'> => ({ categoryTree: { __typename: 'CategoryTree', segments: [node('50000000', 'Żywność', [node('50100000', 'Owoce')])] } });
const counted = (totalCount: number): DataOf<'DatabaseSelectionCount'> => ({ catalogSearch: { __typename: 'CatalogPage', totalCount } });

/** The page with no zip yet, where a generation gets `answer`. */
const renderGenerationAnswering = (answer: DataOf<'GenerateDatabase'>['generateDatabase']) =>
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
    const states: Download['export']['state'][] = ['NONE', 'GENERATING', 'READY'];
    const { callsOf } = renderApp({
      // The catalogue's filters come along in the address, the GPC codes among them.
      route: '/products/database/c-m1?gpc_number=50000000&gpc_number=10000142',
      viewer: firma,
      handlers: {
        DatabaseDownload: () => ({ databaseDownload: download(states.length > 1 ? states.shift()! : states[0]!) }),
        DatabaseSelectionCount: () => counted(12),
        GenerateDatabase: () => ({ generateDatabase: { ...download('GENERATING'), message: 'Rozpoczęliśmy przygotowanie bazy danych. Gdy plik będzie gotowy, wyślemy e-mail z linkiem.' } }),
        CategoryTree: tree,
      },
    });
    expect(await screen.findByText(/pozostało do pobrania: 1\s000\s000 produktów/)).toBeInTheDocument();
    // No file yet: the page says so, without 'Link wygasł' for a link that never was.
    expect(screen.getByText(/^Nie ma jeszcze pliku do pobrania/)).toBeInTheDocument();
    expect(screen.queryByText(/Link wygasł/)).toBeNull();
    await user.type(screen.getByLabelText('Nazwa produktu zawiera'), 'pierogi');
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

  it('checks the GTIN in the browser, with its message, and asks the gateway nothing', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({
      route: '/products/database/c-m1',
      viewer: firma,
      handlers: { DatabaseDownload: () => ({ databaseDownload: download('NONE') }), DatabaseSelectionCount: () => counted(5) },
    });
    await user.type(await screen.findByLabelText('Numer GTIN'), '5901234123458');
    await user.click(screen.getByRole('button', { name: 'Generuj bazę danych' }));
    expect(await screen.findByText('To nie jest numer GTIN: ostatnia cyfra, kontrolna, dla tych cyfr powinna być 7')).toBeInTheDocument();
    expect(callsOf('GenerateDatabase')).toHaveLength(0);
  });

  it('chooses GPC categories with the catalogue’s picker and counts the selection once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { callsOf } = renderApp({
      route: '/products/database/c-m1?name__contains=pierogi',
      viewer: firma,
      handlers: {
        DatabaseDownload: () => ({ databaseDownload: download('NONE', 1_000) }),
        DatabaseSelectionCount: (v) => counted((v.filter as { gpc?: string[] }).gpc ? 1_234 : 40),
        CategoryTree: tree,
      },
    });
    expect(await screen.findByLabelText('Nazwa produktu zawiera')).toHaveValue('pierogi');
    expect(await screen.findByText('Wybrane filtry obejmują do 40 produktów (plik zawiera tylko produkty publiczne).')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Marka zawiera'), 'Wawel');
    await act(() => vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS));
    await user.click(await screen.findByRole('button', { name: 'Wybierz kategorie GPC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kategorie GPC' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Żywność/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Zatwierdź' }));
    expect(await screen.findByRole('button', { name: 'Usuń kategorię Żywność' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS));
    expect(await screen.findByText(/obejmują do 1\s234 produkty .* To więcej, niż pozostało w pakiecie \(1\s000\)\./)).toBeInTheDocument();
    // One count per pause: the address's filter, the brand typed letter by letter, the category.
    expect(callsOf('DatabaseSelectionCount').map((c) => c.variables.filter)).toEqual([
      { name: 'pierogi' },
      { name: 'pierogi', brand: 'Wawel' },
      { name: 'pierogi', brand: 'Wawel', gpc: ['50000000'] },
    ]);
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

    const { router } = renderApp({ route: '/products/database/c-m1', viewer: viewerFixture({ permissions: ['users_manage'] }), handlers: { Home: () => homeFixture() } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
