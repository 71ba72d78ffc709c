import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { viewerFixture } from '../../test/fixtures';

const editor = viewerFixture({ permissions: ['cms'] });
const saved = '<h2>Jak to działa?</h2><p>Wpisz <strong>numer</strong>.</p><ul><li>Krok</li></ul><img src="x" onerror="window.hacked()">';

describe('page editor', () => {
  it('loads the saved content into the editor, previews it safely and saves from the preview tab', async () => {
    const user = userEvent.setup();
    const hacked = vi.fn();
    Object.assign(window, { hacked });
    const { callsOf } = renderApp({
      route: '/how_it_works_cms',
      viewer: editor,
      handlers: {
        EditablePageContent: () => ({ pageContent: { __typename: 'PageContent', page: 'HOW_IT_WORKS', content: saved } }),
        SavePageContent: (v) => ({ savePageContent: { __typename: 'PageContent', page: v.page, content: v.content } }),
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Treść strony Jak to działa' });
    await waitFor(() => expect(box).toHaveTextContent('Jak to działa?'));
    expect(box.querySelector('ul li')).toHaveTextContent('Krok');

    await user.click(screen.getByRole('tab', { name: 'Podgląd' }));
    const preview = screen.getByLabelText('Podgląd treści');
    expect(preview.querySelector('h2')).toHaveTextContent('Jak to działa?');
    expect(preview.innerHTML).not.toMatch(/onerror/);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano treść strony.')).toBeInTheDocument();
    const { variables } = callsOf('SavePageContent')[0]!;
    expect(variables.page).toBe('HOW_IT_WORKS');
    expect(variables.content).toContain('Jak to działa?');
    expect(hacked).not.toHaveBeenCalled();
  });

  it('has the formatting tools a person needs, by name', async () => {
    renderApp({
      route: '/homepage_cms',
      viewer: editor,
      handlers: { EditablePageContent: () => ({ pageContent: { __typename: 'PageContent', page: 'HOME_PAGE', content: '<p>Start</p>' } }) },
    });
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatowanie' });
    for (const name of ['Pogrubienie', 'Kursywa', 'Lista punktowana', 'Lista numerowana', 'Link', 'Obraz']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('combobox', { name: 'Styl tekstu' })).toBeInTheDocument();
  });
});
