import { PACKAGES, type PackageTerms } from 'schema/validation';
import type { SubscriptionPackage } from '../../gql/graphql';
import { formatNumber } from '../../components/ui/format';

/** The contract's package names in the order of the pricing table, with the spec's terms (§9). */
export const PACKAGE_TERMS: Record<SubscriptionPackage, PackageTerms> = {
  STARTER: PACKAGES[0]!,
  BASIC: PACKAGES[1]!,
  PRO: PACKAGES[2]!,
  UNLIMITED: PACKAGES[3]!,
};

/** A limit as the pages say it: a number with space-separated thousands, or 'bez limitu'. */
export const limitText = (limit: number | null | undefined) => (limit === null || limit === undefined ? 'bez limitu' : formatNumber(limit));
