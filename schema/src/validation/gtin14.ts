/** Pads a valid GTIN to the 14 digits the catalogue keys on. */
export function toGtin14(value: string): string {
  return value.padStart(14, '0');
}
