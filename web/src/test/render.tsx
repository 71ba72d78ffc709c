import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { createClient } from '../app/apollo';
import { routes as appRoutes } from '../app/routes';
import { captchaState } from './fixtures';
import { createMockLink, type DataOf, type Handlers } from './mockLink';

export interface RenderAppOptions {
  route?: string;
  handlers?: Handlers;
  routes?: RouteObject[];
  /**
   * The signed-in viewer (null = anonymous) answered for AppViewer unless a handler overrides it, with the captcha as
   * a `CaptchaState` handler answers it (unsolved without one).
   */
  viewer?: DataOf<'AppViewer'>['viewer'];
}

/** Renders the real app (router, providers, cache) with the network replaced by handlers. */
export function renderApp({ route = '/', handlers = {}, routes = appRoutes, viewer = null }: RenderAppOptions = {}) {
  const captcha = handlers.CaptchaState ?? (() => captchaState(false));
  const mock = createMockLink({ AppViewer: async () => ({ viewer, ...(await captcha({})) }), ...handlers });
  const client = createClient(mock.link);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const utils = render(
    <AppProviders client={client}>
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>,
  );
  return { ...utils, ...mock, client, router };
}
