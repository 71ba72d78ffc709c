import { describe, expect, it } from 'vitest';
import { Browser, stackForTests } from '../test/harness';

/**
 * The API's own per-address budget of the anonymous accounts operations (registration, activation, password reset:
 * DRF's AnonRateThrottle, a 429 with Retry-After), as an integrator meets it: `RateLimited` with its reset time, like
 * the catalogue's limits, never an internal error.
 */
/** A registration the gateway's own checks pass (a company of the stand-in's registry), so it reaches the API. */
const validRegistration = {
  company: {
    regon: '527123453',
    nip: '5271234563',
    name: 'Piekarnia Pod Lipami Sp. z o.o.',
    street: 'ul. Lipowa 12',
    city: 'Warszawa',
    postalCode: '00-120',
    district: 'MAZOWIECKIE',
    companyProfile: 'PRODUCTION',
    registrationPurposes: ['USE_SEARCH'],
  },
  user: {
    email: 'jan@piekarnia.test',
    newAccount: {
      firstName: 'Jan',
      lastName: 'Piekarz',
      phoneNumber: '+48 600-700-800',
      confirmedStatute: true,
      agreeToSellingEmails: false,
      agreeToSellingPhones: false,
      agreeToSharingData: false,
      agreeToMarketingEmails: false,
      agreeToMarketingPhones: false,
    },
  },
  isCompanyRepresentative: true,
};

describe("accounts operations over the API's per-address budget", () => {
  const stack = stackForTests({ legacyEnv: { ACCOUNTS_THROTTLE_PER_HOUR: '2' } });

  const RESET = `mutation($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) { __typename ... on RateLimited { resetsAt member } ... on Problem { code message } } }`;
  const ACTIVATE = `mutation($input: ActivateAccountInput!) { activateAccount(input: $input) { __typename ... on RateLimited { resetsAt } ... on Problem { code } } }`;
  const REGISTER = `mutation($input: RegistrationInput!) { register(input: $input) { __typename ... on RateLimited { resetsAt } ... on Problem { code } } }`;

  it('answers RateLimited with resetsAt once the address has used its budget, for reset, activation and registration', async () => {
    const visitor = new Browser(stack.gateway.url);
    const reset = () => visitor.gql<{ requestPasswordReset: Record<string, unknown> }>(RESET, { input: { email: 'firma@demo.test' } });
    expect((await reset()).body.data!.requestPasswordReset.__typename).toBe('PasswordResetRequested');
    expect((await reset()).body.data!.requestPasswordReset.__typename).toBe('PasswordResetRequested');

    const refused = await reset();
    expect(refused.body.errors).toBeUndefined();
    const limited = refused.body.data!.requestPasswordReset as { __typename: string; code: string; resetsAt: string; member: boolean; message: string };
    expect(limited).toMatchObject({ __typename: 'RateLimited', code: 'RATE_LIMITED', member: false });
    const inSeconds = (Date.parse(limited.resetsAt) - Date.now()) / 1000;
    expect(inSeconds).toBeGreaterThan(3500);
    expect(inSeconds).toBeLessThanOrEqual(3600);

    const activation = await visitor.gql<{ activateAccount: { __typename: string } }>(ACTIVATE, { input: { activationId: 'abc', variant: 'BUTTON' } });
    expect(activation.body.data!.activateAccount.__typename).toBe('RateLimited');
    const registration = await visitor.gql<{ register: { __typename: string } }>(REGISTER, { input: validRegistration });
    expect(registration.body.data!.register.__typename).toBe('RateLimited');
  });
});
