import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONSENT_FIELDS, confirmedStatuteSchema, consentSchema, consentsShape } from './consents';

describe('statute and consents', () => {
  it('wants the statute accepted', () => {
    expect(confirmedStatuteSchema.safeParse(true).success).toBe(true);
    expect(confirmedStatuteSchema.safeParse(false).error?.issues[0]?.message).toBe('Wymagane potwierdzenie warunków');
    expect(confirmedStatuteSchema.safeParse(null).error?.issues[0]?.message).toBe('Wymagane potwierdzenie warunków');
  });

  it('takes a yes or a no for each consent, and refuses an unanswered one', () => {
    expect(consentSchema.safeParse(true).success).toBe(true);
    expect(consentSchema.safeParse(false).success).toBe(true);
    expect(consentSchema.safeParse(null).error?.issues[0]?.message).toBe('Pole wymagane');
  });

  it('asks all five', () => {
    expect(CONSENT_FIELDS).toHaveLength(5);
    const result = z.object(consentsShape).safeParse({ confirmedStatute: true, agreeToSellingEmails: false });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(
      ['agreeToMarketingEmails', 'agreeToMarketingPhones', 'agreeToSellingPhones', 'agreeToSharingData'].sort(),
    );
  });
});
