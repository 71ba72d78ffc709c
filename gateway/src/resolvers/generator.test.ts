import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, stackForTests } from '../test/harness';

const GS1_CODES = /* GraphQL */ `
  query Codes($input: Gs1CodesInput!) {
    gs1Codes(input: $input) {
      __typename
      ... on Gs1Codes {
        digitalLinkUri
        dataMatrix { svg description ai: downloadUrl(format: AI) pdf: downloadUrl(format: PDF) png: downloadUrl(format: PNG) svgFile: downloadUrl(format: SVG) ps: downloadUrl(format: PS) }
        qrCode { svg description png: downloadUrl(format: PNG) }
      }
      ... on ValidationFailed { problems { field message } }
      ... on Problem { code message }
    }
  }
`;

type Code = { svg: string; description: string; [format: string]: string };
type Codes = { gs1Codes: { __typename: string; digitalLinkUri: string; dataMatrix: Code; qrCode: Code; problems?: { field: string[]; message: string }[] } };

/** The 2D code generator over real HTTP: the query, its field rules, and the code downloads through `/files`. */
describe('GS1 2D codes', () => {
  const stack = stackForTests({ legacyEnv: { CSRF_CHECK: 'true' } });
  let member: Browser;

  beforeAll(async () => {
    member = new Browser(stack.gateway.url);
    await member.login('firma@demo.test');
  });

  it('makes a DataMatrix and a Digital Link QR with lot and expiry; every format downloads as that format', async () => {
    const res = await member.gql<Codes>(GS1_CODES, { input: { gtin: '5901234123457', batch: 'LOT42', expiryDate: '271231' } });
    const codes = res.body.data!.gs1Codes;
    expect(codes.__typename).toBe('Gs1Codes');
    expect(codes.digitalLinkUri).toBe('https://id.gs1.org/01/05901234123457/10/LOT42?17=271231');
    expect(codes.dataMatrix.description).toBe('(01)05901234123457(17)271231(10)LOT42');
    expect(codes.dataMatrix.svg).toMatch(/^<svg|<\?xml/);
    const signatures: Record<string, string> = { ai: '%PDF-', pdf: '%PDF-', png: '\x89PNG', svgFile: '<', ps: '%!PS' };
    for (const [format, start] of Object.entries(signatures)) {
      const file = await fetch(`${stack.gateway.url}${codes.dataMatrix[format]}`, { headers: { cookie: member.cookie! } });
      expect(file.status, format).toBe(200);
      expect(file.headers.get('content-disposition'), format).toBe(`attachment; filename=datamatrix_05901234123457.${format === 'svgFile' ? 'svg' : format}`);
      expect(file.headers.get('cache-control')).toBe('no-store');
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, start.length).toString('latin1'), format).toBe(start);
    }
    const qr = await fetch(`${stack.gateway.url}${codes.qrCode.png}`, { headers: { cookie: member.cookie! } });
    expect(qr.headers.get('content-disposition')).toBe('attachment; filename=qrcode_05901234123457.png');
  });

  it('puts field problems on the input: its own rules first, then the API’s (a withdrawn GTIN)', async () => {
    const invalid = await member.gql<Codes>(GS1_CODES, { input: { gtin: '5901234123457', expiryDate: '271332' } });
    expect(invalid.body.data!.gs1Codes.problems).toEqual([{ field: ['input', 'expiryDate'], message: 'Niepoprawna data (format RRMMDD)' }]);
    const withdrawn = await member.gql<Codes>(GS1_CODES, { input: { gtin: '5901234123464' } });
    expect(withdrawn.body.data!.gs1Codes.problems).toEqual([{ field: ['input', 'gtin'], message: expect.stringContaining('nie jest aktywny') }]);
  });

  it('needs a signed-in member, for the codes and their files', async () => {
    const anonymous = await new Browser(stack.gateway.url).gql<Codes>(GS1_CODES, { input: { gtin: '5901234123457' } });
    expect(anonymous.body.data!.gs1Codes.__typename).toBe('LoginRequired');
    const file = await fetch(`${stack.gateway.url}/files/gs1-codes/qrcode/png?text=${encodeURIComponent('https://id.gs1.org/01/05901234123457')}`);
    expect(file.status).toBe(401);
    const badFormat = await fetch(`${stack.gateway.url}/files/gs1-codes/qrcode/exe?text=x`, { headers: { cookie: member.cookie! } });
    expect(badFormat.status).toBe(400);
  });
});
