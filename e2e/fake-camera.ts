import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchOptions } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import JsBarcode from 'jsbarcode';
import config from './playwright.config';

const WIDTH = 640;
const HEIGHT = 480;
/** Pixels per module: 95 modules of an EAN-13 are 380 px, well inside the frame with its quiet zones. */
const EAN_MODULE = 4;
/** Pixels per module of a QR code: a version 4 symbol (33 modules) is 264 px, with white all round it. */
const QR_MODULE = 8;
/** The white margin the QR code standard asks for around the symbol, in modules. */
const QR_QUIET_ZONE = 4;

/** The modules of an EAN-13 (1 = bar), as JsBarcode encodes it for the product card (its object renderer). */
function ean13Modules(digits: string): string {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, digits, { format: 'EAN13' });
  // Its first encoding is the space before the left guard that it draws the first digit in.
  return (target.encodings ?? []).slice(1).map((e) => e.data).join('');
}

/** The modules of a QR code (true = dark), row by row, as the generator encodes its codes: bwip-js, error correction M. */
function qrModules(text: string): boolean[][] {
  const [symbol] = bwipjs.raw('qrcode', text, 'eclevel=M') as { pixs: number[]; pixx: number; pixy: number }[];
  if (!symbol) throw new Error('bwip-js returned no symbol');
  return Array.from({ length: symbol.pixy }, (_, y) => Array.from({ length: symbol.pixx }, (_, x) => symbol.pixs[y * symbol.pixx + x] === 1));
}

/** A white picture (the luma plane of one frame). */
const whitePicture = () => Buffer.alloc(WIDTH * HEIGHT, 255);

/** Paints a black rectangle into the picture. */
function paint(luma: Buffer, x: number, y: number, width: number, height: number) {
  for (let row = y; row < y + height; row++) luma.fill(0, row * WIDTH + x, row * WIDTH + x + width);
}

/**
 * Writes the picture for Chromium's fake capture device (`--use-file-for-fake-video-capture`): one Y4M frame (planar
 * 4:2:0, grey: the chroma planes are neutral), to the temporary directory when a spec loads, so nothing binary is kept
 * in the repository; returns its path.
 */
function writeFrame(name: string, luma: Buffer): string {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const file = join(tmpdir(), `e2e-camera-${name}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]));
  return file;
}

/** A camera picture of a printed EAN-13: black bars on white. */
export function fakeCameraShowingEan13(digits: string): string {
  const modules = ean13Modules(digits);
  const luma = whitePicture();
  const left = Math.floor((WIDTH - modules.length * EAN_MODULE) / 2);
  for (let m = 0; m < modules.length; m++) {
    if (modules[m] === '1') paint(luma, left + m * EAN_MODULE, 120, EAN_MODULE, 240);
  }
  return writeFrame(`ean13-${digits}`, luma);
}

/** A camera picture of a printed QR code of the text (a GS1 Digital Link URI), in the middle of a white page. */
export function fakeCameraShowingQrCode(text: string): string {
  const modules = qrModules(text);
  const size = modules.length * QR_MODULE;
  if (size + 2 * QR_QUIET_ZONE * QR_MODULE > HEIGHT) throw new Error(`a QR code of ${modules.length} modules does not fit the picture`);
  const luma = whitePicture();
  const left = Math.floor((WIDTH - size) / 2);
  const top = Math.floor((HEIGHT - size) / 2);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) paint(luma, left + x * QR_MODULE, top + y * QR_MODULE, QR_MODULE, QR_MODULE);
    }),
  );
  return writeFrame(`qr-${createHash('sha256').update(text).digest('hex').slice(0, 16)}`, luma);
}

/** The suite's browser with a fake camera showing the picture (a browser launch option: one picture per worker). */
export function withFakeCamera(picture: string): LaunchOptions {
  const base = config.use?.launchOptions ?? {};
  return { ...base, args: [...(base.args ?? []), '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${picture}`] };
}
