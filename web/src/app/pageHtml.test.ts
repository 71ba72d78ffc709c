import { describe, expect, it } from 'vitest';
import { pageHtml } from './pageHtml';

const template = '<!doctype html><html><head><title>Katalog</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
const stateOf = (html: string) => JSON.parse(/<script id="page-state" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as unknown;

describe('a built page with a drawn page in it', () => {
  it('puts the styles into the head, the markup into #root and the cache beside it, for boot.tsx to start from', () => {
    const html = pageHtml(
      template,
      { head: '<style data-s="" data-emotion="css abc">.css-abc{color:red}</style>', body: '<h1 class="css-abc">Pierogi</h1>' },
      { 'Product:{"gtin":"05901234123457"}': { name: 'Pierogi' } },
    );
    expect(html).toContain('<style data-s="" data-emotion="css abc">.css-abc{color:red}</style></head>');
    expect(html).toContain('<div id="root"><h1 class="css-abc">Pierogi</h1></div><script id="page-state" type="application/json">');
    expect(stateOf(html)).toEqual({ 'Product:{"gtin":"05901234123457"}': { name: 'Pierogi' } });
  });

  it("keeps an answer's text inside its data block: no closing tag or comment can come out of it", () => {
    const name = '</script><script>alert(1)</script><!-- $&';
    const html = pageHtml(template, null, { product: { name } });
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(stateOf(html)).toEqual({ product: { name } });
    // Nothing drawn: the root stays empty and the app draws the answer (a captcha) itself.
    expect(html).toContain('<div id="root"></div>');
  });

  it('a prerendered page carries no data block, and a template without an empty #root is refused', () => {
    expect(pageHtml(template, { head: '', body: '<h1>O nas</h1>' })).not.toContain('page-state');
    expect(() => pageHtml('<html><head></head><body></body></html>', null)).toThrow(/no empty <div id="root">/);
  });
});
