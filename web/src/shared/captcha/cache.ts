import type { ApolloCache } from '@apollo/client';
import { CaptchaStateDocument } from './Captcha.generated';

/** After CaptchaRequired/CaptchaRejected the session holds no valid token: the widget must come back. */
export function markCaptchaUnsolved(cache: ApolloCache): void {
  cache.updateQuery({ query: CaptchaStateDocument }, (data) =>
    data ? { captcha: { ...data.captcha, solved: false } } : data,
  );
}
