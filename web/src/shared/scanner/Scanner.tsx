/** @jsxImportSource @emotion/react */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { button, textStyle, token } from '../../components/ui/tokens';
import { cameraProblem, READER_PROBLEM } from './cameraProblem';
import { loadDetector, type Detector } from './detector';
import { scannedGtin, type Reading } from './scannedGtin';

/** How often a frame is read: often enough to feel instant, rare enough to leave a phone's main thread free. */
const FRAME_INTERVAL_MS = 150;

interface Props {
  /** Mounted anew for each scan (its `key`), so it starts with no problem and no reading. */
  open: boolean;
  onClose: () => void;
  /** A GTIN with a valid check digit was read; the camera is already stopped. */
  onScanned: (gtin: string) => void;
}

class ReaderUnavailable extends Error {}

/** The back camera where there is one (a phone), else any; started only while the dialog is open. */
async function startCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no camera access in this browser', 'Unsupported');
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The symbols' readings that say something; reading fails only when the Digital Link parser's chunk does not load. */
async function readAll(readings: Promise<Reading | null>[]): Promise<Reading[]> {
  const settled = await Promise.all(readings).catch(() => Promise.reject(new ReaderUnavailable()));
  return settled.filter((reading) => reading !== null);
}

/**
 * The scanner's dialog: the camera's picture, read frame by frame until a symbol carries a valid GTIN. Closing it in
 * any way (Anuluj, Escape, a read code, leaving the page) stops the camera's tracks, so the camera light goes off.
 * The browser's own modal `<dialog>` keeps focus inside, closes on Escape and returns focus to the button; it needs
 * none of the app's dialog code, so the pages that show the button load nothing more for it (decision 033).
 */
export default function Scanner({ open, onClose, onScanned }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Why the last QR code or DataMatrix read leads to no card; the camera goes on reading meanwhile.
  const [unusableCode, setUnusableCode] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    if (!open && element?.open) element.close();
  }, [open]);
  // The page's handler as it is when a code is read; a new one does not restart the camera.
  const scanned = useEffectEvent((gtin: string) => onScanned(gtin));

  useEffect(() => {
    const video = videoRef.current;
    if (!open || !video) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    const stop = () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
      video.srcObject = null;
    };
    const read = async (detector: Detector) => {
      while (!stopped) {
        // A frame the detector cannot read yet (the video still starting) is simply the next attempt.
        const codes = video.readyState >= 2 ? await detector.detect(video).catch(() => []) : [];
        const readings = await readAll(codes.map(scannedGtin));
        if (stopped) return;
        const product = readings.find((reading) => 'gtin' in reading);
        if (product) {
          stop();
          scanned(product.gtin);
          return;
        }
        const unusable = readings.find((reading) => 'problem' in reading);
        if (unusable) setUnusableCode(unusable.problem);
        await pause(FRAME_INTERVAL_MS);
      }
    };
    const detector = loadDetector().catch(() => Promise.reject(new ReaderUnavailable()));
    void (async () => {
      try {
        stream = await startCamera();
        if (stopped) return stop();
        video.srcObject = stream;
        await video.play();
        const ready = await detector;
        setReading(true);
        await read(ready);
      } catch (error) {
        if (stopped) return;
        stop();
        setProblem(error instanceof ReaderUnavailable ? READER_PROBLEM : cameraProblem(error));
      }
    })();
    // Nobody waits for the reader once the camera failed.
    detector.catch(() => undefined);
    return stop;
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="scanner-title"
      aria-describedby="scanner-help"
      onClose={onClose}
      css={{
        width: 'min(32rem, calc(100vw - 2rem))',
        maxHeight: 'calc(100dvh - 2rem)',
        margin: 'auto',
        padding: token('spacing.6'),
        border: 0,
        borderRadius: token('radii.l3'),
        background: token('colors.bg.panel'),
        color: token('colors.fg'),
        boxShadow: token('shadows.lg'),
        '&::backdrop': { background: 'rgb(0 0 0 / 0.6)' },
      }}
    >
      <h2 id="scanner-title" css={{ fontWeight: token('fontWeights.semibold'), marginBottom: token('spacing.3'), ...textStyle('lg') }}>
        Skanuj kod kreskowy
      </h2>
      <p id="scanner-help" css={{ marginBottom: token('spacing.3') }}>
        Skieruj aparat na kod z opakowania: kod kreskowy EAN lub UPC, kod GS1 DataMatrix albo kod QR z linkiem GS1 Digital Link. Kod odczyta się sam.
      </p>
      {problem && (
        <p role="alert" css={{ color: token('colors.red.700'), fontWeight: token('fontWeights.medium') }}>
          {problem}
        </p>
      )}
      <div hidden={!!problem}>
        {unusableCode && (
          <p role="alert" css={{ marginBottom: token('spacing.3'), color: token('colors.red.700'), fontWeight: token('fontWeights.medium') }}>
            {unusableCode}
          </p>
        )}
        <div css={{ borderRadius: token('radii.md'), overflow: 'hidden', background: token('colors.gray.900'), aspectRatio: '4 / 3' }}>
          <video ref={videoRef} aria-label="Obraz z aparatu" muted playsInline css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />
        </div>
        <p role="status" css={{ marginTop: token('spacing.2'), color: token('colors.fg.muted'), ...textStyle('sm') }}>
          {open && (reading ? 'Szukam kodu…' : 'Uruchamiam aparat…')}
        </p>
      </div>
      <div css={{ display: 'flex', justifyContent: 'flex-end', marginTop: token('spacing.4') }}>
        <button type="button" autoFocus css={button({ variant: 'outline' })} onClick={onClose}>
          Anuluj
        </button>
      </div>
    </dialog>
  );
}
