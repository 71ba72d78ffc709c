import { EAN13, EAN8 } from 'jsbarcode/bin/barcodes/EAN_UPC/index.js';
import { barcodeFor } from './ean';

/** Height of the bars, in modules (a module is the width of the thinnest bar). */
const BAR_HEIGHT = 60;
/** Guard bars reach halfway into the digits, as printed on a pack. */
const GUARD_EXTRA = 5;
const DIGIT_SIZE = 9;
/** EAN's right quiet zone (7 modules); the left one holds an EAN-13's first digit (JsBarcode gives it 12). */
const QUIET = 7;

interface Segment {
  /** '1' bar, '0' space, one per module. */
  data: string;
  text?: string;
  options?: { height?: number };
}

/**
 * The EAN barcode of a GTIN as inline SVG. JsBarcode encodes it into its printed parts (guards, the two halves of
 * digits, an EAN-13's leading digit in the quiet zone); each part's digits are drawn under it and fitted to its width,
 * so all 13 (or 8) are whole at any size.
 */
export default function Barcode({ gtin, id }: { gtin: string; id?: string }) {
  const code = barcodeFor(gtin);
  if (!code) return <p id={id}>Dla tego numeru GTIN-14 nie ma symbolu EAN.</p>;
  const { digits, kind } = code;
  const Symbol = kind === 'EAN-13' ? EAN13 : EAN8;
  const segments = new Symbol(digits, { displayValue: true, fontSize: 20, width: 2, height: BAR_HEIGHT, textMargin: 2, flat: false }).encode() as Segment[];

  let x = kind === 'EAN-13' ? 0 : QUIET;
  const bars: { x: number; w: number; long: boolean }[] = [];
  const texts: { x: number; w: number; text: string; left: boolean }[] = [];
  for (const segment of segments) {
    const long = segment.options?.height !== undefined;
    [...segment.data].forEach((module, i) => {
      if (module !== '1') return;
      const last = bars.at(-1);
      if (last && last.x + last.w === x + i && last.long === long) last.w += 1;
      else bars.push({ x: x + i, w: 1, long });
    });
    if (segment.text) texts.push({ x, w: segment.data.length, text: segment.text, left: !/1/.test(segment.data) });
    x += segment.data.length;
  }
  const width = x + QUIET;
  const height = BAR_HEIGHT + GUARD_EXTRA + DIGIT_SIZE;
  const modules = segments.map((s) => (/1/.test(s.data) ? s.data : '')).join('');
  return (
    <svg
      id={id}
      role="img"
      aria-label={`Kod kreskowy ${kind}: ${digits}`}
      viewBox={`0 0 ${width} ${height}`}
      width={width * 2.5}
      height={height * 2.5}
      data-modules={modules}
      style={{ background: 'white', maxWidth: '100%', height: 'auto' }}
    >
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y={0} width={b.w} height={b.long ? BAR_HEIGHT + GUARD_EXTRA : BAR_HEIGHT} fill="black" />
      ))}
      {texts.map((t) => (
        <text
          key={t.x}
          x={t.left ? t.x + t.w - 2 : t.x + t.w / 2}
          y={height - 1}
          textAnchor={t.left ? 'end' : 'middle'}
          // A style, not the attribute: the page's stylesheet sets text sizes, and it outranks presentation attributes.
          style={{ fontSize: DIGIT_SIZE, fontFamily: 'monospace' }}
          aria-hidden="true"
          {...(t.text.length > 1 && { textLength: t.w - 4, lengthAdjust: 'spacingAndGlyphs' })}
        >
          {t.text}
        </text>
      ))}
    </svg>
  );
}
