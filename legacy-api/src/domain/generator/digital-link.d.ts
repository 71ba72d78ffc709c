/** The parts of digital-link.js (CommonJS, untyped) the tests use to check generated Digital Link URIs. */
declare module 'digital-link.js' {
  interface DigitalLinkObject {
    isValid(): boolean;
    toWebUriString(): string;
    getIdentifier(): Record<string, string>;
    getKeyQualifiers(): Record<string, string>;
    getAttributes(): Record<string, string>;
  }
  const digitalLink: { DigitalLink: (input?: string | Record<string, unknown>) => DigitalLinkObject };
  export default digitalLink;
}
