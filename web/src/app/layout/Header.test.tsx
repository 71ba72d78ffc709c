import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { captchaState, homeFixture, viewerFixture } from '../../test/fixtures';
import type { Handlers } from '../../test/mockLink';

const counters: Handlers = { Home: () => homeFixture({ productCounters: { __typename: 'ProductCounters', productCount: 5000, productCountFrom7Days: 12 } }) };

async function openUserMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Menu użytkownika/ }));
  return screen.findByRole('menu');
}

const menuItemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((el) => el.textContent);

describe('header', () => {
  it('offers login and registration to an anonymous visitor, and the external order link', async () => {
    renderApp({ handlers: counters });
    expect(await screen.findByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Zarejestruj się' })[0]).toHaveAttribute('href', '/registration');
    const order = within(screen.getByRole('banner')).getByRole('link', { name: 'Zamów kod kreskowy' });
    expect(order).toHaveAttribute('href', 'https://www.gs1pl.org/');
    expect(order).toHaveAttribute('target', '_blank');
    expect(order.getAttribute('rel')).toContain('noopener');
  });

  it('shows name and the active company cut to 30 characters', async () => {
    const long = 'Przedsiębiorstwo Handlowo-Usługowe Przykład Sp. z o.o.';
    renderApp({ handlers: counters, viewer: viewerFixture({ memberships: [{ id: 'm1', company: long }] }) });
    const trigger = await screen.findByRole('button', { name: /Menu użytkownika/ });
    expect(trigger).toHaveTextContent('Jan Kowalski');
    expect(trigger).toHaveTextContent(`${long.slice(0, 30)}…`);
  });

  it('filters the menu entries by the active membership permissions', async () => {
    const user = userEvent.setup();
    renderApp({ handlers: counters, viewer: viewerFixture({ permissions: ['user_data', 'change_password'] }) });
    const menu = await openUserMenu(user);
    expect(menuItemNames(menu)).toEqual(['Moje konto', 'Zmień hasło', 'Wyloguj']);
    expect(within(menu).getByRole('menuitem', { name: 'Moje konto' })).toHaveAttribute('href', '/user_data/u1');
    expect(within(menu).getByRole('menuitem', { name: 'Zmień hasło' })).toHaveAttribute(
      'href',
      '/user_data/u1/change_password',
    );
  });

  it('shows every entry to a membership with all permissions', async () => {
    const user = userEvent.setup();
    renderApp({
      handlers: counters,
      viewer: viewerFixture({
        permissions: ['user_data', 'change_password', 'users_manage', 'repository', 'registered_company'],
      }),
    });
    const menu = await openUserMenu(user);
    expect(menuItemNames(menu)).toEqual([
      'Moje konto',
      'Zmień hasło',
      'Aktywne usługi',
      'Lista użytkowników',
      'Repozytorium',
      'Administracja',
      'Wyloguj',
    ]);
  });

  it("offers 'Zmień firmę' only with more than one activated membership", async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp({
      handlers: counters,
      viewer: viewerFixture({
        memberships: [
          { id: 'm1', company: 'Alfa' },
          { id: 'm2', company: 'Beta', activated: false },
        ],
      }),
    });
    let menu = await openUserMenu(user);
    expect(within(menu).queryByRole('menuitem', { name: 'Zmień firmę' })).not.toBeInTheDocument();
    unmount();

    renderApp({
      handlers: counters,
      viewer: viewerFixture({
        memberships: [
          { id: 'm1', company: 'Alfa' },
          { id: 'm2', company: 'Beta' },
        ],
      }),
    });
    menu = await openUserMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Zmień firmę' })).toBeInTheDocument();
  });

  it('switches the company: the modal lists activated memberships and the header shows the new one', async () => {
    const user = userEvent.setup();
    const memberships = [
      { id: 'm1', company: 'Alfa' },
      { id: 'm2', company: 'Beta' },
      { id: 'm3', company: 'Gamma (nieaktywna)', activated: false },
    ];
    const { callsOf } = renderApp({
      handlers: {
        ...counters,
        SwitchMembership: ({ membershipId }) => ({
          switchMembership: viewerFixture({ memberships, activeId: membershipId as string }),
        }),
      },
      viewer: viewerFixture({ memberships, activeId: 'm1' }),
    });
    const menu = await openUserMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Zmień firmę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmień firmę' });
    // The active company says so in words (issue 38).
    expect(within(dialog).getByRole('button', { name: 'Alfa ✓ aktywna' })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).queryByRole('button', { name: /Gamma/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Beta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('SwitchMembership')[0]?.variables).toEqual({ membershipId: 'm2' });
    expect(screen.getByRole('button', { name: /Menu użytkownika/ })).toHaveTextContent('Beta');
  });

  it('logs out: calls logout, forgets the viewer and goes to /', async () => {
    const user = userEvent.setup();
    let session: ReturnType<typeof viewerFixture> | null = viewerFixture();
    const { callsOf, router } = renderApp({
      route: '/about_us',
      handlers: {
        ...counters,
        AppViewer: () => ({ viewer: session, ...captchaState(false) }),
        Logout: () => {
          session = null;
          return { logout: { __typename: 'LogoutPayload', loggedOut: true } };
        },
      },
    });
    const menu = await openUserMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Wyloguj' }));
    expect(await screen.findByRole('link', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(callsOf('Logout')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  const logoutHandlers: Handlers = { ...counters, AppViewer: () => ({ viewer: viewerFixture(), ...captchaState(false) }), Logout: () => ({ logout: { __typename: 'LogoutPayload', loggedOut: true } }) };

  it('logs out on a tap that did not move the pointer over the item first', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({ route: '/about_us', handlers: logoutHandlers });
    // A touch screen's tap: a click with no pointer moving over the item before it.
    fireEvent.click(within(await openUserMenu(user)).getByRole('menuitem', { name: 'Wyloguj' }));
    await waitFor(() => expect(callsOf('Logout')).toHaveLength(1));
  });

  it('logs out from the keyboard', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({ route: '/about_us', handlers: logoutHandlers });
    (await screen.findByRole('button', { name: /Menu użytkownika/ })).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{End}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Wyloguj' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsOf('Logout')).toHaveLength(1));
  });
});

describe('navigation bar', () => {
  const navNames = () =>
    within(screen.getByRole('navigation', { name: 'Nawigacja główna' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);

  it('shows public entries to a visitor', async () => {
    renderApp({ handlers: counters });
    await screen.findByRole('link', { name: 'Zaloguj się' });
    expect(navNames()).toEqual(['Start', 'Katalog', 'Weryfikuj dane', 'O nas', 'Cennik']);
  });

  it('adds entries the membership grants', async () => {
    renderApp({
      handlers: counters,
      viewer: viewerFixture({ permissions: ['file_sending_to_verification', 'database_download', 'cms'] }),
    });
    await screen.findByRole('button', { name: /Menu użytkownika/ });
    expect(navNames()).toEqual([
      'Start',
      'Katalog',
      'Weryfikuj dane',
      'O nas',
      'Cennik',
      'Moje produkty',
      'Generator (demo)',
      'Baza danych',
      'Administracja',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Nawigacja główna' });
    expect(within(nav).getByRole('link', { name: 'Baza danych' })).toHaveAttribute('href', '/products/database/c-m1');
    expect(within(nav).getByRole('link', { name: 'Administracja' })).toHaveAttribute('href', '/cms');
  });

  it('collapses into a menu button that opens the list, closes on Escape or a chosen page, and gives focus back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ handlers: counters });
    const button = await screen.findByRole('button', { name: 'Menu główne' });
    const nav = screen.getByRole('navigation', { name: 'Nawigacja główna' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(nav).toContainElement(list);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Start' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav).getByRole('link', { name: 'Cennik' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
