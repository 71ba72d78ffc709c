import { describe, expect, it } from 'vitest';
import { pageHtml } from './renderedPages';

const template = '<!doctype html><html><head><title>Katalog</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('a page drawn with its answer', () => {
  it("puts the markup into #root, its styles into the head and the cache beside it, for boot.tsx to start from", () => {
    const html = pageHtml(template, {
      drawn: { head: '<style data-s="" data-emotion="css abc">.css-abc{color:red}</style>', body: '<h1 class="css-abc">Pierogi</h1>' },
      state: { 'Product:{"gtin":"05901234123457"}': { name: 'Pierogi' } },
    });
    expect(html).toContain('<style data-s="" data-emotion="css abc">.css-abc{color:red}</style></head>');
    expect(html).toContain('<div id="root"><h1 class="css-abc">Pierogi</h1></div><script id="page-state" type="application/json">');
    const state = /<script id="page-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state!)).toEqual({ 'Product:{"gtin":"05901234123457"}': { name: 'Pierogi' } });
  });

  it("keeps an answer's text inside its data block: no closing tag or comment can come out of it", () => {
    const name = '</script><script>alert(1)</script><!-- $&';
    const html = pageHtml(template, { drawn: null, state: { product: { name } } });
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const state = /<script id="page-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state!)).toEqual({ product: { name } });
    // Nothing drawn: the root stays empty and the app draws the answer (a captcha) itself.
    expect(html).toContain('<div id="root"></div>');
  });
});
