import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { GuestOnly, RequireAuth, ViewerUnavailable } from './guards';
import { StatusBanner, StatusMessageProvider } from '../shared/status/StatusMessage';
import { renderApp } from '../test/render';
import { homeFixture, viewerFixture } from '../test/fixtures';

const routes: RouteObject[] = [
  {
    element: (
      <StatusMessageProvider>
        <StatusBanner />
        <ViewerUnavailable />
        <Outlet />
      </StatusMessageProvider>
    ),
    children: [
      { path: '/', element: <h1>Strona główna</h1> },
      { path: '/login', element: <GuestOnly><h1>Logowanie</h1></GuestOnly> },
      {
        element: <RequireAuth permission="users_manage" />,
        children: [{ path: '/users', element: <h1>Lista użytkowników</h1> }],
      },
      { path: '/account', element: <RequireAuth><h1>Konto</h1></RequireAuth> },
    ],
  },
];

describe('route guards', () => {
  it('sends an anonymous visitor from a protected page to /login', async () => {
    renderApp({ routes, route: '/users', viewer: null });
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
  });

  it('sends a person whose account could not be loaded to / with the generic error, not to /login', async () => {
    const { router } = renderApp({
      routes,
      route: '/users',
      handlers: {
        AppViewer: () => {
          throw new Error('UPSTREAM_UNAVAILABLE');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Strona główna' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('status-message')).toHaveTextContent('Coś poszło nie tak, spróbuj ponownie');
  });

  it('sends a signed-in person without the permission to / and says why', async () => {
    renderApp({ routes, route: '/users', viewer: viewerFixture({ permissions: ['user_data'] }) });
    expect(await screen.findByRole('heading', { name: 'Strona główna' })).toBeInTheDocument();
    expect(screen.getByTestId('status-message')).toHaveTextContent('Nie masz uprawnień do tej czynności');
  });

  it('shows the page when the active membership has the permission', async () => {
    const { router } = renderApp({ routes, route: '/users', viewer: viewerFixture({ permissions: ['users_manage'] }) });
    expect(await screen.findByRole('heading', { name: 'Lista użytkowników' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
  });

  it('needs only a session when no permission is named', async () => {
    renderApp({ routes, route: '/account', viewer: viewerFixture({ permissions: [] }) });
    expect(await screen.findByRole('heading', { name: 'Konto' })).toBeInTheDocument();
  });

  it('sends a signed-in person away from /login to /', async () => {
    const { router } = renderApp({ routes, route: '/login', viewer: viewerFixture() });
    expect(await screen.findByRole('heading', { name: 'Strona główna' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects an unknown path of the app to /', async () => {
    const { router } = renderApp({ route: '/no/such/page', handlers: { Home: () => homeFixture({ productCounters: { __typename: 'ProductCounters', productCount: 1, productCountFrom7Days: 0 } }) } });
    expect(await screen.findByRole('heading', { name: 'Katalog produktów GS1 Polska', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
