import { captchaBox, startCaptcha } from '../../test/captcha';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type RenderAppOptions } from '../../test/render';
import { captchaState, categoryNode as node, problem, productFixture, viewerFixture } from '../../test/fixtures';
import type { DataOf, Handlers, MemberOf } from '../../test/mockLink';
import { advanceTimers, elapse, fakeClock, realClock } from '../../test/clock';
import { BLINK_MS } from '../../components/ui/blink';
import { CAPTCHA_FADE_MS } from '../../shared/captcha/CaptchaWidget';
import { SUGGEST_DEBOUNCE_MS } from './Autocomplete';
import { ONE_SEGMENT_MESSAGE } from '../../shared/gpc/categoryTree';
import { gtinCheckDigit } from 'schema/validation';
import { DOWNLOAD_ANONYMOUS, DOWNLOAD_DENIED } from './DatabaseDownloadButton';
import { NO_FILTER } from './CatalogSearchForm';
import { formatDate, formatTime } from '../../components/ui/format';

const ADVANCED = viewerFixture({ permissions: ['advanced_search'] });
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DOWNLOADER = viewerFixture({ permissions: ['advanced_search', 'database_download'] });

type SearchPage = MemberOf<DataOf<'CatalogSearch'>['catalogSearch'], 'CatalogPage'>;

async function openCatalog(handlers: Handlers = {}, viewer: RenderAppOptions['viewer'] = null, route = '/catalog') {
  const user = userEvent.setup({ advanceTimers });
  const app = renderApp({ route, viewer, handlers: { CaptchaState: () => captchaState(true), ...handlers } });
  await screen.findByRole('heading', { name: 'Katalog produktów', level: 1 });
  return { user, ...app };
}

function products(count: number, from = 0) {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const body = `0590${String(n).padStart(9, '0')}`;
    return productFixture({
      gtin: `${body}${gtinCheckDigit(body)}`,
      name: `Produkt ${n}`,
      imageUrls: n % 2 ? [] : ['https://img.example/p.jpg'],
      isPublic: n % 3 !== 1,
    });
  });
}

const page = (
  totalCount: number,
  offset = 0,
  mode: SearchPage['mode'] = 'ADVANCED',
  list = products(Math.min(15, totalCount), offset),
  lookupQuota: SearchPage['lookupQuota'] = null,
): { catalogSearch: SearchPage } => ({
  catalogSearch: { __typename: 'CatalogPage', totalCount, offset, limit: 15, mode, lookupQuota, products: list },
});

/** An anonymous visitor solves the form's captcha (the widget's `verified` event) with the clock faked from then on. */
async function solveCaptchaInForm() {
  let solved = false;
  const app = await openCatalog({
    CaptchaState: () => captchaState(solved),
    SubmitCaptcha: () => {
      solved = true;
      return { submitCaptcha: captchaState(true).captcha };
    },
  });
  const widget = await startCaptcha();
  fakeClock();
  act(() => {
    fireEvent(widget, new CustomEvent('verified', { detail: { payload: 'pow-payload' } }));
  });
  await waitFor(() => expect(widget.closest('[data-captcha]')).toHaveAttribute('data-captcha', 'fading'));
  return app;
}

const gtinField = () => screen.getByRole('textbox', { name: /Numer GTIN/ });
const searchButton = () => screen.getByRole('button', { name: 'Szukaj' });

describe('catalogue search form', () => {
  it('keeps digits only and asks for numeric input; shows the empty state before any search', async () => {
    const { user, calls } = await openCatalog();
    expect(screen.getByText(/Wpisz numer GTIN.*aby zobaczyć produkty/)).toBeInTheDocument();
    await user.type(gtinField(), '59a01-234 123457');
    expect(gtinField()).toHaveValue('5901234123457');
    expect(gtinField()).toHaveAttribute('inputmode', 'numeric');
    expect(calls.filter((c) => c.operationName === 'CatalogSearch')).toHaveLength(0);
  });

  it('rejects a wrong check digit on the client without any request or URL change', async () => {
    const { user, callsOf, router } = await openCatalog();
    await screen.findByText('Captcha rozwiązana');
    await user.type(gtinField(), '5901234123458');
    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    await user.click(searchButton());
    // The spec's message, and what is wrong, as the generator says it of its GTIN (issue 38).
    expect(await screen.findByText('To nie jest numer GTIN: ostatnia cyfra, kontrolna, dla tych cyfr powinna być 7')).toBeInTheDocument();
    expect(gtinField()).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf('CatalogSearch')).toHaveLength(0);
    expect(router.state.location.search).toBe('');
  });

  it('keeps the button inactive until GTIN, terms and captcha are there, and blinks the missing terms box for 2 s', async () => {
    const { user, callsOf } = await openCatalog();
    await screen.findByText('Captcha rozwiązana');
    expect(searchButton()).toHaveAttribute('aria-disabled', 'true');
    expect(searchButton()).toHaveAccessibleDescription('Aby wyszukać, wpisz numer GTIN i zaakceptuj regulamin.');
    await user.type(gtinField(), '5901234123457');
    expect(searchButton()).toHaveAttribute('aria-disabled', 'true');
    expect(searchButton()).toHaveAccessibleDescription('Aby wyszukać, zaakceptuj regulamin.');

    fakeClock();
    await user.click(searchButton());
    const termsBox = screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }).closest('[data-blink]');
    expect(termsBox).toHaveAttribute('data-blink', 'true');
    expect(screen.getByTestId('captcha-box')).not.toHaveAttribute('data-blink');
    expect(callsOf('CatalogSearch')).toHaveLength(0);
    await elapse(BLINK_MS - 1);
    expect(termsBox).toHaveAttribute('data-blink', 'true');
    await elapse(1);
    expect(document.querySelector('[data-blink]')).toBeNull();
    realClock();

    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    expect(searchButton()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByText(/^Aby wyszukać/)).toBeNull();
    expect(screen.getByRole('link', { name: 'regulamin' })).toHaveAttribute('href', '/terms');
  });

  it('blinks the captcha box while the captcha is not solved', async () => {
    const { user } = await openCatalog({ CaptchaState: () => captchaState(false) });
    // ALTCHA's code waits for the person's tick; then its widget starts with the gateway's challenge.
    expect(await screen.findByRole('checkbox', { name: 'Nie jestem robotem' })).not.toBeChecked();
    expect(screen.queryByTestId('altcha-widget')).toBeNull();
    await user.type(gtinField(), '5901234123457');
    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    expect(searchButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(searchButton());
    expect(screen.getByTestId('captcha-box')).toHaveAttribute('data-blink', 'true');
  });

  it('brings the widget back when the day-long captcha token expires', async () => {
    await solveCaptchaInForm();
    await elapse(CAPTCHA_FADE_MS);
    expect(screen.getByText('Captcha rozwiązana')).toBeInTheDocument();
    await elapse(DAY_MS - HOUR_MS);
    expect(screen.getByText('Captcha rozwiązana')).toBeInTheDocument();
    await elapse(HOUR_MS);
    expect(captchaBox()).toBeInTheDocument();
    expect(screen.queryByText('Captcha rozwiązana')).not.toBeInTheDocument();
  });

  it('a member needs neither terms nor captcha', async () => {
    const { user } = await openCatalog({}, viewerFixture());
    await user.type(gtinField(), '5901234123457');
    expect(screen.queryByRole('checkbox', { name: /Akceptuję regulamin/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('captcha-box')).not.toBeInTheDocument();
    expect(searchButton()).toHaveAttribute('aria-disabled', 'false');
  });
});

describe('search in the URL', () => {
  it('reads filters and page from the query string and runs the search from them', async () => {
    const { callsOf } = await openCatalog(
      { CatalogSearch: (v) => page(100, v.offset as number), CategoryTree: () => ({ categoryTree: { __typename: 'CategoryTree', segments: [] } }) },
      ADVANCED,
      '/catalog?name__contains=pierogi&brand__contains=Wawel&company_name__contains=Sad&company_nip=779-101-13-27&gpc_number=50000000&gpc_number=10000177&limit=15&offset=30',
    );
    expect(await screen.findByRole('table', { name: 'Wyniki wyszukiwania' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Nazwa produktu' })).toHaveValue('pierogi');
    expect(screen.getByRole('combobox', { name: 'Marka' })).toHaveValue('Wawel');
    expect(screen.getByRole('combobox', { name: 'Nazwa firmy' })).toHaveValue('Sad');
    expect(screen.getByRole('textbox', { name: 'NIP firmy' })).toHaveValue('779-101-13-27');
    expect(screen.getByRole('button', { name: 'Usuń kategorię 50000000' })).toBeInTheDocument();
    expect(callsOf('CatalogSearch')[0]?.variables).toEqual({
      filter: { name: 'pierogi', brand: 'Wawel', companyName: 'Sad', companyNip: '779-101-13-27', gpc: ['50000000', '10000177'] },
      offset: 30,
      limit: 15,
    });
    const nav = screen.getByRole('navigation', { name: 'Strony wyników' });
    expect(within(nav).getByRole('link', { name: 'Strona 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('pushes the filters into the URL on submit (spec names, dashes removed from the NIP)', async () => {
    const { user, router, callsOf } = await openCatalog({ CatalogSearch: () => page(40) }, ADVANCED);
    await user.type(screen.getByRole('textbox', { name: 'NIP firmy' }), '779-101-13-27');
    await user.click(searchButton());
    await screen.findByRole('table', { name: 'Wyniki wyszukiwania' });
    expect(router.state.historyAction).toBe('PUSH');
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ company_nip: '7791011327', limit: '15', offset: '0' });
    expect(callsOf('CatalogSearch')[0]?.variables).toMatchObject({ filter: { companyNip: '7791011327' }, offset: 0 });

    // Back returns to the empty catalogue and the form follows the URL.
    act(() => void router.navigate(-1));
    await screen.findByText(/aby zobaczyć produkty/);
    expect(screen.getByRole('textbox', { name: 'NIP firmy' })).toHaveValue('');
  });

  it('keeps a GTIN as typed in the field and the address: 13 digits stay 13 (the request may pad)', async () => {
    const { user, router } = await openCatalog(
      { CatalogSearch: () => page(0, 0, 'SINGLE', []) },
      viewerFixture(),
    );
    await user.type(gtinField(), '5901234999991');
    await user.click(searchButton());
    await screen.findByRole('heading', { level: 2, name: 'Znaleziono 0 produktów' });
    expect(new URLSearchParams(router.state.location.search).get('gtin_number')).toBe('5901234999991');
    expect(gtinField()).toHaveValue('5901234999991');
  });

  it('says under the field why a too long product name is not searched, and asks nothing', async () => {
    const { user, callsOf } = await openCatalog({ CatalogSearch: () => page(3) }, ADVANCED);
    const name = await screen.findByRole('combobox', { name: 'Nazwa produktu' });
    await user.click(name);
    await user.paste('m'.repeat(150));
    await user.click(searchButton());
    expect(await screen.findByText('Maksymalna ilość znaków to 130')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf('CatalogSearch')).toHaveLength(0);
  });

  it('brings the results into view with their heading focused after a search and after another page', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { user } = await openCatalog({ CatalogSearch: () => page(40) }, ADVANCED);
    await user.type(screen.getByRole('textbox', { name: 'NIP firmy' }), '7791011327');
    await user.click(searchButton());
    const heading = await screen.findByRole('heading', { level: 2, name: 'Znaleziono 40 produktów' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toContain(heading);
    await user.click(screen.getByRole('link', { name: 'Strona 2' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Znaleziono 40 produktów' })).toHaveFocus());
    expect(scrolled.filter((element) => element.matches('[data-results-heading]'))).toHaveLength(2);
  });

  it('a single GTIN goes straight on to its card, which reads the cached product (one request in all)', async () => {
    const { user, calls, router } = await openCatalog(
      { CatalogSearch: () => page(1, 0, 'SINGLE', [productFixture()]) },
      viewerFixture(),
    );
    await user.type(gtinField(), '5901234123457');
    await user.click(searchButton());
    expect(await screen.findByRole('heading', { name: 'Sok jabłkowy 1 l', level: 1 })).toBeInTheDocument();
    // The card's address keeps the GTIN as typed (13 digits); the card pads it to ask.
    expect(router.state.location.pathname).toBe('/catalog/5901234123457');
    expect(calls.filter((c) => c.operationName === 'CatalogSearch')).toHaveLength(1);
    expect(calls.filter((c) => c.operationName === 'ProductCard')).toHaveLength(0);
  });

  it("the card says what is left of the visitor's lookups after one", async () => {
    const { user } = await openCatalog({ CatalogSearch: () => page(1, 0, 'SINGLE', [productFixture()], { __typename: 'LookupQuota', limit: 30, remaining: 28 }) });
    await screen.findByText('Captcha rozwiązana');
    await user.type(gtinField(), '5901234123457');
    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    await user.click(searchButton());
    expect(await screen.findByRole('heading', { name: 'Sok jabłkowy 1 l', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Pozostało 28 z 30 wyszukiwań w ciągu 24 godzin.');
  });
});

describe('results table and pagination', () => {
  it('shows the count with spaced thousands and the table columns', async () => {
    await openCatalog({ CatalogSearch: () => page(12345) }, ADVANCED, '/catalog?name__contains=a');
    const status = await screen.findByText(/^Znaleziono/);
    expect(status.textContent?.replace(/\s/g, ' ')).toBe('Znaleziono 12 345 produktów');
    const table = screen.getByRole('table', { name: 'Wyniki wyszukiwania' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(16);
    const first = rows[1]!;
    // Shown as printed (13 digits), linked by the 14 the catalogue keys on.
    expect(within(first).getByRole('link', { name: '5900000000008' })).toHaveAttribute('href', '/catalog/05900000000008');
    expect(within(first).getByText('Soki owocowe')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Ma zdjęcie' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'Brak zdjęcia' })).toBeInTheDocument();
    // Product 1 is not public: no category.
    expect(within(rows[2]!).queryByText('Soki owocowe')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Zobacz' })).toBeInTheDocument();
  });

  it('pages with first/previous/numbers with ellipses/next/last', async () => {
    const { user, router, callsOf } = await openCatalog(
      { CatalogSearch: (v) => page(300, v.offset as number) },
      ADVANCED,
      '/catalog?name__contains=a&limit=15&offset=60',
    );
    const nav = await screen.findByRole('navigation', { name: 'Strony wyników' });
    const labels = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('a,button')?.getAttribute('aria-label') ?? li.textContent);
    expect(labels).toEqual([
      'Pierwsza strona',
      'Poprzednia strona',
      'Strona 1',
      '…',
      'Strona 4',
      'Strona 5',
      'Strona 6',
      '…',
      'Strona 20',
      'Następna strona',
      'Ostatnia strona',
    ]);
    expect(within(nav).getByRole('link', { name: 'Strona 5' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Ostatnia strona' }));
    await waitFor(() => expect(router.state.location.search).toContain('offset=285'));
    const pages = () => screen.getByRole('navigation', { name: 'Strony wyników' });
    await waitFor(() => expect(within(pages()).getByRole('link', { name: 'Strona 20' })).toHaveAttribute('aria-current', 'page'));
    expect(within(pages()).getByRole('button', { name: 'Następna strona' })).toBeDisabled();
    await user.click(within(pages()).getByRole('link', { name: 'Pierwsza strona' }));
    await waitFor(() => expect(router.state.location.search).toContain('offset=0'));
    expect(callsOf('CatalogSearch').map((c) => c.variables.offset)).toEqual([60, 285, 0]);
  });

  it('shows anonymous visitors at most 3 pages and resets other offsets among them to 0', async () => {
    const { router, callsOf } = await openCatalog({ CatalogSearch: (v) => page(300, v.offset as number, 'BASIC') }, null, '/catalog?offset=20');
    const nav = await screen.findByRole('navigation', { name: 'Strony wyników' });
    await waitFor(() => expect(router.state.location.search).toContain('offset=0'));
    expect(within(nav).getAllByRole('link', { name: /^Strona/ }).map((a) => a.textContent)).toEqual(['1', '2', '3']);
    expect(callsOf('CatalogSearch').map((c) => c.variables.offset)).toEqual([0]);
  });

  it('asks for an anonymous offset past the first pages as it is, and shows the gateway’s “too many results” (decision 039)', async () => {
    const tooMany = { catalogSearch: problem('TooManyResults', 'TOO_MANY_RESULTS', 'Znaleziono zbyt wiele produktów.', { matchCount: null }) };
    const { router, callsOf } = await openCatalog({ CatalogSearch: (v) => (v.offset === 45 ? tooMany : page(300, v.offset as number, 'BASIC')) }, null, '/catalog?offset=45');
    expect(await screen.findByRole('alert')).toHaveTextContent('Znaleziono zbyt wiele produktów.');
    expect(router.state.location.search).toContain('offset=45');
    expect(callsOf('CatalogSearch').map((c) => c.variables.offset)).toEqual([45]);
  });

  it('opens the card from the table with zero requests (cache redirect)', async () => {
    const { user, calls, router } = await openCatalog({ CatalogSearch: () => page(40) }, ADVANCED, '/catalog?name__contains=Produkt');
    const table = await screen.findByRole('table', { name: 'Wyniki wyszukiwania' });
    const before = calls.length;
    const row = within(table).getAllByRole('row')[3]!;
    await user.click(within(row).getByRole('button', { name: 'Zobacz' }));
    expect(await screen.findByRole('heading', { name: 'Produkt 2', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/catalog/05900000000022');
    expect(calls.length).toBe(before);
    expect(calls.filter((c) => c.operationName === 'ProductCard')).toHaveLength(0);
    // Back to the results: the page comes from the cache too.
    act(() => void router.navigate(-1));
    await screen.findByRole('table', { name: 'Wyniki wyszukiwania' });
    expect(calls.length).toBe(before);
  });
});

describe('advanced filters', () => {
  it.each([
    ['an anonymous visitor', null, /dostępne po zalogowaniu/],
    ['a member without advanced_search', viewerFixture({ permissions: [] }), /nie obejmuje wyszukiwania zaawansowanego/],
  ])('are disabled with an explanation for %s', async (_who, viewer, help) => {
    const { user } = await openCatalog({}, viewer);
    // Behind a disclosure, drawn once it is opened (a phone's first screen hydrates without them).
    expect(screen.queryByRole('textbox', { name: 'NIP firmy' })).toBeNull();
    await user.click(screen.getByText('Wyszukiwanie zaawansowane'));
    // Without suggestions to give, these are plain fields.
    for (const name of ['Nazwa produktu', 'Marka', 'Nazwa firmy']) expect(await screen.findByRole('textbox', { name })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'NIP firmy' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Wybierz kategorie GPC' })).toBeDisabled();
    const group = screen.getByRole('group', { name: 'Wyszukiwanie zaawansowane' });
    expect(group).toHaveAccessibleDescription(help);
    expect(gtinField()).toBeEnabled();
  });

  it('are enabled with advanced_search', async () => {
    await openCatalog({}, ADVANCED);
    expect(await screen.findByRole('combobox', { name: 'Nazwa produktu' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'NIP firmy' })).toBeEnabled();
  });

  it.each(['ą', '123'])("refuses a NIP of %s with 'Niepoprawny numer NIP' on the NIP field, asking nothing", async (typed) => {
    const { user, callsOf } = await openCatalog({}, ADVANCED);
    const nip = screen.getByRole('textbox', { name: 'NIP firmy' });
    await user.type(nip, typed);
    await user.click(searchButton());
    expect(await screen.findByText('Niepoprawny numer NIP')).toBeInTheDocument();
    expect(nip).toHaveAttribute('aria-invalid', 'true');
    expect(nip).toHaveFocus();
    expect(callsOf('CatalogSearch')).toHaveLength(0);
  });

  it('asks for a GTIN or a filter when nothing is filled', async () => {
    const { user, callsOf } = await openCatalog({}, ADVANCED);
    await user.click(searchButton());
    expect(screen.getByRole('alert')).toHaveTextContent(NO_FILTER);
    expect(callsOf('CatalogSearch')).toHaveLength(0);
  });

  it('asks for the GTIN when it is the only filter and empty', async () => {
    const { user } = await openCatalog({}, viewerFixture());
    await user.click(searchButton());
    expect(await screen.findByText('Pole wymagane')).toBeInTheDocument();
    expect(gtinField()).toHaveFocus();
  });

  it('suggests at most 15 names, after a debounce, and takes the chosen one', async () => {
    const values = Array.from({ length: 20 }, (_, i) => `Pierogi ${i + 1}`);
    const { callsOf } = await openCatalog(
      { CatalogSuggestions: (v) => ({ catalogSuggestions: { __typename: 'CatalogSuggestions', field: v.field, values } }) },
      ADVANCED,
    );
    const input = await screen.findByRole('combobox', { name: 'Nazwa produktu' });
    const user = userEvent.setup({ advanceTimers });
    await user.click(input);
    fakeClock();
    for (const text of ['p', 'pi', 'pie', 'pier']) fireEvent.change(input, { target: { value: text } });
    expect(input).toHaveValue('pier');
    await elapse(SUGGEST_DEBOUNCE_MS - 1);
    expect(callsOf('CatalogSuggestions')).toHaveLength(0);
    await elapse(1);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(15);
    // Debounced: one request for the whole word.
    expect(callsOf('CatalogSuggestions').map((c) => c.variables)).toEqual([{ field: 'NAME', text: 'pier' }]);
    await user.click(within(listbox).getByRole('option', { name: 'Pierogi 3' }));
    expect(input).toHaveValue('Pierogi 3');
  });

  it('a brand given back to its field before the combobox has started (typed before the page was live) is searched', async () => {
    const { user, router, callsOf } = await openCatalog({ CatalogSearch: () => page(3) }, ADVANCED);
    const brand = await screen.findByRole('combobox', { name: 'Marka' });
    // What app/beforeLive.ts replays: the text and one input event, the combobox never focused by a click.
    fireEvent.input(brand, { target: { value: 'Mlekovita' } });
    await user.click(searchButton());
    await waitFor(() => expect(router.state.location.search).toContain('brand__contains=Mlekovita'));
    await waitFor(() => expect(callsOf('CatalogSearch').at(-1)?.variables).toMatchObject({ filter: { brand: 'Mlekovita' } }));
  });

  it("refuses a second segment in the GPC picker with 'Możliwość zaznaczenia tylko 1 segmentu'", async () => {
    const tree: DataOf<'CategoryTree'> = {
      categoryTree: {
        __typename: 'CategoryTree',
        segments: [
          node('50000000', 'Żywność', [node('50100000', 'Owoce', [node('50101600', 'Warzywa', [node('10005845', 'Ziemniaki')])])]),
          node('53000000', 'Uroda', [node('53130000', 'Higiena', [node('53131600', 'Jama ustna', [node('10000356', 'Pasta')])])]),
        ],
      },
    };
    const { user, router } = await openCatalog({ CategoryTree: () => tree, CatalogSearch: () => page(20) }, ADVANCED);
    await user.click(screen.getByRole('button', { name: 'Wybierz kategorie GPC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kategorie GPC' });
    const food = await within(dialog).findByRole('checkbox', { name: /Żywność/ });
    await user.click(food);
    expect(food).toBeChecked();
    // Keyboard: expand the other segment and press Space on a brick below it.
    await user.click(within(dialog).getByRole('button', { name: 'Rozwiń: Uroda' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rozwiń: Higiena' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rozwiń: Jama ustna' }));
    within(dialog).getByRole('checkbox', { name: /Pasta/ }).focus();
    await user.keyboard(' ');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ONE_SEGMENT_MESSAGE);
    expect(within(dialog).getByRole('checkbox', { name: /Pasta/ })).not.toBeChecked();
    // The search box filters the tree; a brick of the same segment may be added.
    await user.type(within(dialog).getByRole('searchbox', { name: 'Szukaj kategorii' }), 'ziem');
    await user.click(within(dialog).getByRole('checkbox', { name: /Ziemniaki/ }));
    expect(within(dialog).queryByRole('checkbox', { name: /Pasta/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zatwierdź' }));
    expect(await screen.findByRole('button', { name: 'Usuń kategorię Ziemniaki' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usuń kategorię Żywność' }));
    expect(screen.queryByRole('button', { name: 'Usuń kategorię Żywność' })).not.toBeInTheDocument();
    await user.click(searchButton());
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).getAll('gpc_number')).toEqual(['10005845']));
  });
});

describe('every CatalogSearchResult member', () => {
  type Refusal = Exclude<DataOf<'CatalogSearch'>['catalogSearch'], { __typename: 'CatalogPage' }>;
  const refusals: Refusal[] = [
    problem('InvalidGtin', 'INVALID_GTIN', 'To nie jest numer GTIN', { field: ['gtin'] }),
    problem('RateLimited', 'RATE_LIMITED', 'Wykorzystano limit 30 wyszukiwań na dobę. Zarejestruj się, aby kontynuować.', { member: false, resetsAt: null }),
    problem('ProductNotFound', 'NOT_FOUND', 'Nie znaleziono', { lookupQuota: null }),
    problem('NotFromOrganisation', 'NOT_FROM_ORGANISATION', 'Ten numer nie pochodzi od GS1 Polska.', { lookupServiceUrl: 'https://www.gs1.org/services/verified-by-gs1' }),
    problem('NoProductsFound', 'NOT_FOUND', 'Brak produktów dla wybranych parametrów.'),
    problem('TooManyResults', 'TOO_MANY_RESULTS', 'Zawęź kryteria wyszukiwania lub pobierz bazę danych.', { matchCount: 5000 }),
    // A member the contract does not have yet (a newer gateway's): off the type on purpose, its message must still show.
    { __typename: 'SomethingNew', code: 'CODE', message: 'Nowy komunikat serwera', field: null } as unknown as Refusal,
  ];
  it.each(refusals.map((answer) => [answer.__typename, answer] as const))('shows the message of %s', async (typename, answer) => {
    const { message } = answer;
    await openCatalog(
      { CatalogSearch: () => ({ catalogSearch: answer }) },
      viewerFixture(),
      '/catalog?gtin_number=5901234123457',
    );
    if (typename === 'InvalidGtin') {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(gtinField()).toHaveAttribute('aria-invalid', 'true');
      return;
    }
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    if (typename === 'NotFromOrganisation') {
      expect(within(alert).getByRole('link', { name: 'Sprawdź numer w globalnej wyszukiwarce' })).toHaveAttribute(
        'href',
        'https://www.gs1.org/services/verified-by-gs1',
      );
    }
  });

  it('RateLimited names the hour the limit resets, and "Szukaj" waits for it instead of asking again in vain', async () => {
    const resetsAt = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const { user, calls } = await openCatalog(
      { CatalogSearch: () => ({ catalogSearch: problem('RateLimited', 'RATE_LIMITED', 'Wykorzystano limit 30 wyszukiwań na dobę. Zarejestruj się, aby kontynuować.', { member: false, resetsAt }) }) },
      viewerFixture(),
      '/catalog?gtin_number=5901234123457',
    );
    const moment = `${formatDate(resetsAt)} o ${formatTime(resetsAt)}`;
    expect(await screen.findByRole('alert')).toHaveTextContent(`Limit odnowi się ${moment}.`);
    expect(searchButton()).toHaveAttribute('aria-disabled', 'true');
    expect(searchButton()).toHaveAccessibleDescription(`Aby wyszukać, poczekaj do ${moment}: limit wyszukiwań numeru GTIN został wykorzystany.`);
    await user.click(searchButton());
    expect(calls.filter((c) => c.operationName === 'CatalogSearch')).toHaveLength(1);
  });

  it('shows what is left of the lookups now, also with an answer shown again from the cache', async () => {
    const remaining: Record<string, number> = { '5901234999991': 26, '5901234999984': 25 };
    const { user } = await openCatalog(
      {
        CatalogSearch: (v) => {
          const remainingNow = remaining[v.filter.gtin ?? ''] ?? 0;
          return { catalogSearch: problem('ProductNotFound', 'NOT_FOUND', 'Nie znaleziono', { lookupQuota: { __typename: 'LookupQuota', limit: 30, remaining: remainingNow } }) };
        },
      },
      viewerFixture(),
    );
    for (const gtin of ['5901234999991', '5901234999984', '5901234999991']) {
      await user.clear(gtinField());
      await user.type(gtinField(), gtin);
      await user.click(searchButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(`Nie znaleziono: ${gtin}`);
    }
    // The first GTIN's answer comes from the cache: it was counted at 26 left, the last lookup left 25.
    expect(screen.getByText(/Pozostał[oy] \d+ z 30/)).toHaveTextContent('Pozostało 25 z 30 wyszukiwań w ciągu 24 godzin.');
  });

  it('ProductNotFound says what to check, where to go next and what is left of the lookups', async () => {
    await openCatalog(
      { CatalogSearch: () => ({ catalogSearch: problem('ProductNotFound', 'NOT_FOUND', 'Nie znaleziono', { lookupQuota: { __typename: 'LookupQuota', limit: 30, remaining: 3 } }) }) },
      viewerFixture(),
      '/catalog?gtin_number=05901234999991',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nie znaleziono: 5901234999991');
    expect(alert).toHaveTextContent(/cyfry — porównaj numer z opakowaniem/);
    expect(alert).toHaveTextContent(/prefiks 590 — to numer nadany w Polsce/);
    expect(within(alert).getByRole('link', { name: 'napisz do nas' })).toHaveAttribute('href', '/contact');
    expect(within(alert).getByRole('link', { name: 'jak działa katalog' })).toHaveAttribute('href', '/how_it_works');
    expect(screen.getByRole('status')).toHaveTextContent('Pozostały 3 z 30 wyszukiwań w ciągu 24 godzin.');
  });

  it('ValidationFailed puts each message on the field its path names and focuses it', async () => {
    const invalid = problem('ValidationFailed', 'VALIDATION_FAILED', 'Błędne wypełnienie formularza, prosimy spróbować ponownie', {
      problems: [{ __typename: 'FieldProblem', field: ['filter', 'companyNip'], message: 'Dozwolone są litery' }],
    });
    await openCatalog({ CatalogSearch: () => ({ catalogSearch: invalid }) }, ADVANCED, '/catalog?company_nip=779%2B1');
    const nip = screen.getByRole('textbox', { name: 'NIP firmy' });
    expect(await screen.findByText('Dozwolone są litery')).toBeInTheDocument();
    expect(nip).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(nip).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ValidationFailed naming no field of the form shows its message for the whole form', async () => {
    const invalid = problem('ValidationFailed', 'VALIDATION_FAILED', 'Błędne wypełnienie formularza, prosimy spróbować ponownie', {
      problems: [{ __typename: 'FieldProblem', field: ['limit'], message: 'Niepoprawna wartość' }],
    });
    await openCatalog({ CatalogSearch: () => ({ catalogSearch: invalid }) }, ADVANCED, '/catalog?name__contains=a');
    expect(await screen.findByRole('alert')).toHaveTextContent('Błędne wypełnienie formularza, prosimy spróbować ponownie');
  });

  it('a malformed GPC code from a shared link shows on the category filter, from the server and from the form', async () => {
    const invalid = problem('ValidationFailed', 'VALIDATION_FAILED', 'Błędne wypełnienie formularza, prosimy spróbować ponownie', {
      problems: [{ __typename: 'FieldProblem', field: ['filter', 'gpc', '0'], message: 'Kod GPC ma 8 cyfr' }],
    });
    const { user, callsOf } = await openCatalog(
      { CatalogSearch: () => ({ catalogSearch: invalid }), CategoryTree: () => ({ categoryTree: { __typename: 'CategoryTree', segments: [] } }) },
      ADVANCED,
      '/catalog?gpc_number=123',
    );
    expect(await screen.findByText('Kod GPC ma 8 cyfr')).toBeInTheDocument();
    await user.click(searchButton());
    expect(await screen.findByText('Niepoprawny kod GPC')).toBeInTheDocument();
    expect(callsOf('CatalogSearch')).toHaveLength(1);
  });

  it('OffsetNotAllowed resets the offset to 0 and says why', async () => {
    let first = true;
    const { router } = await openCatalog(
      {
        CatalogSearch: (v) => {
          if (first) {
            first = false;
            return { catalogSearch: problem('OffsetNotAllowed', 'OFFSET_NOT_ALLOWED', 'Zaloguj się, aby zobaczyć kolejne strony.', { field: ['offset'] }) };
          }
          return page(40, v.offset as number);
        },
      },
      ADVANCED,
      '/catalog?name__contains=a&offset=30',
    );
    await waitFor(() => expect(router.state.location.search).toContain('offset=0'));
    expect(await screen.findByText('Zaloguj się, aby zobaczyć kolejne strony.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('SessionExpired signs out and goes to /login with the message, and the way back', async () => {
    const { router } = await openCatalog(
      { CatalogSearch: () => ({ catalogSearch: problem('SessionExpired', 'SESSION_EXPIRED', 'Sesja wygasła. Zaloguj się ponownie.') }) },
      viewerFixture(),
      '/catalog?gtin_number=5901234123457',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/catalog?gtin_number=5901234123457' });
    expect(await screen.findByText('Sesja wygasła. Zaloguj się ponownie.')).toBeInTheDocument();
  });

  it("a visitor's LoginRequired is the page's own: shown with the way to sign in", async () => {
    const message = 'Produkty spoza bazy GS1 Polska (prefiks inny niż 590) są dostępne po zalogowaniu.';
    const { router } = await openCatalog({ CatalogSearch: () => ({ catalogSearch: problem('LoginRequired', 'LOGIN_REQUIRED', message) }) }, null, '/catalog?gtin_number=4006381333931');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/catalog');
  });

  it('LoginRequired for someone signed in means their session is gone: /login, as for SessionExpired', async () => {
    const { router } = await openCatalog(
      { CatalogSearch: () => ({ catalogSearch: problem('LoginRequired', 'LOGIN_REQUIRED', 'Zaloguj się, aby kontynuować.') }) },
      viewerFixture(),
      '/catalog?gtin_number=4006381333931',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Zaloguj się, aby kontynuować.')).toBeInTheDocument();
  });

  it('PermissionDenied shows the denied screen every page shows: home, with the denial', async () => {
    const { router } = await openCatalog(
      { CatalogSearch: () => ({ catalogSearch: problem('PermissionDenied', 'PERMISSION_DENIED', 'Nie masz uprawnień do tej czynności', { permission: 'advanced_search' }) }) },
      viewerFixture(),
      '/catalog?name__contains=pierogi',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('status-message')).toHaveTextContent('Nie masz uprawnień do tej czynności');
  });

  it.each([
    ['CaptchaRequired', 'CAPTCHA_REQUIRED'],
    ['CaptchaRejected', 'CAPTCHA_REJECTED'],
  ] as const)('%s opens the captcha modal; after the solve the search re-runs and goes on to the card', async (typename, code) => {
    let solved = false;
    const { callsOf, router } = await openCatalog(
      {
        CaptchaState: () => captchaState(solved),
        SubmitCaptcha: () => {
          solved = true;
          return { submitCaptcha: captchaState(true).captcha };
        },
        CatalogSearch: () =>
          solved ? page(1, 0, 'SINGLE', [productFixture()]) : { catalogSearch: problem(typename, code, 'Potwierdź, że nie jesteś robotem.') },
      },
      null,
      '/catalog?gtin_number=5901234123457',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdź, że nie jesteś robotem' });
    const widget = await startCaptcha(dialog);
    act(() => {
      fireEvent(widget, new CustomEvent('verified', { detail: { payload: 'again' } }));
    });
    expect(await screen.findByRole('heading', { name: 'Sok jabłkowy 1 l' })).toBeInTheDocument();
    // The card's address keeps the GTIN as typed (13 digits); the card pads it to ask.
    expect(router.state.location.pathname).toBe('/catalog/5901234123457');
    expect(callsOf('CatalogSearch')).toHaveLength(2);
  });

  it('a solve the gateway refuses is announced and a fresh widget is offered', async () => {
    const message = 'Weryfikacja captcha nie powiodła się. Rozwiąż captcha ponownie i odśwież stronę.';
    await openCatalog({
      CaptchaState: () => captchaState(false),
      SubmitCaptcha: () => ({ submitCaptcha: { __typename: 'CaptchaRejected', message } }),
    });
    const widget = await startCaptcha();
    expect(widget).toHaveAttribute('challenge', '/captcha/challenge');
    act(() => {
      fireEvent(widget, new CustomEvent('verified', { detail: { payload: 'replayed-payload' } }));
    });
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    // The box is offered again, for a fresh solve when the person asks.
    expect(captchaBox()).not.toBeChecked();
    expect(screen.queryByTestId('altcha-widget')).toBeNull();
    expect(screen.queryByText('Captcha rozwiązana')).toBeNull();
  });

  it('solving the captcha in the form submits the widget payload and then shows it solved', async () => {
    const { callsOf } = await solveCaptchaInForm();
    expect(callsOf('SubmitCaptcha')[0]?.variables).toEqual({ token: 'pow-payload' });
    // Stored as solved, the widget fades out for a second before the note replaces it.
    await elapse(CAPTCHA_FADE_MS - 1);
    expect(screen.queryByText('Captcha rozwiązana')).not.toBeInTheDocument();
    await elapse(1);
    expect(screen.getByText('Captcha rozwiązana')).toBeInTheDocument();
    expect(screen.queryByTestId('altcha-widget')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Nie jestem robotem' })).not.toBeInTheDocument();
  });
});

describe('database download', () => {
  it('links to /products/database/{companyId} with database_download', async () => {
    await openCatalog({}, DOWNLOADER);
    expect(screen.getByRole('link', { name: 'Pobierz bazę danych' })).toHaveAttribute('href', '/products/database/c-m1');
  });

  it("carries the search's filters to the database page, without its page", async () => {
    await openCatalog(
      { CatalogSearch: () => page(3), CategoryTree: () => ({ categoryTree: { __typename: 'CategoryTree', segments: [] } }) },
      DOWNLOADER,
      '/catalog?name__contains=pierogi&gpc_number=50000000&gpc_number=10000177&limit=15&offset=15',
    );
    expect(screen.getByRole('link', { name: 'Pobierz bazę danych' })).toHaveAttribute(
      'href',
      '/products/database/c-m1?name__contains=pierogi&gpc_number=50000000&gpc_number=10000177',
    );
  });

  it.each([
    ['anonymous', null, DOWNLOAD_ANONYMOUS],
    ['member', ADVANCED, DOWNLOAD_DENIED],
  ])('says what to do for an %s person', async (_who, viewer, message) => {
    const { user } = await openCatalog({}, viewer);
    await user.click(screen.getByRole('button', { name: 'Pobierz bazę danych' }));
    expect(await screen.findByTestId('status-message')).toHaveTextContent(message);
  });
});
