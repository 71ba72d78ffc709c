/** The parts of digital-link.js (CommonJS, untyped) the scanner uses to read a GS1 Digital Link URI. */
declare module 'digital-link.js' {
  interface DigitalLinkObject {
    /** The URI matches the GS1 Digital Link grammar and its primary key's check digit is right. */
    isValid(): boolean;
    /** Throws when the key's value has no check digit position (a length no GS1 key has). */
    isCheckDigitValid(): boolean;
    /** The primary key by its AI, e.g. `{ '01': '05901234123457' }` (a valid GTIN-8/12/13 padded to 14 digits). */
    getIdentifier(): Record<string, string>;
  }
  const digitalLink: { DigitalLink: (uri: string) => DigitalLinkObject };
  export default digitalLink;
}
