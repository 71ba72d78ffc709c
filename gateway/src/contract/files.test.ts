import { describe, expect, it } from 'vitest';
import { restVerificationFileSchema } from '../legacy/verification';
import { verificationFile } from './files';

const record = { id: 7, fileName: 'produkty.xlsx', createdAt: '2026-11-20T08:05:00Z', userEmail: 'jan@firma.pl', comment: '' };
const mapped = (fields: Record<string, unknown>) => verificationFile(restVerificationFileSchema.parse({ ...record, ...fields }), Date.parse('2026-11-21T00:00:00Z'));

/** A file's failure reason and result summary are not in the spec's record (decision 034): given when sent, else null. */
describe('a verification file as the contract has it', () => {
  it('has neither a reason nor a summary from an API that sends only the spec’s fields', () => {
    expect(mapped({ processingStatus: 2 })).toMatchObject({ status: 'READY', errorReason: null, summary: null });
    expect(mapped({ processingStatus: -1 })).toMatchObject({ status: 'ERROR', errorReason: null, summary: null });
  });

  it('passes on a failed file’s reason and a ready file’s counts', () => {
    expect(mapped({ processingStatus: -1, errorReason: ' Plik nie zawiera żadnego numeru GTIN ' })).toMatchObject({ errorReason: 'Plik nie zawiera żadnego numeru GTIN', summary: null });
    const resultSummary = { active: 12_345, inactive: 2, withdrawn: 0, notFound: 7, invalidGtin: 1, limitExceeded: 0 };
    expect(mapped({ processingStatus: 2, resultSummary, errorReason: 'stale' })).toMatchObject({ errorReason: null, summary: resultSummary });
  });

  it('leaves out a summary it cannot read, and keeps the file', () => {
    expect(mapped({ processingStatus: 2, resultSummary: { active: -1 } })).toMatchObject({ status: 'READY', summary: null });
    expect(mapped({ processingStatus: 2, resultSummary: 'many' })).toMatchObject({ status: 'READY', summary: null });
  });
});
