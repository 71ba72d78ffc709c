import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { homeFixture, viewerFixture } from '../../test/fixtures';
import { jsonAnswer, stubFileRoutes } from '../../test/fileRoutes';
import type { DataOf } from '../../test/mockLink';

const editor = viewerFixture({ permissions: ['cms'] });
const start = (): DataOf<'EditablePageContent'> => ({ pageContent: { __typename: 'PageContent', page: 'HOME_PAGE', content: '<p>Start</p>' } });
/** The 8 bytes that open every PNG file. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const saved = '<h2>Jak to działa?</h2><p>Wpisz <strong>numer</strong>.</p><ul><li>Krok</li></ul><img src="x" onerror="window.hacked()">';

/** The gateway's answer to a save with new pictures: the content with their addresses (ids from 3). */
function savedWithImages(_url: string, init?: RequestInit) {
  const sent = init!.body as FormData;
  const files = sent.getAll('file[]');
  const newImages = files.map((_, index) => ({ id: String(3 + index), url: `/files/cms-images/${3 + index}` }));
  const content = String(sent.get('content')).replace(/new-image:(\d+)/g, (_, n: string) => newImages[Number(n)]!.url);
  return jsonAnswer(200, { __typename: 'PageContent', page: 'HOME_PAGE', content, newImages, message: 'Zapisano treść strony.' });
}

/** The home page's editor, with both saves answering. */
function openHomeEditor() {
  const user = userEvent.setup();
  const files = stubFileRoutes(savedWithImages);
  const app = renderApp({
    route: '/homepage_cms',
    viewer: editor,
    handlers: {
      EditablePageContent: start,
      SavePageContent: (v) => ({ savePageContent: { __typename: 'PageContent', page: v.page, content: v.content, message: 'Zapisano treść strony.' } }),
      Home: () => homeFixture(),
    },
  });
  return { user, files, ...app };
}

/** An edit a person makes: a described picture inserted into the content. */
async function insertLogo(user: ReturnType<typeof userEvent.setup>) {
  const box = await screen.findByRole('textbox', { name: 'Treść strony Strona główna' });
  await user.click(screen.getByRole('button', { name: 'Obraz' }));
  const insert = screen.getByRole('dialog', { name: 'Wstaw obraz' });
  await user.upload(await within(insert).findByLabelText(/Plik obrazu/), new File([PNG], 'logo.png', { type: 'image/png' }));
  await user.type(within(insert).getByLabelText('Opis obrazu (dla czytników ekranu)'), 'Logo firmy');
  await user.click(within(insert).getByRole('button', { name: 'Wstaw obraz' }));
  await within(box).findByRole('img', { name: 'Logo firmy' });
  return box;
}

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
        SavePageContent: (v) => ({ savePageContent: { __typename: 'PageContent', page: v.page, content: v.content, message: 'Zapisano treść strony.' } }),
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Treść strony Jak to działa' });
    await waitFor(() => expect(box).toHaveTextContent('Jak to działa?'));
    expect(box.querySelector('ul li')).toHaveTextContent('Krok');

    await user.click(screen.getByRole('tab', { name: 'Podgląd' }));
    const preview = await screen.findByLabelText('Podgląd treści');
    expect(preview.querySelector('h2')).toHaveTextContent('Jak to działa?');
    expect(preview.innerHTML).not.toMatch(/onerror/);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano treść strony.')).toBeInTheDocument();
    const { variables } = callsOf('SavePageContent')[0]!;
    expect(variables.page).toBe('HOW_IT_WORKS');
    expect(variables.content).toContain('Jak to działa?');
    expect(hacked).not.toHaveBeenCalled();
  });

  it('saves from the edit tab too, where the person writes: one "Zapisz" in view at a time', async () => {
    const { user } = openHomeEditor();
    await insertLogo(user);
    expect(screen.getAllByRole('button', { name: 'Zapisz' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano treść strony.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Edycja' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks before leaving with unsaved changes: staying keeps them, leaving goes; after saving it asks nothing', async () => {
    const { user, router } = openHomeEditor();
    const box = await insertLogo(user);

    // A tab close or reload gets the browser's own question.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: '/' }));
    const question = await screen.findByRole('alertdialog', { name: 'Niezapisane zmiany' });
    await user.click(within(question).getByRole('button', { name: 'Zostań na stronie' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/homepage_cms');
    expect(within(box).getByRole('img', { name: 'Logo firmy' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '/' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Niezapisane zmiany' })).getByRole('button', { name: 'Wyjdź bez zapisywania' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets the person leave without asking once the changes are saved', async () => {
    const { user, router } = openHomeEditor();
    await insertLogo(user);
    await user.click(screen.getByRole('tab', { name: 'Podgląd' }));
    await user.click(await screen.findByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano treść strony.')).toBeInTheDocument();

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('link', { name: '/' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('has the formatting tools a person needs, by name', async () => {
    renderApp({
      route: '/homepage_cms',
      viewer: editor,
      handlers: { EditablePageContent: start },
    });
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatowanie' });
    for (const name of ['Pogrubienie', 'Kursywa', 'Lista punktowana', 'Lista numerowana', 'Link', 'Obraz']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('combobox', { name: 'Styl tekstu' })).toBeInTheDocument();
  });

  it('keeps an inserted picture in the browser until the save, which carries it as file[]; the next save names it by its address', async () => {
    const { user, files, callsOf } = openHomeEditor();
    const box = await insertLogo(user);
    const shown = within(box).getByRole('img', { name: 'Logo firmy' }).getAttribute('src')!;
    expect(shown).toMatch(/^blob:/);
    expect(files.requested).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Podgląd' }));
    expect(within(await screen.findByLabelText('Podgląd treści')).getByRole('img', { name: 'Logo firmy' })).toHaveAttribute('src', shown);

    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano treść strony.')).toBeInTheDocument();
    expect(files.requested).toMatchObject([{ url: '/files/cms-page/home-page', method: 'POST' }]);
    const sent = files.requested[0]!.body as FormData;
    expect(sent.get('content')).toMatch(/Start.*<img src="new-image:0" alt="Logo firmy">/);
    expect(sent.get('content')).not.toContain('blob:');
    expect(sent.getAll('file[]')).toMatchObject([{ name: 'logo.png' }]);
    expect(callsOf('SavePageContent')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(callsOf('SavePageContent')).toHaveLength(1));
    const { content } = callsOf('SavePageContent')[0]!.variables as { content: string };
    expect(content).toContain('<img src="/files/cms-images/3" alt="Logo firmy">');
    expect(content).not.toContain('blob:');
    expect(files.requested).toHaveLength(1);
  });

  it('refuses a file that is not a picture or too large before it goes in, and shows the gateway’s refusal of the save', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const files = stubFileRoutes(() => jsonAnswer(415, { __typename: 'FileTypeNotAllowed', code: 'FILE_TYPE_NOT_ALLOWED', message: 'Dozwolone są obrazy PNG, JPEG, GIF i WebP.', field: ['file[]'] }));
    renderApp({ route: '/homepage_cms', viewer: editor, handlers: { EditablePageContent: start } });
    await user.click(await screen.findByRole('button', { name: 'Obraz' }));
    const dialog = screen.getByRole('dialog', { name: 'Wstaw obraz' });
    const input = await within(dialog).findByLabelText(/Plik obrazu/);
    await user.click(within(dialog).getByRole('button', { name: 'Wstaw obraz' }));
    expect(await within(dialog).findByText('Wybierz plik obrazu.')).toBeInTheDocument();

    await user.upload(input, new File(['%PDF-1.7'], 'cennik.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Wstaw obraz' }));
    expect(await within(dialog).findByText('Dozwolone są obrazy PNG, JPEG, GIF i WebP.')).toBeInTheDocument();
    expect(files.requested).toEqual([]);

    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'zdjecie.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Wstaw obraz' }));
    expect(await within(dialog).findByText('Obraz jest za duży (maksymalnie 5 MB).')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    // A picture that only looks like one (its bytes say otherwise) is the gateway's to refuse, when the page is saved.
    await user.upload(input, new File(['GIF89a?'], 'zdjecie.png', { type: 'image/png' }));
    await user.type(within(dialog).getByLabelText('Opis obrazu (dla czytników ekranu)'), 'Zdjęcie');
    await user.click(within(dialog).getByRole('button', { name: 'Wstaw obraz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dozwolone są obrazy PNG, JPEG, GIF i WebP.');
    expect(files.requested).toHaveLength(1);
    expect(screen.queryByText('Zapisano treść strony.')).toBeNull();
  });

  it('accepts only http(s), mail and site addresses as links', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/homepage_cms', viewer: editor, handlers: { EditablePageContent: start } });
    await user.click(await screen.findByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Wstaw link' });
    await user.type(await within(dialog).findByLabelText('Adres linku'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Wstaw link' }));
    expect(await within(dialog).findByText('Podaj adres zaczynający się od https://, http://, mailto: lub /')).toBeInTheDocument();
  });

  it('shows the gateway’s refusal when the page cannot be saved', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/homepage_cms',
      viewer: editor,
      handlers: {
        EditablePageContent: start,
        SavePageContent: () => ({ savePageContent: { __typename: 'PermissionDenied', code: 'PERMISSION_DENIED', message: 'Nie masz uprawnień do tej czynności', field: null } }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Podgląd' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie masz uprawnień do tej czynności');
    expect(screen.queryByText('Zapisano treść strony.')).toBeNull();
  });
});
