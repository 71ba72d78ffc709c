import { describe, expect, it } from 'vitest';
import { barcodeFor, ean13Modules, ean8Modules } from './ean';

describe('EAN barcode patterns', () => {
  it('encodes 5901234123457 as the 95 modules of EAN-13 (first digit 5: LGGLLG)', () => {
    const modules = ean13Modules('5901234123457');
    expect(modules).toHaveLength(95);
    expect(modules).toBe(
      '101' +
        // 9 L, 0 G, 1 G, 2 L, 3 L, 4 G
        '0001011' + '0100111' + '0110011' + '0010011' + '0111101' + '0011101' +
        '01010' +
        // 1 2 3 4 5 7 in R
        '1100110' + '1101100' + '1000010' + '1011100' + '1001110' + '1000100' +
        '101',
    );
    // Every digit spans 7 modules made of two bars and two spaces.
    for (let i = 0; i < 6; i++) expect(modules.slice(3 + i * 7, 10 + i * 7).match(/1+/g)).toHaveLength(2);
  });

  it('pads a GTIN-14 with a leading zero down to EAN-13, GTIN-8 to EAN-8, and refuses an indicator digit', () => {
    expect(barcodeFor('05901234123457')).toMatchObject({ kind: 'EAN-13', digits: '5901234123457' });
    expect(barcodeFor('00000096385074')).toMatchObject({ kind: 'EAN-8', digits: '96385074', modules: ean8Modules('96385074') });
    expect(ean8Modules('96385074')).toHaveLength(67);
    expect(barcodeFor('15901234123454')).toBeNull();
  });
});
