import { describe, expect, it, vi } from 'vitest';
import { scannedGtin } from './scannedGtin';
import { cameraProblem } from './cameraProblem';

describe('the GTIN a scanned symbol carries', () => {
  it('reads EAN-13, EAN-8 and UPC-A as printed', async () => {
    expect(await scannedGtin({ format: 'ean_13', rawValue: '5901234123457' })).toEqual({ gtin: '5901234123457' });
    expect(await scannedGtin({ format: 'ean_8', rawValue: '96385074' })).toEqual({ gtin: '96385074' });
    expect(await scannedGtin({ format: 'upc_a', rawValue: '036000291452' })).toEqual({ gtin: '036000291452' });
  });

  it('ignores a misread of a linear barcode (wrong check digit): the reader goes on', async () => {
    expect(await scannedGtin({ format: 'ean_13', rawValue: '5901234123458' })).toBeNull();
  });

  it("takes a GS1 DataMatrix's AI (01), however the reader marks FNC1, as the pack prints it under its EAN", async () => {
    const expiryAndBatch = '17261231' + '10ABC123';
    for (const rawValue of [`]d20105901234123457${expiryAndBatch}`, `\u001d0105901234123457${expiryAndBatch}`, `0105901234123457\u001d${expiryAndBatch}`, `(01)05901234123457(17)261231`]) {
      expect(await scannedGtin({ format: 'data_matrix', rawValue }), rawValue).toEqual({ gtin: '5901234123457' });
    }
    expect(await scannedGtin({ format: 'qr_code', rawValue: `]Q30105901234123457${expiryAndBatch}` }), 'a GS1 QR code').toEqual({ gtin: '5901234123457' });
  });

  it('says why a DataMatrix gives no GTIN: a wrong check digit, or no AI (01)', async () => {
    expect(await scannedGtin({ format: 'data_matrix', rawValue: '0105901234123458' })).toEqual({ problem: expect.stringMatching(/^Ten kod DataMatrix zawiera numer GTIN z błędną cyfrą kontrolną/) });
    for (const rawValue of [']d21012345', 'hello']) {
      expect(await scannedGtin({ format: 'data_matrix', rawValue }), rawValue).toEqual({ problem: expect.stringMatching(/^Ten kod DataMatrix nie zawiera numeru GTIN/) });
    }
  });
});

describe('a GS1 Digital Link URI in a QR code or a DataMatrix', () => {
  const qr = (rawValue: string) => scannedGtin({ format: 'qr_code', rawValue });

  it('gives the GTIN of id.gs1.org, with key qualifiers and data attributes', async () => {
    expect(await qr('https://id.gs1.org/01/05901234123457/10/ABC?17=271231')).toEqual({ gtin: '5901234123457' });
    expect(await qr('https://id.gs1.org/01/05901234123457/22/2A/10/ABC/21/12345?17=271231&3103=000250')).toEqual({ gtin: '5901234123457' });
  });

  it("on any resolver's domain, under a path of its own", async () => {
    expect(await qr('https://example.com/some/path/01/05901234123457/21/XYZ')).toEqual({ gtin: '5901234123457' });
    expect(await qr('HTTPS://EXAMPLE.COM/01/05901234123457'), 'printed in capitals, as QR codes encode smaller').toEqual({ gtin: '5901234123457' });
  });

  it('takes a GTIN-8, -12, -13 or -14 in the 01 key', async () => {
    expect(await qr('https://id.gs1.org/01/96385074')).toEqual({ gtin: '96385074' });
    expect(await qr('https://id.gs1.org/01/036000291452')).toEqual({ gtin: '0036000291452' });
    expect(await qr('https://id.gs1.org/01/5901234123457')).toEqual({ gtin: '5901234123457' });
    expect(await qr('https://id.gs1.org/01/15901234123454'), 'a case (indicator 1) keeps its 14 digits').toEqual({ gtin: '15901234123454' });
  });

  it("reads a compressed Digital Link URI (the standard's shorter form for small symbols)", async () => {
    expect(await qr('https://id.gs1.org/Cwq7-e1lgodXguhG_g'), '01/05901234123457/10/ABC?17=271231 compressed').toEqual({ gtin: '5901234123457' });
  });

  it('reads a GS1 DataMatrix that holds a Digital Link URI', async () => {
    expect(await scannedGtin({ format: 'data_matrix', rawValue: 'https://id.gs1.org/01/05901234123457/21/ABC' })).toEqual({ gtin: '5901234123457' });
  });

  it('says so for a wrong check digit', async () => {
    for (const rawValue of ['https://id.gs1.org/01/05901234123458', 'https://example.com/01/5901234123458/10/ABC']) {
      expect(await qr(rawValue), rawValue).toEqual({ problem: expect.stringMatching(/^Ten kod QR zawiera link GS1 Digital Link z błędną cyfrą kontrolną numeru GTIN/) });
    }
  });

  it('says so for a link against the standard (qualifiers out of order, an expiry that is no date)', async () => {
    for (const rawValue of ['https://id.gs1.org/01/05901234123457/21/1/10/ABC', 'https://id.gs1.org/01/05901234123457?17=2712']) {
      expect(await qr(rawValue), rawValue).toEqual({ problem: expect.stringMatching(/^Ten kod QR zawiera link GS1 Digital Link niezgodny ze standardem GS1/) });
    }
  });

  it('says that a QR code of anything else holds no GTIN', async () => {
    for (const rawValue of ['https://example.org', 'https://example.org/products/5901234123457', 'https://id.gs1.org/00/106141412345678908', 'Dzień dobry', 'mailto:biuro@example.com']) {
      expect(await qr(rawValue), rawValue).toEqual({ problem: expect.stringMatching(/^Ten kod QR nie zawiera numeru GTIN produktu ani linku GS1 Digital Link/) });
    }
  });

  it("works without Node's Buffer, as in a browser (digital-link.js's grammar engine reads strings through one)", async () => {
    const nodeBuffer = globalThis.Buffer;
    try {
      Reflect.deleteProperty(globalThis, 'Buffer');
      vi.resetModules();
      const { digitalLinkGtin } = await import('./digitalLink');
      expect(digitalLinkGtin('https://id.gs1.org/01/05901234123457/10/ABC?17=271231')).toEqual({ gtin: '05901234123457' });
      expect(globalThis.Buffer).not.toBe(nodeBuffer);
    } finally {
      globalThis.Buffer = nodeBuffer;
    }
  });

  it('ends each message with what to do: the camera stays on', async () => {
    const answer = await qr('https://example.org');
    expect(answer && 'problem' in answer && answer.problem).toMatch(/Skieruj aparat na inny kod z opakowania\.$/);
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
