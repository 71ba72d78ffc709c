import { describe, expect, it } from 'vitest';
import { Browser, stackForTests } from '../test/harness';

const PAGE = /* GraphQL */ `{ verificationPage { content fileInProcess } }`;
const FILES = /* GraphQL */ `
  { verificationFiles { __typename
      ... on VerificationFileList { fileInProcess files { fileName status statusCode userEmail downloadUrl availableUntil createdAt errorReason
        summary { active inactive withdrawn notFound invalidGtin limitExceeded } } }
      ... on Problem { code message } } }
`;

/** The verification page and the company's files ('Raporty') over real HTTP; uploads are in `files/files.test.ts`. */
describe('verification queries', () => {
  const stack = stackForTests();

  it('serves the CMS page to anyone', async () => {
    const res = await new Browser(stack.gateway.url).gql<{ verificationPage: { content: string; fileInProcess: boolean } }>(PAGE);
    expect(res.body.data!.verificationPage.content).toMatch(/<\w+/);
    expect(res.body.data!.verificationPage.fileInProcess).toBe(false);
  });

  it('lists the company’s files with their status; a result downloads only while it is ready and not expired', async () => {
    const member = new Browser(stack.gateway.url);
    await member.login('pracownik@demo.test');
    type File = { fileName: string; status: string; downloadUrl: string | null; availableUntil: string; createdAt: string };
    const res = await member.gql<{ verificationFiles: { __typename: string; files: File[] } }>(FILES);
    const files = Object.fromEntries(res.body.data!.verificationFiles.files.map((f) => [f.fileName, f]));
    expect(files['moje_produkty.xlsx']).toMatchObject({ status: 'READY', downloadUrl: expect.stringMatching(/^\/files\/verification\/\d+$/), userEmail: 'firma@demo.test' });
    expect(files['cennik_hurtowy.csv']).toMatchObject({ status: 'ERROR', downloadUrl: null, summary: null, errorReason: expect.stringMatching(/nie zawiera żadnego numeru GTIN/) });
    expect(files['moje_produkty.xlsx']).toMatchObject({ errorReason: null, summary: { active: 4, inactive: 1, withdrawn: 1, notFound: 1, invalidGtin: 1, limitExceeded: 0 } });
    expect(files['produkty_2024_archiwum.xlsx']).toMatchObject({ status: 'READY', downloadUrl: null });
    const ready = files['moje_produkty.xlsx']!;
    expect(Date.parse(ready.availableUntil) - Date.parse(ready.createdAt)).toBe(30 * 86_400_000);
  });

  it('asks a visitor to sign in', async () => {
    const res = await new Browser(stack.gateway.url).gql<{ verificationFiles: { __typename: string } }>(FILES);
    expect(res.body.data!.verificationFiles.__typename).toBe('LoginRequired');
  });
});
