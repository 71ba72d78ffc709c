import type { CaptchaState, Resolvers } from '../__generated__/resolvers';
import type { Context } from '../context';

/** Path of the gateway route the ALTCHA widget fetches its challenge from. */
export const CAPTCHA_CHALLENGE_PATH = '/captcha/challenge';

const MAX_TOKEN_LENGTH = 8192;

function captchaState(ctx: Context): CaptchaState {
  const { provider, siteKey } = ctx.config.captcha;
  return {
    provider: provider === 'altcha' ? 'ALTCHA' : 'RECAPTCHA',
    challengeUrl: provider === 'altcha' ? CAPTCHA_CHALLENGE_PATH : null,
    siteKey,
    solved: !!ctx.session?.captchaToken,
    expiresAt: ctx.session?.captchaExpiresAt ? new Date(ctx.session.captchaExpiresAt).toISOString() : null,
  };
}

export const captchaResolvers: Resolvers = {
  Query: {
    captcha: (_parent, _args, ctx) => captchaState(ctx),
  },
  Mutation: {
    submitCaptcha(_parent, { token }, ctx) {
      const trimmed = token.trim();
      // The catalogue judges the token on the next lookup; here only obvious garbage is refused.
      if (ctx.session && trimmed.length > 0 && trimmed.length <= MAX_TOKEN_LENGTH) ctx.session.keepCaptchaToken(trimmed);
      return captchaState(ctx);
    },
  },
};
