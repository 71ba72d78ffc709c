import type { DatabaseDownload, CompanyUser, IssueFile, UserData, VerificationFile } from '../__generated__/types';
import type { PageContentModel } from '../legacy/cms';
import type { RestCompany } from '../legacy/commerce';

/**
 * Types that a mutation answers with the spec's success message and a query reads without one: resolvers set
 * `message` on a mutation's answer, and the field answers '' on a read (`resolvers/success-messages.ts`). It is
 * `String!`, like `Problem.message`, so a client selects both as `message` in one selection.
 */
type Said<T> = Omit<T, 'message'> & { message?: string };

export type UserDataModel = Said<UserData>;
export type CompanyUserModel = Said<CompanyUser>;
export type IssueFileModel = Said<IssueFile>;
export type DatabaseDownloadModel = Said<DatabaseDownload>;
export type VerificationFileModel = Said<VerificationFile>;
export type CompanyDetailsModel = Said<RestCompany>;
export type PageContentSaid = Said<PageContentModel>;
