import { toGtin14 } from 'schema/validation';

/**
 * The texts a GS1 code holds, from the generator's request keys (`n01`, `n17`, …, `ngs1Resolver`; values already
 * checked): what the spec's `GET /generator_2d/generate?text=` call and the downloads take.
 */

/** Application identifiers in element-string order: fixed-length ones first, then variable-length ones. */
const AIS = ['01', '11', '13', '15', '17', '7006', '3103', '7007', '10', '21', '22', '422', '7005', '7008', '7009'] as const;
/** Key qualifiers of a GTIN, in the Digital Link path in the grammar's order; the other AIs go in the query. */
const PATH_QUALIFIERS = ['22', '10', '21'] as const;

export const DEFAULT_RESOLVER = 'https://id.gs1.org';

const valuesOf = (request: Record<string, string>) =>
  new Map(AIS.filter((ai) => request[`n${ai}`]).map((ai) => [ai, ai === '01' ? toGtin14(request.n01!) : request[`n${ai}`]!] as const));

/** The human-readable GS1 element string a DataMatrix holds: `(01)05901234123457(17)271231(10)LOT42`. */
export function elementString(request: Record<string, string>): string {
  return [...valuesOf(request)].map(([ai, value]) => `(${ai})${value}`).join('');
}

/** The GS1 Digital Link URI a QR code holds: `{resolver}/01/{gtin14}[/22/…][/10/…][/21/…][?17=…&…]`, values percent-encoded. */
export function digitalLinkUri(request: Record<string, string>): string {
  const values = valuesOf(request);
  const base = (request.ngs1Resolver || DEFAULT_RESOLVER).replace(/\/+$/, '');
  const path = [`01/${values.get('01')}`, ...PATH_QUALIFIERS.filter((ai) => values.has(ai)).map((ai) => `${ai}/${encodeURIComponent(values.get(ai)!)}`)];
  const query = [...values]
    .filter(([ai]) => ai !== '01' && !(PATH_QUALIFIERS as readonly string[]).includes(ai))
    .map(([ai, value]) => `${ai}=${encodeURIComponent(value)}`);
  return `${base}/${path.join('/')}${query.length ? `?${query.join('&')}` : ''}`;
}
