import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { homeFixture, viewerFixture } from '../../test/fixtures';

describe('page content index (/cms)', () => {
  it('links the three page editors', async () => {
    renderApp({ route: '/cms', viewer: viewerFixture({ permissions: ['cms'] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Treści stron' })).toBeInTheDocument();
    const list = within(screen.getByRole('main')).getByRole('list');
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Strona główna', '/homepage_cms'],
      ['Jak to działa', '/how_it_works_cms'],
      ['Weryfikuj dane', '/verify_data_cms'],
    ]);
  });

  it.each(['/cms', '/homepage_cms', '/how_it_works_cms', '/verify_data_cms'])('sends a member without the cms permission from %s home', async (route) => {
    const { router } = renderApp({ route, viewer: viewerFixture({ permissions: ['registered_company', 'repository'] }), handlers: { Home: () => homeFixture() } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
