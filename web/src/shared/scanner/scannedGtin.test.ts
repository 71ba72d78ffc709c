import { describe, expect, it } from 'vitest';
import { scannedGtin } from './scannedGtin';
import { cameraProblem } from './cameraProblem';

describe('the GTIN a scanned symbol carries', () => {
  it('reads EAN-13, EAN-8 and UPC-A as printed', () => {
    expect(scannedGtin({ format: 'ean_13', rawValue: '5901234123457' })).toBe('5901234123457');
    expect(scannedGtin({ format: 'ean_8', rawValue: '96385074' })).toBe('96385074');
    expect(scannedGtin({ format: 'upc_a', rawValue: '036000291452' })).toBe('036000291452');
  });

  it('refuses a misread (wrong check digit) and a symbol that is no GTIN', () => {
    expect(scannedGtin({ format: 'ean_13', rawValue: '5901234123458' })).toBeNull();
    expect(scannedGtin({ format: 'qr_code', rawValue: 'https://example.org' })).toBeNull();
  });

  it("takes a GS1 DataMatrix's AI (01), however the reader marks FNC1", () => {
    const expiryAndBatch = '17261231' + '10ABC123';
    for (const rawValue of [`]d20105901234123457${expiryAndBatch}`, `\u001d0105901234123457${expiryAndBatch}`, `0105901234123457\u001d${expiryAndBatch}`, `(01)05901234123457(17)261231`]) {
      expect(scannedGtin({ format: 'data_matrix', rawValue }), rawValue).toBe('05901234123457');
    }
  });

  it('finds no GTIN in a DataMatrix without AI (01) or with a bad check digit', () => {
    expect(scannedGtin({ format: 'data_matrix', rawValue: ']d21012345' })).toBeNull();
    expect(scannedGtin({ format: 'data_matrix', rawValue: '0105901234123458' })).toBeNull();
    expect(scannedGtin({ format: 'data_matrix', rawValue: 'hello' })).toBeNull();
  });
});

describe('what the scanner says when the camera does not start', () => {
  it('tells a refused permission from a missing camera, and both how to go on', () => {
    const refused = cameraProblem(new DOMException('denied', 'NotAllowedError'));
    const missing = cameraProblem(new DOMException('none', 'NotFoundError'));
    expect(refused).toMatch(/^Brak zgody na użycie aparatu\. Zezwól tej stronie/);
    expect(missing).toMatch(/^Nie znaleziono aparatu/);
    for (const message of [refused, missing]) expect(message).toContain('Możesz wpisać numer GTIN ręcznie.');
  });

  it('names a browser without camera access and any other failure', () => {
    expect(cameraProblem(new DOMException('x', 'Unsupported'))).toMatch(/^Ta przeglądarka nie udostępnia stronie aparatu/);
    expect(cameraProblem(new DOMException('busy', 'NotReadableError'))).toMatch(/^Aparat jest zajęty/);
    expect(cameraProblem(new Error('odd'))).toMatch(/^Nie udało się uruchomić aparatu/);
  });
});
