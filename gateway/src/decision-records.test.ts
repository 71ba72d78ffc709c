import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every decision record says when it was decided and whether it still stands, and names only files that exist.
const folder = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));
const root = fileURLToPath(new URL('../../', import.meta.url));
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name)).sort();
const byNumber = new Map(records.map((name) => [name.slice(0, 3), name]));
const read = (name: string) => readFileSync(path.join(folder, name), 'utf8');

/** A record: `042` or `[042](042-the-gateway-against-hive-gateway.md)`. */
const REF = String.raw`(?:\[\d{3}\]\(\d{3}-[^)]+\.md\)|\d{3})`;
const HEADER = new RegExp(
  String.raw`^Date: (\d{4}-\d{2}-\d{2}) · Status: (?:standing|(?:amended|superseded) by (${REF}(?:, ${REF})*))(?=$|[\s;(:])`,
);
/** A repository file named from the root (folders, globs and package-relative paths are not checked). */
const FILE = /^(?:gateway\/src|web\/src|schema\/src|legacy-api\/src|e2e|scripts)\/[^\s*]+\.(?:ts|tsx|cjs|mjs|json|graphql|md)$/;
/** A day the calendar has (an invalid date's JSON is null; 2026-02-30 would read as 2026-03-02). */
const isDay = (day: string) => String(new Date(`${day}T00:00:00Z`).toJSON()).slice(0, 10) === day;
/** `a/{b,c}.ts` names `a/b.ts` and `a/c.ts`. */
const expand = (name: string): string[] => {
  const braces = /\{([^{}]*)\}/.exec(name);
  return braces ? (braces[1] ?? '').split(',').flatMap((part) => expand(name.replace(braces[0], part))) : [name];
};

describe('decision records', () => {
  it('are numbered 001 onwards without gaps', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(numbers).toEqual(numbers.map((_, index) => String(index + 1).padStart(3, '0')));
  });

  it.each(records)('%s has its header, and its references exist', (name) => {
    const number = name.slice(0, 3);
    const lines = read(name).split('\n');
    const problems: string[] = [];
    const [title = '', , headerLine = ''] = lines;
    if (!title.startsWith(`# ${number} `)) problems.push(`line 1 does not start with "# ${number} ": ${title}`);

    const header = HEADER.exec(headerLine);
    if (!header) problems.push(`line 3 is not "Date: YYYY-MM-DD · Status: standing | amended by N | superseded by N": ${headerLine}`);
    else if (!isDay(header[1] ?? '')) problems.push(`line 3: there is no day ${header[1]}`);
    for (const cited of new Set(header?.[2]?.match(/\d{3}/g) ?? [])) {
      const other = byNumber.get(cited);
      if (!other) problems.push(`line 3 names record ${cited}, which does not exist`);
      else if (!read(other).includes(number)) problems.push(`line 3 names record ${cited}, which never mentions ${number}`);
    }

    lines.forEach((line, index) => {
      for (const [, span = ''] of line.matchAll(/`([^`]+)`/g)) {
        for (const file of FILE.test(span) ? expand(span) : []) {
          if (!existsSync(path.join(root, file))) problems.push(`line ${index + 1} names ${file}, which does not exist`);
        }
      }
    });
    expect(problems, name).toEqual([]);
  });
});
