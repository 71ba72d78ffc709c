/**
 * Puts the app's global CSS into the built index.html, then writes `dist/prerendered/<page>.html` for each prerendered
 * public page (src/server.tsx): that index.html with the page's markup in #root, plus its brotli and gzip copies as
 * the client build makes for every file. The gateway answers a page's path with its prerendered file when there is
 * one, else with index.html.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type * as Server from '../src/server';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const out = path.join(dist, 'prerendered');
const { globalStyleSheet, pageHtml, prerender, prerenderedPaths } = (await import(path.join(web, '.server/server.js'))) as typeof Server;

/** A built page and its brotli and gzip copies, as the client build writes every file. */
function writePage(file: string, html: string) {
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

// Every page carries the app's global CSS in its head, made here once instead of in each visitor's browser.
const marker = 'data-emotion="css-global';
const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (built.includes(marker)) throw new Error('dist/index.html already has the global CSS: build the client again');
const template = pageHtml(built, { head: globalStyleSheet(), body: '' });
writePage(path.join(dist, 'index.html'), template);

rmSync(out, { recursive: true, force: true });
mkdirSync(out);
for (const page of prerenderedPaths) {
  writePage(path.join(out, `${page === '/' ? 'index' : page.slice(1)}.html`), pageHtml(template, await prerender(page)));
}
console.log(`prerendered ${prerenderedPaths.length} pages into ${path.relative(web, out)}/`);
