import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { loadMatchedRoutes } from './matchedRoutes';

const Page = () => null;

describe('loadMatchedRoutes', () => {
  it('loads the lazy modules of the matching routes only, and fixes them on the routes', async () => {
    const catalog = vi.fn(async () => ({ Component: Page }));
    const login = vi.fn(async () => ({ Component: Page }));
    const routes: RouteObject[] = [{ path: '/', children: [{ path: 'catalog', lazy: catalog }, { path: 'login', lazy: login }] }];

    await loadMatchedRoutes(routes, { pathname: '/catalog' });

    expect(catalog).toHaveBeenCalledOnce();
    expect(login).not.toHaveBeenCalled();
    expect(routes[0]!.children![0]).toMatchObject({ path: 'catalog', Component: Page, lazy: undefined });
    expect(routes[0]!.children![1]!.lazy).toBe(login);
  });

  it('leaves the routes alone where nothing matches', async () => {
    const lazy = vi.fn(async () => ({ Component: Page }));
    const routes: RouteObject[] = [{ path: '/catalog', lazy }];
    await loadMatchedRoutes(routes, { pathname: '/nowhere' });
    expect(lazy).not.toHaveBeenCalled();
  });

  it('leaves a route whose module failed to load lazy, for the router to try again', async () => {
    const failing = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    const routes: RouteObject[] = [{ path: '/catalog', lazy: failing }];
    await expect(loadMatchedRoutes(routes, { pathname: '/catalog' })).resolves.toBeUndefined();
    expect(routes[0]!.lazy).toBe(failing);
  });
});
