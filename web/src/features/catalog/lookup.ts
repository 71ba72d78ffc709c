import type { ProductCardQuery } from '../../gql/graphql';

export type LookupResult = ProductCardQuery['product'];
export type ProductResult = Extract<LookupResult, { __typename: 'Product' }>;
export type ProblemResult = Exclude<LookupResult, { __typename: 'Product' }>;

export function isCaptchaProblem(result: { __typename: string }): boolean {
  return result.__typename === 'CaptchaRequired' || result.__typename === 'CaptchaRejected';
}
