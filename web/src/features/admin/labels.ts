import { ISSUE_ERRORS } from 'schema/validation';
import type { IssueError, IssueStatus, SubscriptionPackage } from '../../gql/graphql';

export const PACKAGE_LABEL: Record<SubscriptionPackage, string> = { STARTER: 'Starter', BASIC: 'Basic', PRO: 'Pro', UNLIMITED: 'Unlimited' };

export const ISSUE_STATUS_LABEL: Record<IssueStatus, string> = {
  NEW: 'Nowe',
  IN_PROGRESS: 'W trakcie',
  RESOLVED: 'Rozwiązane',
  ABANDONED: 'Porzucone',
};

/** The error types with the code the spec shows (EP-0003 …) and their Polish wording. */
export const ISSUE_ERROR_OPTIONS: { value: IssueError; code: string; label: string }[] = (['CONTROL_NUMBER', 'GPC', 'DATA_MISMATCH'] as const).map((value, i) => ({
  value,
  code: ISSUE_ERRORS[i]!.code,
  label: ISSUE_ERRORS[i]!.label,
}));
