import { describe, expect, it } from 'vitest';
import { Browser, stackForTests } from '../test/harness';

/** Issue 29, row 11: picture links. Real processes: the stand-in (which serves the pictures) and the gateway. */
describe('picture links (issue 29)', () => {
  const stack = stackForTests({ gatewayEnv: { RATE_LIMIT_MEDIA: '6/1m' } });

  const pictureCalls = async () =>
    Object.entries((await stack.legacy.stats()).requests)
      .filter(([route]) => route.includes('/media/'))
      .reduce((sum, [, n]) => sum + n, 0);

  it('row 11 (low): pictures are cached with an ETag, the upstream asked once, and each address has a budget', async () => {
    const member = new Browser(stack.gateway.url);
    await member.login('firma@demo.test');
    const lookup = await member.gql<{ product: { imageUrls: string[] } }>(`{ product(gtin: "5901234123457") { ... on Product { imageUrls } } }`);
    const [picture] = lookup.body.data!.product.imageUrls;
    await stack.legacy.dev('/stats/reset', {});

    const views = [];
    for (let i = 0; i < 3; i++) views.push(await fetch(`${stack.gateway.url}${picture}`, { headers: { 'x-forwarded-for': '192.0.2.50' } }));
    for (const view of views) {
      expect(view.status).toBe(200);
      expect(view.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await view.text()).toContain('<svg');
    }
    const etag = views[0]!.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    // A browser that has it gets a 304, from the gateway alone.
    const again = await fetch(`${stack.gateway.url}${picture}`, { headers: { 'if-none-match': etag!, 'x-forwarded-for': '192.0.2.50' } });
    expect(again.status).toBe(304);
    expect(await pictureCalls()).toBe(1);

    // Six pictures a minute per address here: the seventh is refused, another address still served.
    const budget = [];
    for (let i = 0; i < 3; i++) budget.push((await fetch(`${stack.gateway.url}${picture}`, { headers: { 'x-forwarded-for': '192.0.2.50' } })).status);
    expect(budget).toEqual([200, 200, 429]);
    expect((await fetch(`${stack.gateway.url}${picture}`, { headers: { 'x-forwarded-for': '192.0.2.51' } })).status).toBe(200);
    expect(await pictureCalls()).toBe(1);
  });
});
