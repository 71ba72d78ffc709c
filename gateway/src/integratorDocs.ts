import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Express, Request, Response } from 'express';
import MarkdownIt from 'markdown-it';

/**
 * The integrator guide and the contract's changelog, served from the repository's docs beside the SDL: as a page a
 * person reads in a browser (the Polish guide, then the English reference the integration test follows word for
 * word), and as the Markdown itself for everything else (curl, scripts), as before. Rendered once, at start-up.
 */
const docs = (name: string) => readFileSync(fileURLToPath(new URL(`../../docs/${name}`, import.meta.url)), 'utf8');

/** GitHub's heading anchors ('## 4. Rate limits' → `#4-rate-limits`), which the guide's own links use. */
const slug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const markdown = new MarkdownIt({ html: false });
markdown.core.ruler.push('heading_anchors', (state) => {
  state.tokens.forEach((token, i) => {
    if (token.type === 'heading_open') token.attrSet('id', slug(state.tokens[i + 1]?.content ?? ''));
  });
});
// A link to a file of the repository (`decisions/014-….md`) leads nowhere on the gateway: its text stays, as text.
const link = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, i, options, env, self) => {
  const href = tokens[i]!.attrGet('href') ?? '';
  if (/^(https?:|mailto:|#|\/)/.test(href)) return link ? link(tokens, i, options, env, self) : self.renderToken(tokens, i, options);
  tokens[i]!.hidden = true;
  const close = tokens.slice(i).find((token) => token.type === 'link_close');
  if (close) close.hidden = true;
  return '';
};

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The app's look (its tokens: system fonts, gray borders, blue links), in one small style sheet of the page. */
const STYLE = `
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#18181b;background:#fff}
header{border-bottom:1px solid #e4e4e7;padding:12px 16px}header a{color:#1d4ed8;font-weight:600;text-decoration:none}
main{max-width:52rem;margin:0 auto;padding:16px 16px 48px}
h1{font-size:1.9rem;line-height:1.25}h2{font-size:1.35rem;margin-top:2rem}
a{color:#1d4ed8}code{font:0.9em ui-monospace,SFMono-Regular,Menlo,monospace;background:#f4f4f5;border-radius:4px;padding:0 3px}
pre{background:#f4f4f5;border:1px solid #e4e4e7;border-radius:6px;padding:12px;overflow-x:auto}pre code{background:none;padding:0}
table{border-collapse:collapse;display:block;overflow-x:auto}th,td{border:1px solid #e4e4e7;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#fafafa}hr{border:0;border-top:2px solid #e4e4e7;margin:3rem 0}.lead{color:#52525b}
`;

/** Commands and tables wider than a phone scroll sideways: they take the focus, so the keyboard scrolls them too. */
const render = (text: string) => markdown.render(text).replaceAll('<pre>', '<pre tabindex="0">').replaceAll('<table>', '<table tabindex="0">');

function page(title: string, sections: { lang: 'pl' | 'en'; markdown: string; lead?: string }[]): string {
  const body = sections
    .map(({ lang, markdown: text, lead }) => `<section lang="${lang}">${lead ? `<p class="lead">${escape(lead)}</p>` : ''}${render(text)}</section>`)
    .join('<hr>');
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} · GS1 Polska</title><style>${STYLE}</style></head><body><header><a href="/">GS1 Polska · Katalog produktów</a></header><main>${body}</main></body></html>`;
}

interface Doc {
  html: string;
  markdown: string;
}

function integratorDocs(): Record<string, Doc> {
  const reference = docs('integrators.md');
  const changelog = docs('schema-changelog.md');
  return {
    '/graphql/guide': {
      markdown: reference,
      html: page('Przewodnik integratora GraphQL', [
        { lang: 'pl', markdown: docs('przewodnik-integratora.md') },
        { lang: 'en', markdown: reference, lead: 'Dokumentacja techniczna (po angielsku), wykonywana przez test integracyjny słowo w słowo.' },
      ]),
    },
    '/graphql/changelog': {
      markdown: changelog,
      html: page('Zmiany GraphQL API', [{ lang: 'en', markdown: changelog, lead: 'Zmiany kontraktu GraphQL API (po angielsku).' }]),
    },
  };
}

/** A browser asks for HTML first; curl and scripts (`*\/*`) get the Markdown, as they always have. */
function send(req: Request, res: Response, doc: Doc) {
  res.setHeader('cache-control', 'public, max-age=300').vary('Accept');
  if (req.accepts(['text/plain', 'text/markdown', 'text/html']) === 'text/html') res.type('html').send(doc.html);
  else res.type('text/plain; charset=utf-8').send(doc.markdown);
}

export function serveIntegratorDocs(app: Express): void {
  for (const [route, doc] of Object.entries(integratorDocs())) app.get(route, (req, res) => send(req, res, doc));
}
