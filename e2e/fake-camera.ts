import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JsBarcode from 'jsbarcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Pixels per module: 95 modules of an EAN-13 are 380 px, well inside the frame with its quiet zones. */
const MODULE = 4;

/** The modules of an EAN-13 (1 = bar), as JsBarcode encodes it for the product card (its object renderer). */
function ean13Modules(digits: string): string {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, digits, { format: 'EAN13' });
  // Its first encoding is the space before the left guard that it draws the first digit in.
  return (target.encodings ?? []).slice(1).map((e) => e.data).join('');
}

/**
 * A camera picture of a printed EAN-13 for Chromium's fake capture device (`--use-file-for-fake-video-capture`): one
 * Y4M frame (planar 4:2:0, grey: the chroma planes are neutral), black bars on white. Written to the temporary
 * directory when a spec loads, so nothing binary is kept in the repository; returns its path.
 */
export function fakeCameraShowing(digits: string): string {
  const modules = ean13Modules(digits);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  const left = Math.floor((WIDTH - modules.length * MODULE) / 2);
  for (let y = 120; y < 360; y++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] === '1') luma.fill(0, y * WIDTH + left + m * MODULE, y * WIDTH + left + (m + 1) * MODULE);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const file = join(tmpdir(), `e2e-camera-ean13-${digits}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]));
  return file;
}
