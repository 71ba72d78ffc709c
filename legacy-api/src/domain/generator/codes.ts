import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { GENERATOR_AIS, type GeneratorAi, type GeneratorFields } from './fields.js';

export const DEFAULT_RESOLVER = 'https://id.gs1.org';

/** The human-readable GS1 element string `(01)…(17)…(10)…`: fixed-length AIs first, then variable-length ones. */
export function elementString(fields: GeneratorFields): string {
  return GENERATOR_AIS.filter((ai) => fields[ai] !== undefined)
    .map((ai) => `(${ai})${fields[ai]}`)
    .join('');
}

/** Splits `(01)…(10)…` into AI → value; null when the text is not an element string of the form's AIs. */
export function parseElementString(text: string): { fields: Partial<Record<GeneratorAi, string>>; unknownAi?: string } | null {
  if (!/^(\(\d{2,4}\)[^()]+)+$/.test(text)) return null;
  const fields: Partial<Record<GeneratorAi, string>> = {};
  for (const [, ai, value] of text.matchAll(/\((\d{2,4})\)([^()]+)/g)) {
    if (!(GENERATOR_AIS as readonly string[]).includes(ai!)) return { fields, unknownAi: ai };
    fields[ai as GeneratorAi] = value;
  }
  return { fields };
}

/** Key qualifiers of a GTIN in the Digital Link path, in the grammar's order (22, 10, 21); the rest go in the query. */
const PATH_QUALIFIERS: readonly GeneratorAi[] = ['22', '10', '21'];

/**
 * The GS1 Digital Link URI: `{resolver}/01/{gtin14}[/22/…][/10/…][/21/…][?17=…&11=…]` (GS1 Digital Link standard 1.x,
 * values percent-encoded). Built here rather than with digital-link.js, which does not percent-encode values; the tests
 * check the result with digital-link.js's grammar validator.
 */
export function digitalLinkUri(fields: GeneratorFields, resolver: string | null): string {
  const base = (resolver ?? DEFAULT_RESOLVER).replace(/\/+$/, '');
  const pathPart = [`01/${fields['01']}`, ...PATH_QUALIFIERS.filter((ai) => fields[ai] !== undefined).map((ai) => `${ai}/${encodeURIComponent(fields[ai]!)}`)].join('/');
  const query = GENERATOR_AIS.filter((ai) => ai !== '01' && !PATH_QUALIFIERS.includes(ai) && fields[ai] !== undefined)
    .map((ai) => `${ai}=${encodeURIComponent(fields[ai]!)}`)
    .join('&');
  return `${base}/${pathPart}${query ? `?${query}` : ''}`;
}

/** From a Digital Link URI: the GTIN of its `/01/` segment (padded to 14), or null. */
export function gtinOfDigitalLink(uri: string): string | null {
  try {
    const url = new URL(uri);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const m = /\/01\/(\d{8,14})(?:\/|$)/.exec(url.pathname);
    return m ? m[1]!.padStart(14, '0') : null;
  } catch {
    return null;
  }
}

export type Symbology = 'datamatrix' | 'qrcode';
export const DOWNLOAD_FORMATS = ['ai', 'pdf', 'png', 'svg', 'ps'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/**
 * bwip-js options: a GS1 DataMatrix of the element string (bwip-js parses `(AI)value`, checks each AI and inserts
 * FNC1 where needed) or a QR code (error correction M) of the Digital Link URI.
 */
const bwipOptions = (symbology: Symbology, text: string) =>
  symbology === 'datamatrix' ? { bcid: 'gs1datamatrix', text } : { bcid: 'qrcode', text, eclevel: 'M' };

/** bwip-js complains about a GS1 AI ('AI 17: Invalid day of month'): which AI and what. */
export function bwipAiProblem(err: unknown): { ai: string; message: string } | null {
  const m = /AI (\d{2,4}): (.+)$/.exec(err instanceof Error ? err.message : String(err));
  return m ? { ai: m[1]!, message: m[2]! } : null;
}

export function toSvg(symbology: Symbology, text: string): string {
  return bwipjs.toSVG({ ...bwipOptions(symbology, text), paddingwidth: 2, paddingheight: 2 });
}

export function toPng(symbology: Symbology, text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ ...bwipOptions(symbology, text), scale: 8, paddingwidth: 2, paddingheight: 2, backgroundcolor: 'FFFFFF' });
}

/** The symbol's module matrix (true = dark), row by row. */
export function modules(symbology: Symbology, text: string): boolean[][] {
  const { bcid, text: data, ...rest } = bwipOptions(symbology, text);
  const [symbol] = bwipjs.raw(bcid, data, rest as Record<string, string>) as unknown as { pixs: number[]; pixx: number; pixy: number }[];
  if (!symbol) throw new Error('bwip-js returned no symbol');
  return Array.from({ length: symbol.pixy }, (_, y) => Array.from({ length: symbol.pixx }, (_, x) => symbol.pixs[y * symbol.pixx + x] === 1));
}

/** Horizontal runs of dark modules per row: [x, y, length]. */
function runs(matrix: boolean[][]): [number, number, number][] {
  const out: [number, number, number][] = [];
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; ) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      out.push([start, y, x - start]);
    }
  });
  return out;
}

const MODULE_PT = 4; // points per module (≈ 1.4 mm): a 16×16 DataMatrix is ≈ 2.3 cm wide
const QUIET = 2; // quiet zone in modules

/** A vector PDF (pdfkit): one black rectangle per run of dark modules, quiet zone around, title = the description. */
export function toPdf(symbology: Symbology, text: string, title: string): Promise<Buffer> {
  const matrix = modules(symbology, text);
  const width = (matrix[0]!.length + 2 * QUIET) * MODULE_PT;
  const height = (matrix.length + 2 * QUIET) * MODULE_PT;
  const doc = new PDFDocument({ size: [width, height], margin: 0, info: { Title: title, Creator: 'legacy-api generator_2d' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [x, y, length] of runs(matrix)) doc.rect((x + QUIET) * MODULE_PT, (y + QUIET) * MODULE_PT, length * MODULE_PT, MODULE_PT);
  doc.fill('#000000');
  doc.end();
  return done;
}

/** An Encapsulated PostScript program that draws the modules (`rectfill` per run), so any PostScript reader renders it. */
export function toPostScript(symbology: Symbology, text: string, title: string): Buffer {
  const matrix = modules(symbology, text);
  const width = (matrix[0]!.length + 2 * QUIET) * MODULE_PT;
  const height = (matrix.length + 2 * QUIET) * MODULE_PT;
  const safeTitle = title.replace(/[()\\]/g, (c) => `\\${c}`);
  const lines = [
    '%!PS-Adobe-3.0 EPSF-3.0',
    `%%BoundingBox: 0 0 ${width} ${height}`,
    `%%Title: (${safeTitle})`,
    '%%Creator: legacy-api generator_2d',
    '%%Pages: 1',
    '%%EndComments',
    '/m { 4 dict begin /l exch def /y exch def /x exch def',
    `  x ${MODULE_PT} mul y ${MODULE_PT} mul l ${MODULE_PT} mul ${MODULE_PT} rectfill end } bind def`,
    '%%Page: 1 1',
    '0 setgray',
    // PostScript's origin is bottom-left: row 0 of the matrix is the top row
    ...runs(matrix).map(([x, y, length]) => `${x + QUIET} ${matrix.length - 1 - y + QUIET} ${length} m`),
    'showpage',
    '%%EOF',
    '',
  ];
  return Buffer.from(lines.join('\n'), 'latin1');
}

export const FORMAT_CONTENT_TYPES: Record<DownloadFormat, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  ps: 'application/postscript',
  // Illustrator's own .ai files are PDF-compatible (PDF with Illustrator data); a plain PDF named .ai opens in
  // Illustrator and other editors. The .ai extension is registered as application/postscript.
  ai: 'application/postscript',
};

/** The file of one symbol in one format. */
export async function renderDownload(symbology: Symbology, format: DownloadFormat, text: string, title: string): Promise<Buffer> {
  switch (format) {
    case 'png':
      return toPng(symbology, text);
    case 'svg':
      return Buffer.from(toSvg(symbology, text), 'utf8');
    case 'pdf':
    case 'ai':
      return toPdf(symbology, text, title);
    case 'ps':
      return toPostScript(symbology, text, title);
  }
}
