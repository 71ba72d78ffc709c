import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { loadMatchedRoutes, prefetchMatchedRoutes } from './matchedRoutes';

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

describe('prefetchMatchedRoutes', () => {
  it("starts the matched page's prefetch with the client and the address's parameters, and no other page's", () => {
    const card = vi.fn();
    const other = vi.fn();
    const routes: RouteObject[] = [
      { path: '/', children: [{ path: 'catalog/:gtin', handle: { prefetch: card } }, { path: 'catalog', handle: { prefetch: other } }, { path: 'login' }] },
    ];
    const client = {} as ApolloClient;

    prefetchMatchedRoutes(routes, { pathname: '/catalog/05901234123457' }, client);
    prefetchMatchedRoutes(routes, { pathname: '/login' }, client);

    expect(card).toHaveBeenCalledExactlyOnceWith(client, { gtin: '05901234123457' });
    expect(other).not.toHaveBeenCalled();
  });
});
