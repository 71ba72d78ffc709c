/** @jsxImportSource @emotion/react */
import { lazy, Suspense, useCallback, useState } from 'react';
import type { CSSObject } from '@emotion/react';
import { button } from '../../components/ui/tokens';

/** The camera, its dialog and the barcode reader are a chunk of their own: nobody pays for them before pressing the button. */
const Scanner = lazy(() => import('./Scanner'));

interface Props {
  /** A GTIN read from a barcode (check digit valid, as printed: 8, 12, 13 or 14 digits). */
  onScan: (gtin: string) => void;
  /** The button's look where it stands (e.g. on the dark hero of the home page). */
  look?: CSSObject;
}

/**
 * "Skanuj kod": reads a GTIN with the device's camera. What is drawn before the button is pressed is the button and
 * nothing else; the dialog stays mounted until the next press, so it closes as a dialog does and focus returns here.
 */
export function ScanButton({ onScan, look }: Props) {
  const [open, setOpen] = useState(false);
  // Each press is a new scan: a new dialog, with nothing left of the last one (a refusal, a reading).
  const [scans, setScans] = useState(0);
  const close = useCallback(() => setOpen(false), []);
  const scanned = (gtin: string) => {
    setOpen(false);
    onScan(gtin);
  };
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        css={{ ...button({ variant: 'outline', palette: 'blue' }), ...look }}
        onClick={() => {
          setScans((n) => n + 1);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 7V4h3M18 4h3v3M21 17v3h-3M6 20H3v-3M7 8v8M10 8v8M13 8v8M17 8v8" />
        </svg>
        Skanuj kod
      </button>
      {scans > 0 && (
        <Suspense fallback={null}>
          <Scanner key={scans} open={open} onClose={close} onScanned={scanned} />
        </Suspense>
      )}
    </>
  );
}
