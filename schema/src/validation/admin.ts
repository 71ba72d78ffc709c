import * as z from 'zod/mini';
import { adminMessages } from './admin-messages';

/**
 * Company administration and the repository of GTIN issues (admin-side §2, §4, §5, §9): page sizes, the
 * sortable columns as the REST API names them, the issue statuses and error types, and the input rules the web
 * forms and the gateway share.
 */
export const COMPANIES_PAGE_SIZE = 10;
export const COMPANY_USERS_PAGE_SIZE = 10;
export const ISSUES_PAGE_SIZE = 10;

/** Free text of the companies search box (sent as `search_multi_match`); blank means no search. */
export const companySearchSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(100, 'Maksymalna ilość znaków to 100')),
  z.transform((v: string) => v || undefined),
);

/** Spec §4: the three error types of an issue, with the wording the repository shows. */
export const ISSUE_ERRORS = [
  { code: 'EP-0003', label: 'Błąd cyfry kontrolnej' },
  { code: 'EP-0005', label: 'Błąd GPC' },
  { code: 'EP-0006', label: 'Niezgodność danych' },
] as const;
export type IssueErrorCode = (typeof ISSUE_ERRORS)[number]['code'];

/** Spec §4: issue statuses; abandoned ones show only when asked for. */
export const ISSUE_STATUSES = ['new_issue', 'in_progress_issue', 'resolved_issue', 'abandoned_issue'] as const;
export type IssueStatusName = (typeof ISSUE_STATUSES)[number];

/** Issue file generation: at least one selected issue (spec §5). */
export const issueSelectionSchema = z.array(z.string().check(z.regex(/^\d+$/, adminMessages.unknownIssue))).check(z.minLength(1, adminMessages.selectIssues));

/** A page number from the address or an argument: 1 or more. */
export const pageNumberSchema = z.int().check(z.minimum(1, 'Numer strony musi być większy od zera'));
