/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What the company does (both lists of the specification are accepted). */
export type CompanyProfile =
  /** Applications for consumers. */
  | 'CONSUMER_IT_APPS'
  /** IT solutions for companies. */
  | 'CORPORATE_IT_SOLUTIONS'
  /** Solutions for the deposit system. */
  | 'DEPOSIT_SYSTEM_SOLUTIONS'
  /** IT company (earlier list). */
  | 'IT_COMPANY'
  /** Logistics services. */
  | 'LOGISTIC_SERVICES'
  /** Marketplace (earlier list). */
  | 'MARKETPLACE'
  /** Sale in shops. */
  | 'OFFLINE_SALE'
  /** Online sale. */
  | 'ONLINE_SALE'
  /** Something else. */
  | 'OTHER'
  /** Production. */
  | 'PRODUCTION'
  /** Product catalogue (earlier list). */
  | 'PRODUCT_CATALOG'
  /** Market research agency (earlier list). */
  | 'RESEARCH_AGENCY'
  /** Retail chain. */
  | 'RETAIL_NETWORK'
  /** University (earlier list). */
  | 'UNIVERSITY';

/** Personal data of a person who has no account yet. */
export type NewAccountInput = {
  /** Consent to marketing by e-mail. */
  agreeToMarketingEmails: boolean;
  /** Consent to marketing phone calls. */
  agreeToMarketingPhones: boolean;
  /** Consent to commercial information by e-mail. */
  agreeToSellingEmails: boolean;
  /** Consent to commercial phone calls. */
  agreeToSellingPhones: boolean;
  /** Consent to sharing the data with partners. */
  agreeToSharingData: boolean;
  /** The statute is accepted; must be true. */
  confirmedStatute: boolean;
  /** First name, 2–50 characters. */
  firstName: string;
  /** Last name, 2–50 characters. */
  lastName: string;
  /** Mobile phone, `+48` and nine digits (the mask's spaces and dashes are ignored). */
  phoneNumber: string;
};

/** Closed set of expected failures the gateway reports as data. */
export type ProblemCode =
  /** The membership of this activation link is already active. */
  | 'ACCOUNT_ALREADY_ACTIVE'
  /** The API refused the activation for a reason the form cannot show on a field. */
  | 'ACTIVATION_FAILED'
  /** The captcha token was refused by the catalogue; it has been dropped and must be solved again. */
  | 'CAPTCHA_REJECTED'
  /** An anonymous lookup needs a solved captcha first. */
  | 'CAPTCHA_REQUIRED'
  /** A user of this company has already activated an account: the company is registered. */
  | 'COMPANY_EXISTS'
  /** The company does not exist. */
  | 'COMPANY_NOT_FOUND'
  /** A database generation is already running for the company. */
  | 'DATABASE_ALREADY_GENERATING'
  /** The company's access to the database download is switched off. */
  | 'DOWNLOAD_ACCESS_DISABLED'
  /** The package's download limit is used up. */
  | 'DOWNLOAD_LIMIT_EXHAUSTED'
  /** The company's package includes no database download. */
  | 'DOWNLOAD_NOT_IN_PACKAGE'
  /** The e-mail belongs to no member of the company's platform members. */
  | 'EMAIL_NOT_IN_MEMBER_BASE'
  /** A file of the company is still being verified; only one at a time. */
  | 'FILE_IN_PROCESS'
  /** The result is not ready yet. */
  | 'FILE_NOT_READY'
  /** The file is larger than its form accepts. */
  | 'FILE_TOO_LARGE'
  /** The file's extension or contents are not of a kind its form accepts. */
  | 'FILE_TYPE_NOT_ALLOWED'
  /** E-mail or password is wrong. */
  | 'INVALID_CREDENTIALS'
  /** The string is not a valid GTIN (length 8, 12, 13 or 14, digits only, correct check digit). */
  | 'INVALID_GTIN'
  /** The company would be left without a representative. */
  | 'LAST_REPRESENTATIVE'
  /** A link that no longer works: a verification result older than 30 days, or an e-mailed activation or reset link that is unknown, expired, replaced or used. */
  | 'LINK_EXPIRED'
  /** This needs a signed-in member (e.g. a GTIN from the global registry). */
  | 'LOGIN_REQUIRED'
  /** The membership cannot be chosen (unknown or not activated). */
  | 'MEMBERSHIP_NOT_AVAILABLE'
  /** Another company on the platform has this NIP. */
  | 'NIP_TAKEN'
  /** Nothing was found for this number. */
  | 'NOT_FOUND'
  /** The number was not issued by the national organisation; check it in the global lookup service. */
  | 'NOT_FROM_ORGANISATION'
  /** Only members with an activated membership in a company may use verification. */
  | 'NO_ACTIVE_MEMBERSHIP'
  /** Anonymous visitors may only use the first three result pages. */
  | 'OFFSET_NOT_ALLOWED'
  /** The package cannot be ordered now (the company is not on Starter). */
  | 'ORDER_NOT_AVAILABLE'
  /** The company already has an order awaiting payment. */
  | 'ORDER_PENDING'
  /** Nobody can change or remove their own membership. */
  | 'OWN_MEMBERSHIP'
  /** The active membership lacks the permission this needs. */
  | 'PERMISSION_DENIED'
  /** The chosen role is the one the user already has. */
  | 'PERMISSION_NOT_CHANGED'
  /** The lookup limit is used up for now. */
  | 'RATE_LIMITED'
  /** The company was registered but nobody activated it yet; the activation link was e-mailed. */
  | 'REGISTRATION_UNFINISHED'
  /** The selection has more products than the package has left. */
  | 'SELECTION_EXCEEDS_LIMIT'
  /** The catalogue cannot answer right now; the rest of the response is unaffected. Try again later. */
  | 'SERVICE_UNAVAILABLE'
  /** The signed-in session has ended (its refresh token expired or was revoked); sign in again. */
  | 'SESSION_EXPIRED'
  /** More GTINs than one `products` field takes. */
  | 'TOO_MANY_GTINS'
  /** Too many products match; refine the filters or download the database. */
  | 'TOO_MANY_RESULTS'
  /** No active account has this e-mail. */
  | 'UNKNOWN_ACCOUNT_EMAIL'
  /** The person already has the most uploads in progress the gateway allows at a time. */
  | 'UPLOADS_IN_PROGRESS'
  /** The API could not take the file (it failed, was too slow, or refused it without saying why). */
  | 'UPLOAD_FAILED'
  /** The upload stopped moving, or moved slower than the gateway's minimum rate, and was cut; nothing was kept. */
  | 'UPLOAD_TOO_SLOW'
  /** The person was already invited and has not activated yet. */
  | 'USER_ALREADY_INVITED'
  /** The person is already an active member of the company. */
  | 'USER_ALREADY_IN_COMPANY'
  /** The account exists but has no membership in this company. */
  | 'USER_NOT_ASSIGNED'
  /** Input failed a validation rule; `field` names it. */
  | 'VALIDATION_FAILED'
  /** The package's verification limit is used up. */
  | 'VERIFICATION_LIMIT_REACHED'
  /** The current password given is wrong. */
  | 'WRONG_CURRENT_PASSWORD';

/** The company being registered. */
export type RegistrationCompanyInput = {
  /** City, at most 130 characters. */
  city: string;
  /** What the company does. */
  companyProfile: CompanyProfile;
  /** Country; only Polska. */
  country?: string;
  /** Voivodeship. */
  district: Voivodeship;
  /** Registered name, at most 130 characters. */
  name: string;
  /** NIP, 10 digits with a valid check digit; dashes allowed. */
  nip: string;
  /** Postal code, 00-000. */
  postalCode: string;
  /** Why it registers; at least one. */
  registrationPurposes: Array<RegistrationPurpose>;
  /** REGON, 9 or 14 digits with a valid check digit. */
  regon: string;
  /** Street and number, at most 130 characters. */
  street: string;
  /** Web page, at most 130 characters. */
  webPage?: string | null | undefined;
};

/** What the person types when registering a company. */
export type RegistrationInput = {
  /** The company. */
  company: RegistrationCompanyInput;
  /** The person declares they represent the company; must be true. */
  isCompanyRepresentative: boolean;
  /** The person, who becomes the company's first administrator. */
  user: RegistrationUserInput;
};

/** Why the company registers; at least one is needed. */
export type RegistrationPurpose =
  /** Checking many GTINs from a file. */
  | 'CHECK_MULTIPLE_GTINS'
  /** Verifying the company's own GTINs. */
  | 'CHECK_MY_GTINS'
  /** Checking single GTINs. */
  | 'CHECK_SINGLE_GTIN'
  /** Downloading the database. */
  | 'DOWNLOAD_DATABASE'
  /** Generating 2D codes. */
  | 'GENERATE_CODE_QR'
  /** Using the catalogue search. */
  | 'USE_SEARCH';

/** The person registering the company. */
export type RegistrationUserInput = {
  /** E-mail; compared lower-cased. An e-mail that already has an account keeps that account's data. */
  email: string;
  /** Personal data, statute and consents of a new account; null when the e-mail already has an account. */
  newAccount?: NewAccountInput | null | undefined;
};

/** One of the 16 voivodeships (the company's `district`). */
export type Voivodeship =
  /** dolnośląskie */
  | 'DOLNOSLASKIE'
  /** kujawsko-pomorskie */
  | 'KUJAWSKO_POMORSKIE'
  /** łódzkie */
  | 'LODZKIE'
  /** lubelskie */
  | 'LUBELSKIE'
  /** lubuskie */
  | 'LUBUSKIE'
  /** małopolskie */
  | 'MALOPOLSKIE'
  /** mazowieckie */
  | 'MAZOWIECKIE'
  /** opolskie */
  | 'OPOLSKIE'
  /** podkarpackie */
  | 'PODKARPACKIE'
  /** podlaskie */
  | 'PODLASKIE'
  /** pomorskie */
  | 'POMORSKIE'
  /** śląskie */
  | 'SLASKIE'
  /** świętokrzyskie */
  | 'SWIETOKRZYSKIE'
  /** warmińsko-mazurskie */
  | 'WARMINSKO_MAZURSKIE'
  /** wielkopolskie */
  | 'WIELKOPOLSKIE'
  /** zachodniopomorskie */
  | 'ZACHODNIOPOMORSKIE';

export type RegistrationCompanyQueryVariables = Exact<{
  regon: string;
}>;


export type RegistrationCompanyQuery = { registrationCompany:
    | { __typename: 'CompanyExists', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'CompanyNotInRegistry', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'RateLimited', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'RegistrationUnfinished', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'RegistryCompany', regon: string, nip: string, name: string, street: string | null, city: string | null, postalCode: string | null, district: Types.Voivodeship | null, country: string }
    | { __typename: 'ValidationFailed', code: Types.ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export type NipAvailabilityQueryVariables = Exact<{
  nip: string;
}>;


export type NipAvailabilityQuery = { nipAvailability:
    | { __typename: 'NipAvailable' }
    | { __typename: 'NipTaken', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationFailed', message: string }
   };

export type EmailCheckQueryVariables = Exact<{
  email: string;
}>;


export type EmailCheckQuery = { emailCheck:
    | { __typename: 'EmailCheck', email: string, accountExists: boolean }
    | { __typename: 'RateLimited' }
    | { __typename: 'ValidationFailed' }
   };

export type RegisterMutationVariables = Exact<{
  input: Types.RegistrationInput;
}>;


export type RegisterMutation = { register:
    | { __typename: 'CompanyExists', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'NipTaken', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'RateLimited', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'RegistrationCompleted', membershipId: string, message: string }
    | { __typename: 'RegistrationUnfinished', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: Types.ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };


export const RegistrationCompanyDocument = {"__meta__":{"hash":"59fb7fa28e099e4a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regon"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"regon"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regon"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistryCompany"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regon"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RegistrationCompanyQuery, RegistrationCompanyQueryVariables>;
export const NipAvailabilityDocument = {"__meta__":{"hash":"c7d09f700b5ab260"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NipAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nipAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<NipAvailabilityQuery, NipAvailabilityQueryVariables>;
export const EmailCheckDocument = {"__meta__":{"hash":"348bcb377f2ee7c3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accountExists"}}]}}]}}]}}]} as unknown as DocumentNode<EmailCheckQuery, EmailCheckQueryVariables>;
export const RegisterDocument = {"__meta__":{"hash":"7f53eb5ffb792097"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationCompleted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;