/** The parts of digital-link.js (CommonJS, untyped) the resolver uses to read a request's GS1 Digital Link URI. */
declare module 'digital-link.js' {
  interface DigitalLinkObject {
    /** The URI matches the GS1 Digital Link grammar (key qualifiers in order, data attributes' formats) and its key's check digit is right. */
    isValid(): boolean;
    /** The primary key by its AI, e.g. `{ '01': '05901234123457' }` (a valid GTIN-8/12/13 padded to 14 digits). */
    getIdentifier(): Record<string, string>;
  }
  /** Throws on text it cannot split into a domain, a primary key and its value. */
  const digitalLink: { DigitalLink: (uri: string) => DigitalLinkObject };
  export default digitalLink;
}
