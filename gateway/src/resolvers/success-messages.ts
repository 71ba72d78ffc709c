import type { Resolvers } from './typed';

const said = (parent: { message?: string }) => parent.message ?? '';

/** `message` of the types a mutation answers with the spec's success message: '' when a query reads them. */
export const successMessageResolvers: Resolvers = {
  UserData: { message: said },
  CompanyUser: { message: said },
  IssueFile: { message: said },
  DatabaseDownload: { message: said },
  VerificationFile: { message: said },
  CompanyDetails: { message: said },
  PageContent: { message: said },
};
