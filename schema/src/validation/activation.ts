import * as z from 'zod/mini';
import { consentsShape } from './consents';
import { newPasswordPair } from './password';
import { personNameSchema } from './person-name';
import { phoneSchema } from './phone';

/** The three activation forms (spec §4 "Activation variant"). */
export const ACTIVATION_VARIANTS = ['FULL', 'PASSWORD', 'BUTTON'] as const;
export type ActivationVariant = (typeof ACTIVATION_VARIANTS)[number];

/**
 * Spec §4: an account without a full registration fills in everything; a full registration with an activated
 * membership elsewhere only confirms; otherwise the person only sets a password.
 */
export function activationVariant(isFullRegistration: boolean, hasUserActivatedMembership: boolean): ActivationVariant {
  if (!isFullRegistration) return 'FULL';
  return hasUserActivatedMembership ? 'BUTTON' : 'PASSWORD';
}

const passwordPair = newPasswordPair('password', 'passwordRepeat');

/** What each variant's form sends. */
export const activationFormSchemas = {
  FULL: z.intersection(z.object({ firstName: personNameSchema, lastName: personNameSchema, phoneNumber: phoneSchema, ...consentsShape }), passwordPair),
  PASSWORD: passwordPair,
  BUTTON: z.object({}),
} as const;

export type FullActivationValues = z.input<(typeof activationFormSchemas)['FULL']>;
export type PasswordValues = z.input<typeof passwordPair>;
