import { GTIN_FORMATS, type ScannedCode } from './scannedGtin';

/** The part of the Barcode Detection API the scanner uses. */
export interface Detector {
  detect(source: HTMLVideoElement): Promise<ScannedCode[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

/**
 * A detector of the GTIN formats: the browser's own `BarcodeDetector` where it reads all of them (Chrome on Android
 * and macOS, Safari), else the ZXing-based polyfill (`barcode-detector`). The polyfill is its own chunk, loaded only
 * when a person starts a scan, and its WebAssembly reader (about 1 MB, 0.4 MB brotli) comes from this site, not from
 * the CDN the library defaults to (docs/decisions/033).
 */
export async function loadDetector(): Promise<Detector> {
  const formats = [...GTIN_FORMATS];
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch(() => [] as readonly string[]);
    if (formats.every((format) => supported.includes(format))) return new native({ formats });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats });
}
