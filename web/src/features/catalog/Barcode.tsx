import { barcodeFor } from './ean';

const QUIET = 11;
const BAR_HEIGHT = 60;
const GUARD_EXTRA = 6;
const TEXT_SIZE = 9;

/** Modules that belong to guard bars (drawn longer): start, middle and end guards. */
function guardModules(length: number): Set<number> {
  const half = (length - 11) / 2;
  const set = new Set<number>();
  for (const i of [0, 1, 2, half + 3, half + 4, half + 5, half + 6, half + 7, length - 3, length - 2, length - 1]) set.add(i);
  return set;
}

/** The EAN barcode of a GTIN as inline SVG, drawn from the L/G/R tables (no dependency). */
export function Barcode({ gtin, id }: { gtin: string; id?: string }) {
  const code = barcodeFor(gtin);
  if (!code) return <p id={id}>Dla tego numeru GTIN-14 nie ma symbolu EAN.</p>;
  const { modules, digits, kind } = code;
  const guards = guardModules(modules.length);
  const bars: { x: number; w: number; guard: boolean }[] = [];
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] !== '1') continue;
    const guard = guards.has(i);
    const last = bars.at(-1);
    if (last && last.x + last.w === i + QUIET && last.guard === guard) last.w += 1;
    else bars.push({ x: i + QUIET, w: 1, guard });
  }
  const width = modules.length + QUIET * 2;
  const height = BAR_HEIGHT + GUARD_EXTRA + TEXT_SIZE;
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
        <rect key={b.x} x={b.x} y={0} width={b.w} height={b.guard ? BAR_HEIGHT + GUARD_EXTRA : BAR_HEIGHT} fill="black" />
      ))}
      <text
        x={width / 2}
        y={height - 1}
        textAnchor="middle"
        fontSize={TEXT_SIZE}
        fontFamily="monospace"
        letterSpacing="1.5"
        aria-hidden="true"
      >
        {digits}
      </text>
    </svg>
  );
}
