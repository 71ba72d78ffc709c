import type { Resolvers } from './typed';
import type { CaptchaState } from '../__generated__/types';
import type { Context } from '../context';
import { problem } from '../contract/problems';
import { CAPTCHA_CHALLENGE_PATH } from '../security/captcha-challenge';

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
    async submitCaptcha(_parent, { token }, ctx) {
      // Integrators (bearer) need no captcha and have no session to keep one in.
      if (!ctx.session) return { __typename: 'CaptchaState', ...captchaState(ctx) };
      const accepted = await ctx.captcha.accept(token.trim(), ctx.session.id);
      if (!accepted) return problem('CaptchaRejected');
      ctx.session.keepCaptchaToken(accepted.token, accepted.expiresAt);
      return { __typename: 'CaptchaState', ...captchaState(ctx) };
    },
  },
};
