import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { homeFixture, viewerFixture } from '../../test/fixtures';
import type { Handlers } from '../../test/mockLink';

const counters = { __typename: 'ProductCounters', productCount: 12345, productCountFrom7Days: 5000 } as const;
const home: Handlers = { Home: () => homeFixture({ productCounters: counters }) };
const norm = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');

describe('home page', () => {
  it('shows the counters with space-separated thousands and the fixed global figure, from one request', async () => {
    const { callsOf } = renderApp({ handlers: home });
    const total = await screen.findByText((_, el) => el?.textContent?.replace(/\s/g, ' ') === '12 345' && el.children.length === 0);
    expect(norm(total)).toBe('12 345');
    expect(screen.getByText((_, el) => el?.textContent?.replace(/\s/g, ' ') === '5 000' && el.children.length === 0)).toBeInTheDocument();
    expect(screen.getByText('ponad 700 milionów')).toBeInTheDocument();
    // The counters and the saved content read the same query; Apollo asks once.
    expect(callsOf('Home')).toHaveLength(1);
  });

  it('keeps the page when the counters are unavailable and says so', async () => {
    renderApp({
      handlers: {
        Home: () =>
          homeFixture({
            productCounters: { __typename: 'ServiceUnavailable', message: 'Liczniki produktów są chwilowo niedostępne. Spróbuj ponownie później.' },
          }),
      },
    });
    const counters = await screen.findByRole('region', { name: 'Katalog w liczbach' });
    expect(await within(counters).findByRole('status')).toHaveTextContent('Liczniki produktów są chwilowo niedostępne. Spróbuj ponownie później.');
    expect(within(counters).getAllByText('–')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Katalog produktów GS1 Polska' })).toBeInTheDocument();
  });

  it("offers 'Zarejestruj się' in the hero only when logged out", async () => {
    const { unmount } = renderApp({ handlers: home });
    const main = await screen.findByRole('main');
    // A first visit's page (prerendered) has it from the start; a member's drops it once the viewer answers.
    expect(await within(main).findByRole('link', { name: 'Zarejestruj się' })).toHaveAttribute('href', '/registration');
    unmount();
    renderApp({ handlers: home, viewer: viewerFixture() });
    await screen.findByRole('button', { name: /Menu użytkownika/ });
    expect(screen.getByRole('main').querySelector('a[href="/registration"]')).toBeNull();
  });

  it('shows the eight tiles of who can use the service and the register banner only when logged out', async () => {
    renderApp({ handlers: home });
    const who = await screen.findByRole('region', { name: 'Kto może korzystać z serwisu?' });
    expect(within(who).getAllByRole('listitem')).toHaveLength(8);
    expect(within(who).getByRole('heading', { name: 'Agencje badań rynku' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Rejestracja' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zarejestruj firmę' })).toHaveAttribute('href', '/registration');
  });

  it('shows the content saved in the home page editor, with nothing of it that could run', async () => {
    renderApp({
      handlers: {
        Home: () => ({
          productCounters: counters,
          pageContent: { __typename: 'PageContent', content: '<p><strong>Nowość</strong> w katalogu</p><a href="javascript:alert(1)">Kliknij</a><p onclick="alert(1)">Akapit</p>' },
        }),
      },
    });
    const content = await screen.findByRole('region', { name: 'O katalogu' });
    expect(within(content).getByText('Nowość').tagName).toBe('STRONG');
    expect(within(content).getByText('Kliknij')).not.toHaveAttribute('href');
    expect(within(content).getByText('Akapit')).not.toHaveAttribute('onclick');
  });
});
