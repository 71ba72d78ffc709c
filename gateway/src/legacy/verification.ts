import { z } from 'zod';
import { verificationMessages } from 'schema/validation';
import { safeFileName } from '../fileNames';
import { restId } from './answers';
import { DENIED, NO_ACTIVE_MEMBERSHIP, type RefusalRule } from './errors';
import { queryString, type LegacyHttp, type StreamedBody } from './http';

/** Product-file verification: uploads, the company's files, result downloads, the page's CMS content. */

const count = z.number().int().nonnegative().default(0);

export const restVerificationFileSchema = z.object({
  id: restId,
  // Shown to people and named in downloads: without bidi overrides or control characters.
  fileName: z.string().transform(safeFileName),
  createdAt: z.string(),
  userEmail: z.string().nullish(),
  processingStatus: z.number().int(),
  comment: z.string().nullish(),
  // Not in the spec's record (decision 034): the stand-in sends them; an API without them leaves the page without a
  // summary or reason, nothing fails.
  errorReason: z.string().nullish(),
  resultSummary: z
    .object({
      active: count,
      inactive: count,
      withdrawn: count,
      notFound: count,
      invalidGtin: count,
      limitExceeded: count,
    })
    .nullish()
    .catch(null),
});
export type RestVerificationFile = z.infer<typeof restVerificationFileSchema>;

const filesSchema = z.object({ records: z.array(restVerificationFileSchema) });

const verifyDataPageSchema = z.object({ content: z.string().nullish(), fileInProcess: z.boolean().default(false) });

/** Spec §8 "Upload", in match order. A 400 with another detail is a file error the gateway words itself. */
const UPLOAD_REFUSALS = [
  { status: 400, when: verificationMessages.tooLarge, kind: 'tooLarge' },
  { status: 400, when: verificationMessages.badFormat, kind: 'badFormat' },
  { status: 403, when: 'processing', kind: 'fileInProcess' },
  { status: 401, kind: 'limitExhausted' },
  NO_ACTIVE_MEMBERSHIP,
  DENIED,
] as const satisfies readonly RefusalRule<string>[];

/** The API's field error on the file ('server file-error text', §8) lands on the form's file field. */
const UPLOAD_FIELDS = { file: ['file'], description: ['description'] } as const;

const RESULT_REFUSALS = [
  { status: 404, when: verificationMessages.linkExpired, kind: 'expired' },
  { status: 404, when: verificationMessages.notReady, kind: 'notReady' },
  { status: 404, kind: 'notFound' },
  DENIED,
] as const satisfies readonly RefusalRule<string>[];

export class VerificationApi {
  constructor(private readonly http: LegacyHttp) {}

  /** `{id}` is the caller's user id, `{filename}` the name the file is recorded under. */
  upload(membershipId: string, userId: string, fileName: string, body: StreamedBody) {
    return this.http.call(`/repository/${enc(membershipId)}/verify_file/${enc(userId)}/${enc(fileName)}/`, {
      method: 'POST',
      stream: body,
      schema: restVerificationFileSchema,
      auth: 'required',
      refusals: UPLOAD_REFUSALS,
      fields: UPLOAD_FIELDS,
    });
  }

  files(membershipId: string, userId: string) {
    return this.http.call(`/repository/${enc(membershipId)}/get_files/${enc(userId)}/`, {
      schema: filesSchema,
      auth: 'required',
      refusals: [NO_ACTIVE_MEMBERSHIP, DENIED],
    });
  }

  /** The result file (xlsx), streamed. */
  result(companyId: string, fileId: string) {
    return this.http.download(`/repository/${enc(companyId)}/get_file/${enc(fileId)}`, { auth: 'required', refusals: RESULT_REFUSALS });
  }

  /** The `verify-data` CMS page and whether the active company has a file new or processing. */
  page(activeMembershipId: string | null) {
    return this.http.call(`/cms/page_content/verify-data/${queryString({ activeMembershipId })}`, {
      schema: verifyDataPageSchema,
      auth: 'optional',
    });
  }
}

const enc = encodeURIComponent;
