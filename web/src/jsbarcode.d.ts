/** JsBarcode's EAN encoders (the package types only its DOM-drawing entry). */
declare module 'jsbarcode/bin/barcodes/EAN_UPC/index.js' {
  interface EncoderOptions {
    displayValue: boolean;
    fontSize: number;
    width: number;
    height: number;
    textMargin: number;
    flat: boolean;
  }
  class Encoder {
    constructor(data: string, options: EncoderOptions);
    valid(): boolean;
    encode(): unknown;
  }
  export class EAN13 extends Encoder {}
  export class EAN8 extends Encoder {}
}
