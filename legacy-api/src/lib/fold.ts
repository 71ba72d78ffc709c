/**
 * Case folding for the catalogue's case-insensitive "contains" filters. SQLite's LOWER() folds ASCII only, so
 * the tables hold generated `*_search` columns built from the same mapping (see foldSql), and needles are folded
 * with fold() in JS: both sides agree character for character ('łaciate' finds 'Łaciate').
 * Folded: A–Z and the capitals below (Polish first, then common Central/Western European ones). Others stay as they are.
 */
const EXTRA_CAPITALS = 'ĄĆĘŁŃÓŚŹŻÄÖÜÉÈÊÁÀÂÍÎÚÙÛÝÇČŠŽŘĚŮŇŤĎÑ';

const FOLD_MAP = new Map<string, string>([...EXTRA_CAPITALS].map((ch) => [ch, ch.toLowerCase()]));

export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch >= 'A' && ch <= 'Z') out += ch.toLowerCase();
    else out += FOLD_MAP.get(ch) ?? ch;
  }
  return out;
}

/** The SQL expression folding `column` exactly like fold() (for generated columns). */
export function foldSql(column: string): string {
  let expr = column;
  for (const [upper, lower] of FOLD_MAP) expr = `replace(${expr}, '${upper}', '${lower}')`;
  return `lower(${expr})`;
}
