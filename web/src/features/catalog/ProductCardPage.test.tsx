import { startCaptcha } from '../../test/captcha';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { captchaState, problem, productFixture } from '../../test/fixtures';
import type { DataOf } from '../../test/mockLink';

function openCard(product: DataOf<'ProductCard'>['product'], route = '/catalog/05901234123457') {
  return renderApp({
    route,
    handlers: { ProductCard: () => ({ product }), CaptchaState: () => captchaState(false) },
  });
}

describe('product card', () => {
  it.each([
    ['ACTIVE', 'Aktywny', 'green', null],
    ['INACTIVE', 'Nieaktywny', 'red', 'Producent nie aktualizuje już danych tego produktu'],
    ['WITHDRAWN', 'Wycofany', 'orange', 'Produkt nie jest już produkowany'],
  ] as const)('shows status %s as %s in %s', async (status, label, color, note) => {
    openCard(productFixture({ status }));
    const badge = await screen.findByText(label);
    expect(badge).toHaveAttribute('data-color', color);
    if (note) expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('shows a dash for an unknown status', async () => {
    openCard(productFixture({ status: 'UNKNOWN' }));
    expect(await screen.findByLabelText('Status nieznany')).toHaveTextContent('–');
    expect(screen.queryByText('Aktywny')).not.toBeInTheDocument();
  });

  it('shows the main fields, the owner, the verified mark and the 2D link', async () => {
    openCard(productFixture());
    expect(await screen.findByRole('heading', { name: 'Sok jabłkowy 1 l', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('5901234123457')).toBeInTheDocument();
    expect(screen.getByText('Sadownik')).toBeInTheDocument();
    expect(screen.getByText('Soki owocowe')).toBeInTheDocument();
    expect(screen.getByText('1 l')).toBeInTheDocument();
    expect(screen.getByText('05.03.2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Brak zdjęcia' })).toBeInTheDocument();
    expect(screen.getByText(/Zweryfikowane przez GS1 Polska/)).toBeInTheDocument();
    const owner = screen.getByRole('region', { name: 'Właściciel numeru GTIN' });
    expect(within(owner).getByText('Sadownik Sp. z o.o.')).toBeInTheDocument();
    expect(within(owner).getByText('ul. Sadowa 1, 61-001 Poznań')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wygeneruj kod 2D' })).toHaveAttribute(
      'href',
      '/generator_2d?gtin_number=05901234123457',
    );
    expect(document.title).toContain('Sok jabłkowy 1 l');
  });

  it('hides the category of a non-public product and shows the first picture', async () => {
    openCard(productFixture({ isPublic: false, imageUrls: ['https://img.example/1.jpg', 'https://img.example/2.jpg'] }));
    await screen.findByRole('heading', { name: 'Sok jabłkowy 1 l' });
    expect(screen.queryByText('Soki owocowe')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sok jabłkowy 1 l' })).toHaveAttribute('src', 'https://img.example/1.jpg');
  });

  it('goes back to /catalog when opened directly', async () => {
    const user = userEvent.setup();
    const { router } = openCard(productFixture());
    await user.click(await screen.findByRole('button', { name: 'Wróć' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog'));
  });

  it('on a direct anonymous visit asks for the captcha on the page itself, with no error box', async () => {
    openCard(problem('CaptchaRequired', 'CAPTCHA_REQUIRED', 'Rozwiąż captcha, aby zobaczyć produkt.'));
    const question = await screen.findByRole('region', { name: 'Potwierdź, że nie jesteś robotem' });
    expect(within(question).getByText('Rozwiąż captcha, aby zobaczyć produkt.')).toBeInTheDocument();
    expect(await startCaptcha(question)).toHaveAttribute('challenge', '/captcha/challenge');
    // The question says why there is no product: nothing reads as an error before the person could act.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reached from another site with a solve still held, asks before the lookup and looks it up once confirmed', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const { callsOf } = renderApp({
      route: '/catalog/05901234123457',
      handlers: {
        // The page from another site answered CaptchaRequired although the session holds a solve (decision 028).
        ProductCard: () => ({ product: asked++ === 0 ? problem('CaptchaRequired', 'CAPTCHA_REQUIRED', 'Potwierdź, że nie jesteś robotem, aby wyszukać produkt.') : productFixture() }),
        CaptchaState: () => captchaState(true),
      },
    });
    const question = await screen.findByRole('region', { name: 'Potwierdź, że nie jesteś robotem' });
    expect(await within(question).findByRole('status')).toHaveTextContent('Captcha rozwiązana');
    expect(callsOf('ProductCard')).toHaveLength(1);
    await user.click(within(question).getByRole('button', { name: 'Kontynuuj' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(callsOf('ProductCard')).toHaveLength(2);
  });

  it('shows the EAN-13 barcode of the GTIN on click, drawn as 95 modules', async () => {
    const user = userEvent.setup();
    openCard(productFixture());
    const gtin = await screen.findByRole('button', { name: '5901234123457' });
    expect(gtin).toHaveAttribute('aria-expanded', 'false');
    await user.click(gtin);
    expect(gtin).toHaveAttribute('aria-expanded', 'true');
    const barcode = await screen.findByRole('img', { name: 'Kod kreskowy EAN-13: 5901234123457' });
    const modules = barcode.getAttribute('data-modules') ?? '';
    expect(modules).toHaveLength(95);
    // The drawn bars cover exactly the '1' modules.
    const widths = [...barcode.querySelectorAll('rect')].reduce((n, r) => n + Number(r.getAttribute('width')), 0);
    expect(widths).toBe([...modules].filter((m) => m === '1').length);
    expect(modules.startsWith('101')).toBe(true);
    expect(modules.slice(45, 50)).toBe('01010');
  });

  it('enlarges the picture in a dialog on click', async () => {
    const user = userEvent.setup();
    openCard(productFixture({ imageUrls: ['https://img.example/1.jpg'] }));
    await user.click(await screen.findByRole('button', { name: 'Powiększ zdjęcie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sok jabłkowy 1 l' });
    expect(within(dialog).getByRole('img', { name: 'Sok jabłkowy 1 l – powiększenie' })).toHaveAttribute('src', 'https://img.example/1.jpg');
  });

  it('shows the additional-data link, external sources and the last modification date', async () => {
    openCard(
      productFixture({
        productCardPage: 'https://dane.example/05901234123457',
        externalSources: [{ __typename: 'ExternalSource', name: 'Open Food Facts', url: 'https://off.example/p' }],
      }),
    );
    expect(await screen.findByRole('link', { name: 'Zobacz dodatkowe dane' })).toHaveAttribute('href', 'https://dane.example/05901234123457');
    expect(screen.getByRole('link', { name: 'Open Food Facts' })).toHaveAttribute('href', 'https://off.example/p');
    expect(screen.getByText('Polska')).toBeInTheDocument();
    expect(screen.getByText('polski')).toBeInTheDocument();
  });
});
