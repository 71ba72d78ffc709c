import {
  COMPANY_PROFILES,
  VOIVODESHIPS,
  accountMessages,
  emailSchema,
  nipSchema,
  purposesBody,
  registrationSchema,
  regonSchema,
  voivodeshipOf,
  type RegistrationValues,
} from 'schema/validation';
import type { Resolvers } from './typed';
import { answerRefusal, refuse, refuseCommon } from '../contract/refusal';
import { invalidInput, problem } from '../contract/problems';
import { assertNever } from '../legacy/errors';

/** The registration's REST refusals, each to the contract member of the same meaning. */
const REGISTRY_REFUSAL = { notFound: 'CompanyNotInRegistry' } as const;
const ASSIGNMENT_REFUSAL = {
  emailNotInMemberBase: 'EmailNotInMemberBase',
  userNotAssigned: 'UserNotAssigned',
  companyNotOnPlatform: 'CompanyNotInRegistry',
} as const;

/** `POST /accounts/register/`'s body: the provider's values for the contract's enums; an existing account sends only its e-mail. */
function registrationBody({ company, user, isCompanyRepresentative }: RegistrationValues) {
  return {
    company: {
      ...company,
      district: VOIVODESHIPS[company.district],
      companyProfile: COMPANY_PROFILES[company.companyProfile].value,
      registrationPurposes: purposesBody(company.registrationPurposes),
    },
    user: { email: user.email, ...user.newAccount },
    isCompanyRepresentative,
  };
}

/** The registration wizard (member side §2): what is known of a company and a person, and the registration itself. */
export const registrationResolvers: Resolvers = {
  Query: {
    async registrationCompany(_parent, args, ctx) {
      const parsed = regonSchema.safeParse(args.regon);
      if (!parsed.success) return invalidInput(parsed.error, ['regon']);
      const regon = parsed.data;
      const [state, company] = await Promise.all([ctx.legacy.accounts.registrationState(regon), ctx.legacy.accounts.companyByRegon(regon)]);
      if (!state.ok) return refuse(state.failure);
      if (state.data.haveUserRegistered) return problem('CompanyExists');
      if (state.data.unfinishedRegistration) return problem('RegistrationUnfinished');
      if (!company.ok) return answerRefusal(company.failure, REGISTRY_REFUSAL);
      const { street, city, postalCode, district, country, name, nip } = company.data;
      return {
        __typename: 'RegistryCompany',
        regon,
        nip,
        name,
        street: street ?? null,
        city: city ?? null,
        postalCode: postalCode ?? null,
        district: voivodeshipOf(district),
        country: country || 'Polska',
      };
    },

    async nipAvailability(_parent, args, ctx) {
      const parsed = nipSchema.safeParse(args.nip);
      if (!parsed.success) return invalidInput(parsed.error, ['nip']);
      const answer = await ctx.legacy.accounts.companyByNip(parsed.data);
      if (answer.ok) return answer.data.isRegistered ? problem('NipTaken', { field: ['nip'] }) : { __typename: 'NipAvailable', nip: parsed.data };
      const { kind } = refuseCommon(answer.failure);
      switch (kind) {
        case 'notFound':
          return { __typename: 'NipAvailable', nip: parsed.data };
        default:
          return assertNever(kind);
      }
    },

    async emailCheck(_parent, args, ctx) {
      const parsed = emailSchema.safeParse(args.email);
      if (!parsed.success) return invalidInput(parsed.error, ['email']);
      const answer = await ctx.legacy.accounts.accountByEmail(parsed.data);
      if (answer.ok) return { __typename: 'EmailCheck', email: parsed.data, accountExists: true };
      const { kind } = refuseCommon(answer.failure);
      switch (kind) {
        case 'notFound':
          return { __typename: 'EmailCheck', email: parsed.data, accountExists: false };
        default:
          return assertNever(kind);
      }
    },

    async companyAssignment(_parent, args, ctx) {
      const regon = regonSchema.safeParse(args.regon);
      if (!regon.success) return invalidInput(regon.error, ['regon']);
      const email = emailSchema.safeParse(args.email);
      if (!email.success) return invalidInput(email.error, ['email']);
      const answer = await ctx.legacy.accounts.assignment(regon.data, email.data);
      if (answer.ok) {
        const { membershipId, activated } = answer.data;
        return { __typename: 'CompanyAssignment', membershipId, activated, message: activated ? accountMessages.assignedActive : accountMessages.assignedPending };
      }
      return answerRefusal(answer.failure, ASSIGNMENT_REFUSAL);
    },
  },

  Mutation: {
    async register(_parent, { input }, ctx) {
      const parsed = registrationSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      const answer = await ctx.legacy.accounts.register(registrationBody(parsed.data));
      if (answer.ok) {
        const { membershipId, companyId, subscription } = answer.data;
        ctx.session?.rememberRegistration(membershipId);
        return {
          __typename: 'RegistrationCompleted',
          membershipId,
          companyId,
          subscription: { name: subscription?.name ?? 'free', begins: subscription?.beginSubscriptionDt ?? null, ends: subscription?.endSubscriptionDt ?? null },
          message: accountMessages.companyCreated,
        };
      }
      const { kind } = refuseCommon(answer.failure);
      switch (kind) {
        case 'companyExists':
          return problem('CompanyExists');
        case 'registrationUnfinished':
          return problem('RegistrationUnfinished');
        case 'nipTaken':
          return problem('NipTaken', { field: ['input', 'company', 'nip'] });
        default:
          return assertNever(kind);
      }
    },
  },
};
