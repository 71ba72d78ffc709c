import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The public pages the web build prerendered (web/scripts/prerender.ts), read once at start-up: a page's path →
 * its file under the build, e.g. `/catalog` → `/prerendered/catalog.html`, `/` → `/prerendered/index.html`.
 */
export function prerenderedPages(webDist: string): Map<string, string> {
  const dir = path.join(webDist, 'prerendered');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const name = file.slice(0, -'.html'.length);
        return [name === 'index' ? '/' : `/${name}`, `/prerendered/${file}`];
      }),
  );
}
