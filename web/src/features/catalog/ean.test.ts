import { describe, expect, it } from 'vitest';
import { barcodeFor } from './ean';

describe('the EAN symbol of a GTIN', () => {
  it('pads a GTIN-14 with a leading zero down to EAN-13, GTIN-8 to EAN-8, and refuses an indicator digit', () => {
    expect(barcodeFor('05901234123457')).toEqual({ kind: 'EAN-13', digits: '5901234123457' });
    expect(barcodeFor('00000096385074')).toEqual({ kind: 'EAN-8', digits: '96385074' });
    expect(barcodeFor('15901234123454')).toBeNull();
  });
});
