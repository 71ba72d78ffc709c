import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';

describe('how it works (/how_it_works)', () => {
  it('shows the banner and the saved content, with nothing of it that could run', async () => {
    const hacked = vi.fn();
    Object.assign(window, { hacked });
    renderApp({
      route: '/how_it_works',
      handlers: {
        HowItWorksContent: () => ({
          pageContent: {
            __typename: 'PageContent',
            content: '<h2>Trzy kroki</h2><ol><li>Wpisz numer GTIN</li></ol><img src="/x.png" alt="Schemat" onerror="window.hacked()"><script>window.hacked()</script>',
          },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Trzy kroki' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Jeden numer — wiarygodne dane' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('listitem')).toHaveTextContent('Wpisz numer GTIN');
    expect(screen.getByRole('img', { name: 'Schemat' })).not.toHaveAttribute('onerror');
    expect(document.querySelector('main script')).toBeNull();
    expect(hacked).not.toHaveBeenCalled();
  });
});
