import type * as Types from './types';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerModel, RestUser, RestMembership, RestMembershipCompany } from '../legacy/session';
import type { RestProduct, RestProductCompany, RestCategoryNode } from '../legacy/catalog';
import type { RestCompanyListItem, RestIssueRow } from '../legacy/admin';
import type { CompanyDetailsModel, PageContentSaid, UserDataModel, CompanyUserModel, IssueFileModel, DatabaseDownloadModel, VerificationFileModel } from '../contract/said';
import type { RestCompany } from '../legacy/commerce';
import type { Gs1CodeModel } from '../legacy/generator';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Types.Maybe<TTypes> | Promise<Types.Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  ActivateAccountResult:
    | ( Types.AccountActivated & { __typename: 'AccountActivated' } )
    | ( Types.AccountAlreadyActive & { __typename: 'AccountAlreadyActive' } )
    | ( Types.ActivationFailed & { __typename: 'ActivationFailed' } )
    | ( Types.LinkExpired & { __typename: 'LinkExpired' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  ActivationResult:
    | ( Types.AccountAlreadyActive & { __typename: 'AccountAlreadyActive' } )
    | ( Types.Activation & { __typename: 'Activation' } )
    | ( Types.LinkExpired & { __typename: 'LinkExpired' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
  ;
  AdminCompaniesResult:
    | ( Omit<Types.CompanyListPage, 'companies'> & { companies: Array<_RefType['CompanyListItem']> } & { __typename: 'CompanyListPage' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  AdminCompanyResult:
    | ( CompanyDetailsModel & { __typename: 'CompanyDetails' } )
    | ( Types.CompanyNotFound & { __typename: 'CompanyNotFound' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
  ;
  AdminCompanyUserResult:
    | ( CompanyUserModel & { __typename: 'CompanyUser' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.MembershipNotFound & { __typename: 'MembershipNotFound' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
  ;
  AdminCompanyUsersResult:
    | ( Omit<Types.AdminCompanyUsersPage, 'users'> & { users: Array<_RefType['CompanyUser']> } & { __typename: 'AdminCompanyUsersPage' } )
    | ( Types.CompanyNotFound & { __typename: 'CompanyNotFound' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  CatalogSearchResult:
    | ( Types.CaptchaRejected & { __typename: 'CaptchaRejected' } )
    | ( Types.CaptchaRequired & { __typename: 'CaptchaRequired' } )
    | ( Omit<Types.CatalogPage, 'products'> & { products: Array<_RefType['Product']> } & { __typename: 'CatalogPage' } )
    | ( Types.InvalidGtin & { __typename: 'InvalidGtin' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.NoProductsFound & { __typename: 'NoProductsFound' } )
    | ( Types.NotFromOrganisation & { __typename: 'NotFromOrganisation' } )
    | ( Types.OffsetNotAllowed & { __typename: 'OffsetNotAllowed' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.ProductNotFound & { __typename: 'ProductNotFound' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.TooManyResults & { __typename: 'TooManyResults' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  CatalogSuggestionsResult:
    | ( Types.CatalogSuggestions & { __typename: 'CatalogSuggestions' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
  ;
  CategoryTreeResult:
    | ( Omit<Types.CategoryTree, 'segments'> & { segments: Array<_RefType['CategoryNode']> } & { __typename: 'CategoryTree' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
  ;
  ChangePasswordResult:
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PasswordChanged & { __typename: 'PasswordChanged' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
    | ( Types.WrongCurrentPassword & { __typename: 'WrongCurrentPassword' } )
  ;
  CompanyAssignmentResult:
    | ( Types.CompanyAssignment & { __typename: 'CompanyAssignment' } )
    | ( Types.CompanyNotInRegistry & { __typename: 'CompanyNotInRegistry' } )
    | ( Types.EmailNotInMemberBase & { __typename: 'EmailNotInMemberBase' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
    | ( Types.UserNotAssigned & { __typename: 'UserNotAssigned' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  CompanyUsersResult:
    | ( Omit<Types.CompanyUsersPage, 'records'> & { records: Array<_RefType['CompanyUser']> } & { __typename: 'CompanyUsersPage' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  DataPoolsResult:
    | ( Types.DataPoolList & { __typename: 'DataPoolList' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
  ;
  DatabaseDownloadResult:
    | ( DatabaseDownloadModel & { __typename: 'DatabaseDownload' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
  ;
  DeleteCompanyMembershipResult:
    | ( Types.CompanyNotFound & { __typename: 'CompanyNotFound' } )
    | ( Types.LastRepresentative & { __typename: 'LastRepresentative' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.MembershipDeleted & { __typename: 'MembershipDeleted' } )
    | ( Types.MembershipNotFound & { __typename: 'MembershipNotFound' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.OwnMembership & { __typename: 'OwnMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
  ;
  DeleteMembershipResult:
    | ( Types.LastRepresentative & { __typename: 'LastRepresentative' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.MembershipDeleted & { __typename: 'MembershipDeleted' } )
    | ( Types.MembershipNotFound & { __typename: 'MembershipNotFound' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.OwnMembership & { __typename: 'OwnMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
  ;
  EmailCheckResult:
    | ( Types.EmailCheck & { __typename: 'EmailCheck' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  GenerateDatabaseResult:
    | ( Types.DatabaseAlreadyGenerating & { __typename: 'DatabaseAlreadyGenerating' } )
    | ( DatabaseDownloadModel & { __typename: 'DatabaseDownload' } )
    | ( Types.DownloadAccessDisabled & { __typename: 'DownloadAccessDisabled' } )
    | ( Types.DownloadLimitExhausted & { __typename: 'DownloadLimitExhausted' } )
    | ( Types.DownloadNotInPackage & { __typename: 'DownloadNotInPackage' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.NoProductsFound & { __typename: 'NoProductsFound' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SelectionExceedsLimit & { __typename: 'SelectionExceedsLimit' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  GenerateIssueFileResult:
    | ( IssueFileModel & { __typename: 'IssueFile' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  Gs1CodesResult:
    | ( Omit<Types.Gs1Codes, 'dataMatrix' | 'qrCode'> & { dataMatrix: _RefType['Gs1Code'], qrCode: _RefType['Gs1Code'] } & { __typename: 'Gs1Codes' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  GtinLicenceResult:
    | ( Types.GtinLicence & { __typename: 'GtinLicence' } )
    | ( Types.InvalidGtin & { __typename: 'InvalidGtin' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
  ;
  InviteUserResult:
    | ( Types.InvitationSent & { __typename: 'InvitationSent' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.UserAlreadyInCompany & { __typename: 'UserAlreadyInCompany' } )
    | ( Types.UserAlreadyInvited & { __typename: 'UserAlreadyInvited' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  IssueFileResult:
    | ( IssueFileModel & { __typename: 'IssueFile' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
  ;
  LoginResult:
    | ( Types.CaptchaRequired & { __typename: 'CaptchaRequired' } )
    | ( Types.InvalidCredentials & { __typename: 'InvalidCredentials' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
    | ( ViewerModel & { __typename: 'Viewer' } )
  ;
  MyCompanyResult:
    | ( CompanyDetailsModel & { __typename: 'CompanyDetails' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
  ;
  NipAvailabilityResult:
    | ( Types.NipAvailable & { __typename: 'NipAvailable' } )
    | ( Types.NipTaken & { __typename: 'NipTaken' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  OrderSubscriptionResult:
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.OrderNotAvailable & { __typename: 'OrderNotAvailable' } )
    | ( Types.OrderPending & { __typename: 'OrderPending' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.SubscriptionOrdered & { __typename: 'SubscriptionOrdered' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  PasswordResetLinkResult:
    | ( Types.LinkExpired & { __typename: 'LinkExpired' } )
    | ( Types.PasswordResetLink & { __typename: 'PasswordResetLink' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
  ;
  ProductCountersResult:
    | ( Types.ProductCounters & { __typename: 'ProductCounters' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
    | ( Types.ServiceUnavailable & { __typename: 'ServiceUnavailable' } )
  ;
  ProductLookupResult:
    | ( Types.CaptchaRejected & { __typename: 'CaptchaRejected' } )
    | ( Types.CaptchaRequired & { __typename: 'CaptchaRequired' } )
    | ( Types.InvalidGtin & { __typename: 'InvalidGtin' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NotFromOrganisation & { __typename: 'NotFromOrganisation' } )
    | ( RestProduct & { __typename: 'Product' } )
    | ( Types.ProductNotFound & { __typename: 'ProductNotFound' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
  ;
  ProductsLookupResult:
    | ( Omit<Types.ProductLookups, 'lookups'> & { lookups: Array<_RefType['ProductLookup']> } & { __typename: 'ProductLookups' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.TooManyGtins & { __typename: 'TooManyGtins' } )
  ;
  RegisterResult:
    | ( Types.CompanyExists & { __typename: 'CompanyExists' } )
    | ( Types.NipTaken & { __typename: 'NipTaken' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
    | ( Types.RegistrationCompleted & { __typename: 'RegistrationCompleted' } )
    | ( Types.RegistrationUnfinished & { __typename: 'RegistrationUnfinished' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  RegistrationCompanyResult:
    | ( Types.CompanyExists & { __typename: 'CompanyExists' } )
    | ( Types.CompanyNotInRegistry & { __typename: 'CompanyNotInRegistry' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
    | ( Types.RegistrationUnfinished & { __typename: 'RegistrationUnfinished' } )
    | ( Types.RegistryCompany & { __typename: 'RegistryCompany' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  RepositoryCompaniesResult:
    | ( Types.CompanyOptions & { __typename: 'CompanyOptions' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
  ;
  RepositoryIssuesResult:
    | ( Omit<Types.IssuePage, 'rows'> & { rows: Array<_RefType['IssueRow']> } & { __typename: 'IssuePage' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  RequestPasswordResetResult:
    | ( Types.PasswordResetRequested & { __typename: 'PasswordResetRequested' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
    | ( Types.UnknownAccountEmail & { __typename: 'UnknownAccountEmail' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  ResetPasswordResult:
    | ( Types.LinkExpired & { __typename: 'LinkExpired' } )
    | ( Types.PasswordReset & { __typename: 'PasswordReset' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  SavePageContentResult:
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( PageContentSaid & { __typename: 'PageContent' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  SetCompanyDownloadAccessResult:
    | ( CompanyDetailsModel & { __typename: 'CompanyDetails' } )
    | ( Types.CompanyNotFound & { __typename: 'CompanyNotFound' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  SetUserPermissionResult:
    | ( CompanyUserModel & { __typename: 'CompanyUser' } )
    | ( Types.LastRepresentative & { __typename: 'LastRepresentative' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.MembershipNotFound & { __typename: 'MembershipNotFound' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.OwnMembership & { __typename: 'OwnMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.PermissionNotChanged & { __typename: 'PermissionNotChanged' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  SubmitCaptchaResult:
    | ( Types.CaptchaRejected & { __typename: 'CaptchaRejected' } )
    | ( Types.CaptchaState & { __typename: 'CaptchaState' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
  ;
  SwitchMembershipResult:
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.MembershipNotAvailable & { __typename: 'MembershipNotAvailable' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( ViewerModel & { __typename: 'Viewer' } )
  ;
  UpdateUserDataResult:
    | ( Types.LastRepresentative & { __typename: 'LastRepresentative' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( UserDataModel & { __typename: 'UserData' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
  ;
  UserDataResult:
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( UserDataModel & { __typename: 'UserData' } )
  ;
  VerificationFilesResult:
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Omit<Types.VerificationFileList, 'files'> & { files: Array<_RefType['VerificationFile']> } & { __typename: 'VerificationFileList' } )
  ;
}>;

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Problem:
    | ( Types.AccountAlreadyActive & { __typename: 'AccountAlreadyActive' } )
    | ( Types.ActivationFailed & { __typename: 'ActivationFailed' } )
    | ( Types.AttachmentNotAllowed & { __typename: 'AttachmentNotAllowed' } )
    | ( Types.CaptchaRejected & { __typename: 'CaptchaRejected' } )
    | ( Types.CaptchaRequired & { __typename: 'CaptchaRequired' } )
    | ( Types.CompanyExists & { __typename: 'CompanyExists' } )
    | ( Types.CompanyNotFound & { __typename: 'CompanyNotFound' } )
    | ( Types.CompanyNotInRegistry & { __typename: 'CompanyNotInRegistry' } )
    | ( Types.DatabaseAlreadyGenerating & { __typename: 'DatabaseAlreadyGenerating' } )
    | ( Types.DownloadAccessDisabled & { __typename: 'DownloadAccessDisabled' } )
    | ( Types.DownloadLimitExhausted & { __typename: 'DownloadLimitExhausted' } )
    | ( Types.DownloadNotInPackage & { __typename: 'DownloadNotInPackage' } )
    | ( Types.EmailNotInMemberBase & { __typename: 'EmailNotInMemberBase' } )
    | ( Types.FieldProblem & { __typename: 'FieldProblem' } )
    | ( Types.FileInProcess & { __typename: 'FileInProcess' } )
    | ( Types.FileNotFound & { __typename: 'FileNotFound' } )
    | ( Types.FileNotReady & { __typename: 'FileNotReady' } )
    | ( Types.FileTooLarge & { __typename: 'FileTooLarge' } )
    | ( Types.FileTypeNotAllowed & { __typename: 'FileTypeNotAllowed' } )
    | ( Types.InvalidCredentials & { __typename: 'InvalidCredentials' } )
    | ( Types.InvalidGtin & { __typename: 'InvalidGtin' } )
    | ( Types.LastRepresentative & { __typename: 'LastRepresentative' } )
    | ( Types.LinkExpired & { __typename: 'LinkExpired' } )
    | ( Types.LoginRequired & { __typename: 'LoginRequired' } )
    | ( Types.MembershipNotAvailable & { __typename: 'MembershipNotAvailable' } )
    | ( Types.MembershipNotFound & { __typename: 'MembershipNotFound' } )
    | ( Types.NipTaken & { __typename: 'NipTaken' } )
    | ( Types.NoActiveMembership & { __typename: 'NoActiveMembership' } )
    | ( Types.NoProductsFound & { __typename: 'NoProductsFound' } )
    | ( Types.NotFromOrganisation & { __typename: 'NotFromOrganisation' } )
    | ( Types.OffsetNotAllowed & { __typename: 'OffsetNotAllowed' } )
    | ( Types.OrderNotAvailable & { __typename: 'OrderNotAvailable' } )
    | ( Types.OrderPending & { __typename: 'OrderPending' } )
    | ( Types.OwnMembership & { __typename: 'OwnMembership' } )
    | ( Types.PermissionDenied & { __typename: 'PermissionDenied' } )
    | ( Types.PermissionNotChanged & { __typename: 'PermissionNotChanged' } )
    | ( Types.ProductNotFound & { __typename: 'ProductNotFound' } )
    | ( Types.RateLimited & { __typename: 'RateLimited' } )
    | ( Types.RegistrationUnfinished & { __typename: 'RegistrationUnfinished' } )
    | ( Types.SelectionExceedsLimit & { __typename: 'SelectionExceedsLimit' } )
    | ( Types.ServiceUnavailable & { __typename: 'ServiceUnavailable' } )
    | ( Types.SessionExpired & { __typename: 'SessionExpired' } )
    | ( Types.TooManyGtins & { __typename: 'TooManyGtins' } )
    | ( Types.TooManyResults & { __typename: 'TooManyResults' } )
    | ( Types.UnknownAccountEmail & { __typename: 'UnknownAccountEmail' } )
    | ( Types.UploadFailed & { __typename: 'UploadFailed' } )
    | ( Types.UploadTooSlow & { __typename: 'UploadTooSlow' } )
    | ( Types.UploadsInProgress & { __typename: 'UploadsInProgress' } )
    | ( Types.UserAlreadyInCompany & { __typename: 'UserAlreadyInCompany' } )
    | ( Types.UserAlreadyInvited & { __typename: 'UserAlreadyInvited' } )
    | ( Types.UserNotAssigned & { __typename: 'UserNotAssigned' } )
    | ( Types.ValidationFailed & { __typename: 'ValidationFailed' } )
    | ( Types.VerificationLimitReached & { __typename: 'VerificationLimitReached' } )
    | ( Types.WrongCurrentPassword & { __typename: 'WrongCurrentPassword' } )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccountActivated: ResolverTypeWrapper<Types.AccountActivated>;
  AccountAlreadyActive: ResolverTypeWrapper<Types.AccountAlreadyActive>;
  ActivateAccountInput: Types.ActivateAccountInput;
  ActivateAccountResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ActivateAccountResult']>;
  Activation: ResolverTypeWrapper<Types.Activation>;
  ActivationFailed: ResolverTypeWrapper<Types.ActivationFailed>;
  ActivationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ActivationResult']>;
  ActivationVariant: Types.ActivationVariant;
  AdminCompaniesResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminCompaniesResult']>;
  AdminCompanyResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminCompanyResult']>;
  AdminCompanyUserResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminCompanyUserResult']>;
  AdminCompanyUsersPage: ResolverTypeWrapper<Omit<Types.AdminCompanyUsersPage, 'users'> & { users: Array<ResolversTypes['CompanyUser']> }>;
  AdminCompanyUsersResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminCompanyUsersResult']>;
  AnalyticsScript: ResolverTypeWrapper<Types.AnalyticsScript>;
  AnalyticsScriptKind: Types.AnalyticsScriptKind;
  ApiDocumentation: ResolverTypeWrapper<Types.ApiDocumentation>;
  AttachmentNotAllowed: ResolverTypeWrapper<Types.AttachmentNotAllowed>;
  AuthRequirement: Types.AuthRequirement;
  Boolean: ResolverTypeWrapper<Types.Scalars['Boolean']['output']>;
  CaptchaProvider: Types.CaptchaProvider;
  CaptchaRejected: ResolverTypeWrapper<Types.CaptchaRejected>;
  CaptchaRequired: ResolverTypeWrapper<Types.CaptchaRequired>;
  CaptchaState: ResolverTypeWrapper<Types.CaptchaState>;
  CatalogFilter: Types.CatalogFilter;
  CatalogPage: ResolverTypeWrapper<Omit<Types.CatalogPage, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  CatalogSearchResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CatalogSearchResult']>;
  CatalogSuggestions: ResolverTypeWrapper<Types.CatalogSuggestions>;
  CatalogSuggestionsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CatalogSuggestionsResult']>;
  CategoryLevel: ResolverTypeWrapper<Types.CategoryLevel>;
  CategoryNode: ResolverTypeWrapper<RestCategoryNode>;
  CategoryTree: ResolverTypeWrapper<Omit<Types.CategoryTree, 'segments'> & { segments: Array<ResolversTypes['CategoryNode']> }>;
  CategoryTreeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CategoryTreeResult']>;
  ChangePasswordInput: Types.ChangePasswordInput;
  ChangePasswordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ChangePasswordResult']>;
  CompanyAssignment: ResolverTypeWrapper<Types.CompanyAssignment>;
  CompanyAssignmentResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CompanyAssignmentResult']>;
  CompanyDetails: ResolverTypeWrapper<CompanyDetailsModel>;
  CompanyExists: ResolverTypeWrapper<Types.CompanyExists>;
  CompanyListItem: ResolverTypeWrapper<RestCompanyListItem>;
  CompanyListPage: ResolverTypeWrapper<Omit<Types.CompanyListPage, 'companies'> & { companies: Array<ResolversTypes['CompanyListItem']> }>;
  CompanyNotFound: ResolverTypeWrapper<Types.CompanyNotFound>;
  CompanyNotInRegistry: ResolverTypeWrapper<Types.CompanyNotInRegistry>;
  CompanyOption: ResolverTypeWrapper<Types.CompanyOption>;
  CompanyOptions: ResolverTypeWrapper<Types.CompanyOptions>;
  CompanyProfile: Types.CompanyProfile;
  CompanySortField: Types.CompanySortField;
  CompanySubscription: ResolverTypeWrapper<RestCompany>;
  CompanyUser: ResolverTypeWrapper<CompanyUserModel>;
  CompanyUserSortField: Types.CompanyUserSortField;
  CompanyUsersPage: ResolverTypeWrapper<Omit<Types.CompanyUsersPage, 'records'> & { records: Array<ResolversTypes['CompanyUser']> }>;
  CompanyUsersResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CompanyUsersResult']>;
  DataPool: ResolverTypeWrapper<Types.DataPool>;
  DataPoolList: ResolverTypeWrapper<Types.DataPoolList>;
  DataPoolsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DataPoolsResult']>;
  DatabaseAlreadyGenerating: ResolverTypeWrapper<Types.DatabaseAlreadyGenerating>;
  DatabaseDownload: ResolverTypeWrapper<DatabaseDownloadModel>;
  DatabaseDownloadResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DatabaseDownloadResult']>;
  DatabaseExport: ResolverTypeWrapper<Types.DatabaseExport>;
  DatabaseExportState: Types.DatabaseExportState;
  DatabaseSelectionInput: Types.DatabaseSelectionInput;
  DateTime: ResolverTypeWrapper<Types.Scalars['DateTime']['output']>;
  DeleteCompanyMembershipResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteCompanyMembershipResult']>;
  DeleteMembershipResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteMembershipResult']>;
  DownloadAccessDisabled: ResolverTypeWrapper<Types.DownloadAccessDisabled>;
  DownloadLimitExhausted: ResolverTypeWrapper<Types.DownloadLimitExhausted>;
  DownloadNotInPackage: ResolverTypeWrapper<Types.DownloadNotInPackage>;
  EditablePage: Types.EditablePage;
  EmailCheck: ResolverTypeWrapper<Types.EmailCheck>;
  EmailCheckResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['EmailCheckResult']>;
  EmailNotInMemberBase: ResolverTypeWrapper<Types.EmailNotInMemberBase>;
  ExternalSource: ResolverTypeWrapper<Types.ExternalSource>;
  FieldProblem: ResolverTypeWrapper<Types.FieldProblem>;
  FileInProcess: ResolverTypeWrapper<Types.FileInProcess>;
  FileNotFound: ResolverTypeWrapper<Types.FileNotFound>;
  FileNotReady: ResolverTypeWrapper<Types.FileNotReady>;
  FileTooLarge: ResolverTypeWrapper<Types.FileTooLarge>;
  FileTypeNotAllowed: ResolverTypeWrapper<Types.FileTypeNotAllowed>;
  GenerateDatabaseResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GenerateDatabaseResult']>;
  GenerateIssueFileResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GenerateIssueFileResult']>;
  Gs1Code: ResolverTypeWrapper<Gs1CodeModel>;
  Gs1CodeFormat: Types.Gs1CodeFormat;
  Gs1Codes: ResolverTypeWrapper<Omit<Types.Gs1Codes, 'dataMatrix' | 'qrCode'> & { dataMatrix: ResolversTypes['Gs1Code'], qrCode: ResolversTypes['Gs1Code'] }>;
  Gs1CodesInput: Types.Gs1CodesInput;
  Gs1CodesResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['Gs1CodesResult']>;
  GtinLicence: ResolverTypeWrapper<Types.GtinLicence>;
  GtinLicenceResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GtinLicenceResult']>;
  ID: ResolverTypeWrapper<Types.Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Types.Scalars['Int']['output']>;
  InvalidCredentials: ResolverTypeWrapper<Types.InvalidCredentials>;
  InvalidGtin: ResolverTypeWrapper<Types.InvalidGtin>;
  InvitationSent: ResolverTypeWrapper<Types.InvitationSent>;
  InviteUserInput: Types.InviteUserInput;
  InviteUserResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['InviteUserResult']>;
  IssueError: Types.IssueError;
  IssueFile: ResolverTypeWrapper<IssueFileModel>;
  IssueFileResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['IssueFileResult']>;
  IssueFilterInput: Types.IssueFilterInput;
  IssuePage: ResolverTypeWrapper<Omit<Types.IssuePage, 'rows'> & { rows: Array<ResolversTypes['IssueRow']> }>;
  IssueRow: ResolverTypeWrapper<RestIssueRow>;
  IssueStatus: Types.IssueStatus;
  LastRepresentative: ResolverTypeWrapper<Types.LastRepresentative>;
  LinkExpired: ResolverTypeWrapper<Types.LinkExpired>;
  LoginInput: Types.LoginInput;
  LoginRequired: ResolverTypeWrapper<Types.LoginRequired>;
  LoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LoginResult']>;
  LogoutPayload: ResolverTypeWrapper<Types.LogoutPayload>;
  LookupQuota: ResolverTypeWrapper<Types.LookupQuota>;
  Membership: ResolverTypeWrapper<RestMembership>;
  MembershipCompany: ResolverTypeWrapper<RestMembershipCompany>;
  MembershipDeleted: ResolverTypeWrapper<Types.MembershipDeleted>;
  MembershipNotAvailable: ResolverTypeWrapper<Types.MembershipNotAvailable>;
  MembershipNotFound: ResolverTypeWrapper<Types.MembershipNotFound>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyCompanyResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MyCompanyResult']>;
  NewAccountInput: Types.NewAccountInput;
  NipAvailabilityResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['NipAvailabilityResult']>;
  NipAvailable: ResolverTypeWrapper<Types.NipAvailable>;
  NipTaken: ResolverTypeWrapper<Types.NipTaken>;
  NoActiveMembership: ResolverTypeWrapper<Types.NoActiveMembership>;
  NoProductsFound: ResolverTypeWrapper<Types.NoProductsFound>;
  NotFromOrganisation: ResolverTypeWrapper<Types.NotFromOrganisation>;
  OffsetNotAllowed: ResolverTypeWrapper<Types.OffsetNotAllowed>;
  OrderNotAvailable: ResolverTypeWrapper<Types.OrderNotAvailable>;
  OrderPending: ResolverTypeWrapper<Types.OrderPending>;
  OrderSubscriptionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['OrderSubscriptionResult']>;
  OwnMembership: ResolverTypeWrapper<Types.OwnMembership>;
  PackageLimits: ResolverTypeWrapper<Types.PackageLimits>;
  PageContent: ResolverTypeWrapper<PageContentSaid>;
  PasswordChanged: ResolverTypeWrapper<Types.PasswordChanged>;
  PasswordReset: ResolverTypeWrapper<Types.PasswordReset>;
  PasswordResetLink: ResolverTypeWrapper<Types.PasswordResetLink>;
  PasswordResetLinkResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PasswordResetLinkResult']>;
  PasswordResetRequestInput: Types.PasswordResetRequestInput;
  PasswordResetRequested: ResolverTypeWrapper<Types.PasswordResetRequested>;
  PendingOrder: ResolverTypeWrapper<Types.PendingOrder>;
  Permission: Types.Permission;
  PermissionDenied: ResolverTypeWrapper<Types.PermissionDenied>;
  PermissionGroup: Types.PermissionGroup;
  PermissionNotChanged: ResolverTypeWrapper<Types.PermissionNotChanged>;
  Problem: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Problem']>;
  ProblemCode: Types.ProblemCode;
  Product: ResolverTypeWrapper<RestProduct>;
  ProductCompany: ResolverTypeWrapper<RestProductCompany>;
  ProductCounters: ResolverTypeWrapper<Types.ProductCounters>;
  ProductCountersResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ProductCountersResult']>;
  ProductLookup: ResolverTypeWrapper<Omit<Types.ProductLookup, 'result'> & { result: ResolversTypes['ProductLookupResult'] }>;
  ProductLookupResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ProductLookupResult']>;
  ProductLookups: ResolverTypeWrapper<Omit<Types.ProductLookups, 'lookups'> & { lookups: Array<ResolversTypes['ProductLookup']> }>;
  ProductNotFound: ResolverTypeWrapper<Types.ProductNotFound>;
  ProductStatus: Types.ProductStatus;
  ProductsLookupResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ProductsLookupResult']>;
  Quantity: ResolverTypeWrapper<Types.Quantity>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateLimit: ResolverTypeWrapper<Types.RateLimit>;
  RateLimitBudget: Types.RateLimitBudget;
  RateLimited: ResolverTypeWrapper<Types.RateLimited>;
  RegisterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RegisterResult']>;
  RegistrationCompanyInput: Types.RegistrationCompanyInput;
  RegistrationCompanyResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RegistrationCompanyResult']>;
  RegistrationCompleted: ResolverTypeWrapper<Types.RegistrationCompleted>;
  RegistrationInput: Types.RegistrationInput;
  RegistrationPurpose: Types.RegistrationPurpose;
  RegistrationSubscription: ResolverTypeWrapper<Types.RegistrationSubscription>;
  RegistrationUnfinished: ResolverTypeWrapper<Types.RegistrationUnfinished>;
  RegistrationUserInput: Types.RegistrationUserInput;
  RegistryCompany: ResolverTypeWrapper<Types.RegistryCompany>;
  RemainingLimits: ResolverTypeWrapper<Types.RemainingLimits>;
  RepositoryCompaniesResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RepositoryCompaniesResult']>;
  RepositoryIssuesResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RepositoryIssuesResult']>;
  RequestPasswordResetResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestPasswordResetResult']>;
  ResetPasswordInput: Types.ResetPasswordInput;
  ResetPasswordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ResetPasswordResult']>;
  SavePageContentResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SavePageContentResult']>;
  SearchMode: Types.SearchMode;
  SelectionExceedsLimit: ResolverTypeWrapper<Types.SelectionExceedsLimit>;
  ServiceUnavailable: ResolverTypeWrapper<Types.ServiceUnavailable>;
  SessionExpired: ResolverTypeWrapper<Types.SessionExpired>;
  SetCompanyDownloadAccessResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetCompanyDownloadAccessResult']>;
  SetUserPermissionInput: Types.SetUserPermissionInput;
  SetUserPermissionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetUserPermissionResult']>;
  String: ResolverTypeWrapper<Types.Scalars['String']['output']>;
  SubmitCaptchaResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SubmitCaptchaResult']>;
  SubscriptionOrdered: ResolverTypeWrapper<Types.SubscriptionOrdered>;
  SubscriptionPackage: Types.SubscriptionPackage;
  SuggestionField: Types.SuggestionField;
  SwitchMembershipResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SwitchMembershipResult']>;
  TooManyGtins: ResolverTypeWrapper<Types.TooManyGtins>;
  TooManyResults: ResolverTypeWrapper<Types.TooManyResults>;
  UnknownAccountEmail: ResolverTypeWrapper<Types.UnknownAccountEmail>;
  UpdateUserDataResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateUserDataResult']>;
  UploadFailed: ResolverTypeWrapper<Types.UploadFailed>;
  UploadTooSlow: ResolverTypeWrapper<Types.UploadTooSlow>;
  UploadsInProgress: ResolverTypeWrapper<Types.UploadsInProgress>;
  UsageCounters: ResolverTypeWrapper<Types.UsageCounters>;
  User: ResolverTypeWrapper<RestUser>;
  UserAlreadyInCompany: ResolverTypeWrapper<Types.UserAlreadyInCompany>;
  UserAlreadyInvited: ResolverTypeWrapper<Types.UserAlreadyInvited>;
  UserData: ResolverTypeWrapper<UserDataModel>;
  UserDataInput: Types.UserDataInput;
  UserDataResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UserDataResult']>;
  UserNotAssigned: ResolverTypeWrapper<Types.UserNotAssigned>;
  ValidationFailed: ResolverTypeWrapper<Types.ValidationFailed>;
  VerificationFile: ResolverTypeWrapper<VerificationFileModel>;
  VerificationFileList: ResolverTypeWrapper<Omit<Types.VerificationFileList, 'files'> & { files: Array<ResolversTypes['VerificationFile']> }>;
  VerificationFilesResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VerificationFilesResult']>;
  VerificationLimitReached: ResolverTypeWrapper<Types.VerificationLimitReached>;
  VerificationPage: ResolverTypeWrapper<Types.VerificationPage>;
  VerificationStatus: Types.VerificationStatus;
  VerificationSummary: ResolverTypeWrapper<Types.VerificationSummary>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  Voivodeship: Types.Voivodeship;
  WrongCurrentPassword: ResolverTypeWrapper<Types.WrongCurrentPassword>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccountActivated: Types.AccountActivated;
  AccountAlreadyActive: Types.AccountAlreadyActive;
  ActivateAccountInput: Types.ActivateAccountInput;
  ActivateAccountResult: ResolversUnionTypes<ResolversParentTypes>['ActivateAccountResult'];
  Activation: Types.Activation;
  ActivationFailed: Types.ActivationFailed;
  ActivationResult: ResolversUnionTypes<ResolversParentTypes>['ActivationResult'];
  AdminCompaniesResult: ResolversUnionTypes<ResolversParentTypes>['AdminCompaniesResult'];
  AdminCompanyResult: ResolversUnionTypes<ResolversParentTypes>['AdminCompanyResult'];
  AdminCompanyUserResult: ResolversUnionTypes<ResolversParentTypes>['AdminCompanyUserResult'];
  AdminCompanyUsersPage: Omit<Types.AdminCompanyUsersPage, 'users'> & { users: Array<ResolversParentTypes['CompanyUser']> };
  AdminCompanyUsersResult: ResolversUnionTypes<ResolversParentTypes>['AdminCompanyUsersResult'];
  AnalyticsScript: Types.AnalyticsScript;
  ApiDocumentation: Types.ApiDocumentation;
  AttachmentNotAllowed: Types.AttachmentNotAllowed;
  Boolean: Types.Scalars['Boolean']['output'];
  CaptchaRejected: Types.CaptchaRejected;
  CaptchaRequired: Types.CaptchaRequired;
  CaptchaState: Types.CaptchaState;
  CatalogFilter: Types.CatalogFilter;
  CatalogPage: Omit<Types.CatalogPage, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  CatalogSearchResult: ResolversUnionTypes<ResolversParentTypes>['CatalogSearchResult'];
  CatalogSuggestions: Types.CatalogSuggestions;
  CatalogSuggestionsResult: ResolversUnionTypes<ResolversParentTypes>['CatalogSuggestionsResult'];
  CategoryLevel: Types.CategoryLevel;
  CategoryNode: RestCategoryNode;
  CategoryTree: Omit<Types.CategoryTree, 'segments'> & { segments: Array<ResolversParentTypes['CategoryNode']> };
  CategoryTreeResult: ResolversUnionTypes<ResolversParentTypes>['CategoryTreeResult'];
  ChangePasswordInput: Types.ChangePasswordInput;
  ChangePasswordResult: ResolversUnionTypes<ResolversParentTypes>['ChangePasswordResult'];
  CompanyAssignment: Types.CompanyAssignment;
  CompanyAssignmentResult: ResolversUnionTypes<ResolversParentTypes>['CompanyAssignmentResult'];
  CompanyDetails: CompanyDetailsModel;
  CompanyExists: Types.CompanyExists;
  CompanyListItem: RestCompanyListItem;
  CompanyListPage: Omit<Types.CompanyListPage, 'companies'> & { companies: Array<ResolversParentTypes['CompanyListItem']> };
  CompanyNotFound: Types.CompanyNotFound;
  CompanyNotInRegistry: Types.CompanyNotInRegistry;
  CompanyOption: Types.CompanyOption;
  CompanyOptions: Types.CompanyOptions;
  CompanySubscription: RestCompany;
  CompanyUser: CompanyUserModel;
  CompanyUsersPage: Omit<Types.CompanyUsersPage, 'records'> & { records: Array<ResolversParentTypes['CompanyUser']> };
  CompanyUsersResult: ResolversUnionTypes<ResolversParentTypes>['CompanyUsersResult'];
  DataPool: Types.DataPool;
  DataPoolList: Types.DataPoolList;
  DataPoolsResult: ResolversUnionTypes<ResolversParentTypes>['DataPoolsResult'];
  DatabaseAlreadyGenerating: Types.DatabaseAlreadyGenerating;
  DatabaseDownload: DatabaseDownloadModel;
  DatabaseDownloadResult: ResolversUnionTypes<ResolversParentTypes>['DatabaseDownloadResult'];
  DatabaseExport: Types.DatabaseExport;
  DatabaseSelectionInput: Types.DatabaseSelectionInput;
  DateTime: Types.Scalars['DateTime']['output'];
  DeleteCompanyMembershipResult: ResolversUnionTypes<ResolversParentTypes>['DeleteCompanyMembershipResult'];
  DeleteMembershipResult: ResolversUnionTypes<ResolversParentTypes>['DeleteMembershipResult'];
  DownloadAccessDisabled: Types.DownloadAccessDisabled;
  DownloadLimitExhausted: Types.DownloadLimitExhausted;
  DownloadNotInPackage: Types.DownloadNotInPackage;
  EmailCheck: Types.EmailCheck;
  EmailCheckResult: ResolversUnionTypes<ResolversParentTypes>['EmailCheckResult'];
  EmailNotInMemberBase: Types.EmailNotInMemberBase;
  ExternalSource: Types.ExternalSource;
  FieldProblem: Types.FieldProblem;
  FileInProcess: Types.FileInProcess;
  FileNotFound: Types.FileNotFound;
  FileNotReady: Types.FileNotReady;
  FileTooLarge: Types.FileTooLarge;
  FileTypeNotAllowed: Types.FileTypeNotAllowed;
  GenerateDatabaseResult: ResolversUnionTypes<ResolversParentTypes>['GenerateDatabaseResult'];
  GenerateIssueFileResult: ResolversUnionTypes<ResolversParentTypes>['GenerateIssueFileResult'];
  Gs1Code: Gs1CodeModel;
  Gs1Codes: Omit<Types.Gs1Codes, 'dataMatrix' | 'qrCode'> & { dataMatrix: ResolversParentTypes['Gs1Code'], qrCode: ResolversParentTypes['Gs1Code'] };
  Gs1CodesInput: Types.Gs1CodesInput;
  Gs1CodesResult: ResolversUnionTypes<ResolversParentTypes>['Gs1CodesResult'];
  GtinLicence: Types.GtinLicence;
  GtinLicenceResult: ResolversUnionTypes<ResolversParentTypes>['GtinLicenceResult'];
  ID: Types.Scalars['ID']['output'];
  Int: Types.Scalars['Int']['output'];
  InvalidCredentials: Types.InvalidCredentials;
  InvalidGtin: Types.InvalidGtin;
  InvitationSent: Types.InvitationSent;
  InviteUserInput: Types.InviteUserInput;
  InviteUserResult: ResolversUnionTypes<ResolversParentTypes>['InviteUserResult'];
  IssueFile: IssueFileModel;
  IssueFileResult: ResolversUnionTypes<ResolversParentTypes>['IssueFileResult'];
  IssueFilterInput: Types.IssueFilterInput;
  IssuePage: Omit<Types.IssuePage, 'rows'> & { rows: Array<ResolversParentTypes['IssueRow']> };
  IssueRow: RestIssueRow;
  LastRepresentative: Types.LastRepresentative;
  LinkExpired: Types.LinkExpired;
  LoginInput: Types.LoginInput;
  LoginRequired: Types.LoginRequired;
  LoginResult: ResolversUnionTypes<ResolversParentTypes>['LoginResult'];
  LogoutPayload: Types.LogoutPayload;
  LookupQuota: Types.LookupQuota;
  Membership: RestMembership;
  MembershipCompany: RestMembershipCompany;
  MembershipDeleted: Types.MembershipDeleted;
  MembershipNotAvailable: Types.MembershipNotAvailable;
  MembershipNotFound: Types.MembershipNotFound;
  Mutation: Record<PropertyKey, never>;
  MyCompanyResult: ResolversUnionTypes<ResolversParentTypes>['MyCompanyResult'];
  NewAccountInput: Types.NewAccountInput;
  NipAvailabilityResult: ResolversUnionTypes<ResolversParentTypes>['NipAvailabilityResult'];
  NipAvailable: Types.NipAvailable;
  NipTaken: Types.NipTaken;
  NoActiveMembership: Types.NoActiveMembership;
  NoProductsFound: Types.NoProductsFound;
  NotFromOrganisation: Types.NotFromOrganisation;
  OffsetNotAllowed: Types.OffsetNotAllowed;
  OrderNotAvailable: Types.OrderNotAvailable;
  OrderPending: Types.OrderPending;
  OrderSubscriptionResult: ResolversUnionTypes<ResolversParentTypes>['OrderSubscriptionResult'];
  OwnMembership: Types.OwnMembership;
  PackageLimits: Types.PackageLimits;
  PageContent: PageContentSaid;
  PasswordChanged: Types.PasswordChanged;
  PasswordReset: Types.PasswordReset;
  PasswordResetLink: Types.PasswordResetLink;
  PasswordResetLinkResult: ResolversUnionTypes<ResolversParentTypes>['PasswordResetLinkResult'];
  PasswordResetRequestInput: Types.PasswordResetRequestInput;
  PasswordResetRequested: Types.PasswordResetRequested;
  PendingOrder: Types.PendingOrder;
  PermissionDenied: Types.PermissionDenied;
  PermissionNotChanged: Types.PermissionNotChanged;
  Problem: ResolversInterfaceTypes<ResolversParentTypes>['Problem'];
  Product: RestProduct;
  ProductCompany: RestProductCompany;
  ProductCounters: Types.ProductCounters;
  ProductCountersResult: ResolversUnionTypes<ResolversParentTypes>['ProductCountersResult'];
  ProductLookup: Omit<Types.ProductLookup, 'result'> & { result: ResolversParentTypes['ProductLookupResult'] };
  ProductLookupResult: ResolversUnionTypes<ResolversParentTypes>['ProductLookupResult'];
  ProductLookups: Omit<Types.ProductLookups, 'lookups'> & { lookups: Array<ResolversParentTypes['ProductLookup']> };
  ProductNotFound: Types.ProductNotFound;
  ProductsLookupResult: ResolversUnionTypes<ResolversParentTypes>['ProductsLookupResult'];
  Quantity: Types.Quantity;
  Query: Record<PropertyKey, never>;
  RateLimit: Types.RateLimit;
  RateLimited: Types.RateLimited;
  RegisterResult: ResolversUnionTypes<ResolversParentTypes>['RegisterResult'];
  RegistrationCompanyInput: Types.RegistrationCompanyInput;
  RegistrationCompanyResult: ResolversUnionTypes<ResolversParentTypes>['RegistrationCompanyResult'];
  RegistrationCompleted: Types.RegistrationCompleted;
  RegistrationInput: Types.RegistrationInput;
  RegistrationSubscription: Types.RegistrationSubscription;
  RegistrationUnfinished: Types.RegistrationUnfinished;
  RegistrationUserInput: Types.RegistrationUserInput;
  RegistryCompany: Types.RegistryCompany;
  RemainingLimits: Types.RemainingLimits;
  RepositoryCompaniesResult: ResolversUnionTypes<ResolversParentTypes>['RepositoryCompaniesResult'];
  RepositoryIssuesResult: ResolversUnionTypes<ResolversParentTypes>['RepositoryIssuesResult'];
  RequestPasswordResetResult: ResolversUnionTypes<ResolversParentTypes>['RequestPasswordResetResult'];
  ResetPasswordInput: Types.ResetPasswordInput;
  ResetPasswordResult: ResolversUnionTypes<ResolversParentTypes>['ResetPasswordResult'];
  SavePageContentResult: ResolversUnionTypes<ResolversParentTypes>['SavePageContentResult'];
  SelectionExceedsLimit: Types.SelectionExceedsLimit;
  ServiceUnavailable: Types.ServiceUnavailable;
  SessionExpired: Types.SessionExpired;
  SetCompanyDownloadAccessResult: ResolversUnionTypes<ResolversParentTypes>['SetCompanyDownloadAccessResult'];
  SetUserPermissionInput: Types.SetUserPermissionInput;
  SetUserPermissionResult: ResolversUnionTypes<ResolversParentTypes>['SetUserPermissionResult'];
  String: Types.Scalars['String']['output'];
  SubmitCaptchaResult: ResolversUnionTypes<ResolversParentTypes>['SubmitCaptchaResult'];
  SubscriptionOrdered: Types.SubscriptionOrdered;
  SwitchMembershipResult: ResolversUnionTypes<ResolversParentTypes>['SwitchMembershipResult'];
  TooManyGtins: Types.TooManyGtins;
  TooManyResults: Types.TooManyResults;
  UnknownAccountEmail: Types.UnknownAccountEmail;
  UpdateUserDataResult: ResolversUnionTypes<ResolversParentTypes>['UpdateUserDataResult'];
  UploadFailed: Types.UploadFailed;
  UploadTooSlow: Types.UploadTooSlow;
  UploadsInProgress: Types.UploadsInProgress;
  UsageCounters: Types.UsageCounters;
  User: RestUser;
  UserAlreadyInCompany: Types.UserAlreadyInCompany;
  UserAlreadyInvited: Types.UserAlreadyInvited;
  UserData: UserDataModel;
  UserDataInput: Types.UserDataInput;
  UserDataResult: ResolversUnionTypes<ResolversParentTypes>['UserDataResult'];
  UserNotAssigned: Types.UserNotAssigned;
  ValidationFailed: Types.ValidationFailed;
  VerificationFile: VerificationFileModel;
  VerificationFileList: Omit<Types.VerificationFileList, 'files'> & { files: Array<ResolversParentTypes['VerificationFile']> };
  VerificationFilesResult: ResolversUnionTypes<ResolversParentTypes>['VerificationFilesResult'];
  VerificationLimitReached: Types.VerificationLimitReached;
  VerificationPage: Types.VerificationPage;
  VerificationSummary: Types.VerificationSummary;
  Viewer: ViewerModel;
  WrongCurrentPassword: Types.WrongCurrentPassword;
}>;

export type AuthDirectiveArgs = {
  fresh?: Types.Maybe<Types.Scalars['Boolean']['input']>;
  notOwnMembership?: Types.Maybe<Types.Scalars['String']['input']>;
  ownCompany?: Types.Maybe<Types.Scalars['String']['input']>;
  permission?: Types.Maybe<Types.Permission>;
  permissionGroup?: Types.Maybe<Types.PermissionGroup>;
  requires?: Types.AuthRequirement;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = any, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type RateLimitDirectiveArgs = {
  cost?: Types.Maybe<Types.Scalars['Int']['input']>;
  maxItems?: Types.Maybe<Types.Scalars['Int']['input']>;
  perItemOf?: Types.Maybe<Types.Scalars['String']['input']>;
};

export type RateLimitDirectiveResolver<Result, Parent, ContextType = any, Args = RateLimitDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountActivatedResolvers<ContextType = any, ParentType extends ResolversParentTypes['AccountActivated'] = ResolversParentTypes['AccountActivated']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AccountAlreadyActiveResolvers<ContextType = any, ParentType extends ResolversParentTypes['AccountAlreadyActive'] = ResolversParentTypes['AccountAlreadyActive']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ActivateAccountResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['ActivateAccountResult'] = ResolversParentTypes['ActivateAccountResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountActivated' | 'AccountAlreadyActive' | 'ActivationFailed' | 'LinkExpired' | 'RateLimited' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type ActivationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Activation'] = ResolversParentTypes['Activation']> = ResolversObject<{
  activationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmedStatute?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFirstAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['ActivationVariant'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ActivationFailedResolvers<ContextType = any, ParentType extends ResolversParentTypes['ActivationFailed'] = ResolversParentTypes['ActivationFailed']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ActivationResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['ActivationResult'] = ResolversParentTypes['ActivationResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountAlreadyActive' | 'Activation' | 'LinkExpired' | 'RateLimited', ParentType, ContextType>;
}>;

export type AdminCompaniesResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['AdminCompaniesResult'] = ResolversParentTypes['AdminCompaniesResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompanyListPage' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type AdminCompanyResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['AdminCompanyResult'] = ResolversParentTypes['AdminCompanyResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompanyDetails' | 'CompanyNotFound' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired', ParentType, ContextType>;
}>;

export type AdminCompanyUserResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['AdminCompanyUserResult'] = ResolversParentTypes['AdminCompanyUserResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompanyUser' | 'LoginRequired' | 'MembershipNotFound' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired', ParentType, ContextType>;
}>;

export type AdminCompanyUsersPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['AdminCompanyUsersPage'] = ResolversParentTypes['AdminCompanyUsersPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextPage?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['CompanyUser']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminCompanyUsersResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['AdminCompanyUsersResult'] = ResolversParentTypes['AdminCompanyUsersResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminCompanyUsersPage' | 'CompanyNotFound' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type AnalyticsScriptResolvers<ContextType = any, ParentType extends ResolversParentTypes['AnalyticsScript'] = ResolversParentTypes['AnalyticsScript']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['AnalyticsScriptKind'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApiDocumentationResolvers<ContextType = any, ParentType extends ResolversParentTypes['ApiDocumentation'] = ResolversParentTypes['ApiDocumentation']> = ResolversObject<{
  schemaUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  swaggerUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AttachmentNotAllowedResolvers<ContextType = any, ParentType extends ResolversParentTypes['AttachmentNotAllowed'] = ResolversParentTypes['AttachmentNotAllowed']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CaptchaRejectedResolvers<ContextType = any, ParentType extends ResolversParentTypes['CaptchaRejected'] = ResolversParentTypes['CaptchaRejected']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CaptchaRequiredResolvers<ContextType = any, ParentType extends ResolversParentTypes['CaptchaRequired'] = ResolversParentTypes['CaptchaRequired']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CaptchaStateResolvers<ContextType = any, ParentType extends ResolversParentTypes['CaptchaState'] = ResolversParentTypes['CaptchaState']> = ResolversObject<{
  challengeUrl?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['CaptchaProvider'], ParentType, ContextType>;
  siteKey?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  solved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CatalogPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['CatalogPage'] = ResolversParentTypes['CatalogPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lookupQuota?: Resolver<Types.Maybe<ResolversTypes['LookupQuota']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['SearchMode'], ParentType, ContextType>;
  nextOffset?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  requestedLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CatalogSearchResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['CatalogSearchResult'] = ResolversParentTypes['CatalogSearchResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CaptchaRejected' | 'CaptchaRequired' | 'CatalogPage' | 'InvalidGtin' | 'LoginRequired' | 'NoActiveMembership' | 'NoProductsFound' | 'NotFromOrganisation' | 'OffsetNotAllowed' | 'PermissionDenied' | 'ProductNotFound' | 'RateLimited' | 'SessionExpired' | 'TooManyResults' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type CatalogSuggestionsResolvers<ContextType = any, ParentType extends ResolversParentTypes['CatalogSuggestions'] = ResolversParentTypes['CatalogSuggestions']> = ResolversObject<{
  field?: Resolver<ResolversTypes['SuggestionField'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CatalogSuggestionsResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['CatalogSuggestionsResult'] = ResolversParentTypes['CatalogSuggestionsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CatalogSuggestions' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired', ParentType, ContextType>;
}>;

export type CategoryLevelResolvers<ContextType = any, ParentType extends ResolversParentTypes['CategoryLevel'] = ResolversParentTypes['CategoryLevel']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CategoryNodeResolvers<ContextType = any, ParentType extends ResolversParentTypes['CategoryNode'] = ResolversParentTypes['CategoryNode']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['CategoryNode']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CategoryTreeResolvers<ContextType = any, ParentType extends ResolversParentTypes['CategoryTree'] = ResolversParentTypes['CategoryTree']> = ResolversObject<{
  segments?: Resolver<Array<ResolversTypes['CategoryNode']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CategoryTreeResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['CategoryTreeResult'] = ResolversParentTypes['CategoryTreeResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CategoryTree' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired', ParentType, ContextType>;
}>;

export type ChangePasswordResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['ChangePasswordResult'] = ResolversParentTypes['ChangePasswordResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'LoginRequired' | 'NoActiveMembership' | 'PasswordChanged' | 'PermissionDenied' | 'SessionExpired' | 'ValidationFailed' | 'WrongCurrentPassword', ParentType, ContextType>;
}>;

export type CompanyAssignmentResolvers<ContextType = any, ParentType extends ResolversParentTypes['CompanyAssignment'] = ResolversParentTypes['CompanyAssignment']> = ResolversObject<{
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  membershipId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompanyAssignmentResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['CompanyAssignmentResult'] = ResolversParentTypes['CompanyAssignmentResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompanyAssignment' | 'CompanyNotInRegistry' | 'EmailNotInMemberBase' | 'RateLimited' | 'UserNotAssigned' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type CompanyDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['CompanyDetails'] = ResolversParentTypes['CompanyDetails']> = ResolversObject<{
  accessToDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  activationDate?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  apiDocumentation?: Resolver<ResolversTypes['ApiDocumentation'], ParentType, ContextType>;
  apiKey?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyProfile?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  district?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAuthorized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monetizationSwitch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nip?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regon?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['CompanySubscription'], ParentType, ContextType>;
  webPage?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompanyExistsResolvers<ContextType = any, ParentType extends ResolversParentTypes['CompanyExists'] = ResolversParentTypes['CompanyExists']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompanyListItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['CompanyListItem'] = ResolversParentTypes['CompanyListItem']> = ResolversObject<{
  accessToDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  accessToVerify?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAuthorized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nip?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  package?: Resolver<Types.Maybe<ResolversTypes['SubscriptionPackage']>, ParentType, ContextType>;
  registrationDate?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CompanyListPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['CompanyListPage'] = ResolversParentTypes['CompanyListPage']> = ResolversObject<{
  companies?: Resolver<Array<ResolversTypes['CompanyListItem']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextPage?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompanyNotFoundResolvers<ContextType = any, ParentType extends ResolversParentTypes['CompanyNotFound'] = ResolversParentTypes['CompanyNotFound']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompanyNotInRegistryResolvers<ContextType = any, ParentType extends ResolversParentTypes['CompanyNotInRegistry'] = ResolversParentTypes['CompanyNotInRegistry']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompanyOptionResolvers<ContextType = any, ParentType extends ResolversParentTypes['CompanyOption'] = ResolversParentTypes['CompanyOption']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyOptionsResolvers<ContextType = any, ParentType extends ResolversParentTypes['CompanyOptions'] = ResolversParentTypes['CompanyOptions']> = ResolversObject<{
  companies?: Resolver<Array<ResolversTypes['CompanyOption']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompanySubscriptionResolvers<ContextType = any, ParentType extends ResolversParentTypes['CompanySubscription'] = ResolversParentTypes['CompanySubscription']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  beginsOn?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  counters?: Resolver<ResolversTypes['UsageCounters'], ParentType, ContextType>;
  endsOn?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  freeSubscriptionYear?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['PackageLimits'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  package?: Resolver<Types.Maybe<ResolversTypes['SubscriptionPackage']>, ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['RemainingLimits'], ParentType, ContextType>;
}>;

export type CompanyUserResolvers<ContextType = any, ParentType extends ResolversParentTypes['CompanyUser'] = ResolversParentTypes['CompanyUser']> = ResolversObject<{
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dateJoined?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCompanyRepresentative?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSelf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLogin?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissionGroup?: Resolver<ResolversTypes['PermissionGroup'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompanyUsersPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['CompanyUsersPage'] = ResolversParentTypes['CompanyUsersPage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextPage?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['CompanyUser']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompanyUsersResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['CompanyUsersResult'] = ResolversParentTypes['CompanyUsersResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompanyUsersPage' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type DataPoolResolvers<ContextType = any, ParentType extends ResolversParentTypes['DataPool'] = ResolversParentTypes['DataPool']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DataPoolListResolvers<ContextType = any, ParentType extends ResolversParentTypes['DataPoolList'] = ResolversParentTypes['DataPoolList']> = ResolversObject<{
  dataPools?: Resolver<Array<ResolversTypes['DataPool']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DataPoolsResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['DataPoolsResult'] = ResolversParentTypes['DataPoolsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DataPoolList' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired', ParentType, ContextType>;
}>;

export type DatabaseAlreadyGeneratingResolvers<ContextType = any, ParentType extends ResolversParentTypes['DatabaseAlreadyGenerating'] = ResolversParentTypes['DatabaseAlreadyGenerating']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DatabaseDownloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['DatabaseDownload'] = ResolversParentTypes['DatabaseDownload']> = ResolversObject<{
  accessToDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  export?: Resolver<ResolversTypes['DatabaseExport'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  package?: Resolver<Types.Maybe<ResolversTypes['SubscriptionPackage']>, ParentType, ContextType>;
  remaining?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DatabaseDownloadResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['DatabaseDownloadResult'] = ResolversParentTypes['DatabaseDownloadResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DatabaseDownload' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired', ParentType, ContextType>;
}>;

export type DatabaseExportResolvers<ContextType = any, ParentType extends ResolversParentTypes['DatabaseExport'] = ResolversParentTypes['DatabaseExport']> = ResolversObject<{
  fileName?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DatabaseExportState'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteCompanyMembershipResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['DeleteCompanyMembershipResult'] = ResolversParentTypes['DeleteCompanyMembershipResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompanyNotFound' | 'LastRepresentative' | 'LoginRequired' | 'MembershipDeleted' | 'MembershipNotFound' | 'NoActiveMembership' | 'OwnMembership' | 'PermissionDenied' | 'SessionExpired', ParentType, ContextType>;
}>;

export type DeleteMembershipResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['DeleteMembershipResult'] = ResolversParentTypes['DeleteMembershipResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'LastRepresentative' | 'LoginRequired' | 'MembershipDeleted' | 'MembershipNotFound' | 'NoActiveMembership' | 'OwnMembership' | 'PermissionDenied' | 'SessionExpired', ParentType, ContextType>;
}>;

export type DownloadAccessDisabledResolvers<ContextType = any, ParentType extends ResolversParentTypes['DownloadAccessDisabled'] = ResolversParentTypes['DownloadAccessDisabled']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DownloadLimitExhaustedResolvers<ContextType = any, ParentType extends ResolversParentTypes['DownloadLimitExhausted'] = ResolversParentTypes['DownloadLimitExhausted']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DownloadNotInPackageResolvers<ContextType = any, ParentType extends ResolversParentTypes['DownloadNotInPackage'] = ResolversParentTypes['DownloadNotInPackage']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EmailCheckResolvers<ContextType = any, ParentType extends ResolversParentTypes['EmailCheck'] = ResolversParentTypes['EmailCheck']> = ResolversObject<{
  accountExists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EmailCheckResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['EmailCheckResult'] = ResolversParentTypes['EmailCheckResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'EmailCheck' | 'RateLimited' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type EmailNotInMemberBaseResolvers<ContextType = any, ParentType extends ResolversParentTypes['EmailNotInMemberBase'] = ResolversParentTypes['EmailNotInMemberBase']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ExternalSourceResolvers<ContextType = any, ParentType extends ResolversParentTypes['ExternalSource'] = ResolversParentTypes['ExternalSource']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FieldProblemResolvers<ContextType = any, ParentType extends ResolversParentTypes['FieldProblem'] = ResolversParentTypes['FieldProblem']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FileInProcessResolvers<ContextType = any, ParentType extends ResolversParentTypes['FileInProcess'] = ResolversParentTypes['FileInProcess']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FileNotFoundResolvers<ContextType = any, ParentType extends ResolversParentTypes['FileNotFound'] = ResolversParentTypes['FileNotFound']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FileNotReadyResolvers<ContextType = any, ParentType extends ResolversParentTypes['FileNotReady'] = ResolversParentTypes['FileNotReady']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FileTooLargeResolvers<ContextType = any, ParentType extends ResolversParentTypes['FileTooLarge'] = ResolversParentTypes['FileTooLarge']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  maxBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FileTypeNotAllowedResolvers<ContextType = any, ParentType extends ResolversParentTypes['FileTypeNotAllowed'] = ResolversParentTypes['FileTypeNotAllowed']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GenerateDatabaseResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['GenerateDatabaseResult'] = ResolversParentTypes['GenerateDatabaseResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DatabaseAlreadyGenerating' | 'DatabaseDownload' | 'DownloadAccessDisabled' | 'DownloadLimitExhausted' | 'DownloadNotInPackage' | 'LoginRequired' | 'NoActiveMembership' | 'NoProductsFound' | 'PermissionDenied' | 'SelectionExceedsLimit' | 'SessionExpired' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type GenerateIssueFileResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['GenerateIssueFileResult'] = ResolversParentTypes['GenerateIssueFileResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'IssueFile' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type Gs1CodeResolvers<ContextType = any, ParentType extends ResolversParentTypes['Gs1Code'] = ResolversParentTypes['Gs1Code']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<Types.Gs1CodeDownloadUrlArgs, 'format'>>;
  svg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Gs1CodesResolvers<ContextType = any, ParentType extends ResolversParentTypes['Gs1Codes'] = ResolversParentTypes['Gs1Codes']> = ResolversObject<{
  dataMatrix?: Resolver<ResolversTypes['Gs1Code'], ParentType, ContextType>;
  digitalLinkUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCode?: Resolver<ResolversTypes['Gs1Code'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type Gs1CodesResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['Gs1CodesResult'] = ResolversParentTypes['Gs1CodesResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Gs1Codes' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type GtinLicenceResolvers<ContextType = any, ParentType extends ResolversParentTypes['GtinLicence'] = ResolversParentTypes['GtinLicence']> = ResolversObject<{
  gtin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licensed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GtinLicenceResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['GtinLicenceResult'] = ResolversParentTypes['GtinLicenceResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'GtinLicence' | 'InvalidGtin' | 'LoginRequired' | 'SessionExpired', ParentType, ContextType>;
}>;

export type InvalidCredentialsResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvalidCredentials'] = ResolversParentTypes['InvalidCredentials']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InvalidGtinResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvalidGtin'] = ResolversParentTypes['InvalidGtin']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InvitationSentResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvitationSent'] = ResolversParentTypes['InvitationSent']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membershipId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InviteUserResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['InviteUserResult'] = ResolversParentTypes['InviteUserResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvitationSent' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired' | 'UserAlreadyInCompany' | 'UserAlreadyInvited' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type IssueFileResolvers<ContextType = any, ParentType extends ResolversParentTypes['IssueFile'] = ResolversParentTypes['IssueFile']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IssueFileResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['IssueFileResult'] = ResolversParentTypes['IssueFileResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'IssueFile' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired', ParentType, ContextType>;
}>;

export type IssuePageResolvers<ContextType = any, ParentType extends ResolversParentTypes['IssuePage'] = ResolversParentTypes['IssuePage']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextPage?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['IssueRow']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IssueRowResolvers<ContextType = any, ParentType extends ResolversParentTypes['IssueRow'] = ResolversParentTypes['IssueRow']> = ResolversObject<{
  assignedUser?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyExternalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataPoolName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Types.Maybe<ResolversTypes['IssueError']>, ParentType, ContextType>;
  errorCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issueIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  lastModified?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  numIssues?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<Types.Maybe<ResolversTypes['IssueStatus']>, ParentType, ContextType>;
}>;

export type LastRepresentativeResolvers<ContextType = any, ParentType extends ResolversParentTypes['LastRepresentative'] = ResolversParentTypes['LastRepresentative']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LinkExpiredResolvers<ContextType = any, ParentType extends ResolversParentTypes['LinkExpired'] = ResolversParentTypes['LinkExpired']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LoginRequiredResolvers<ContextType = any, ParentType extends ResolversParentTypes['LoginRequired'] = ResolversParentTypes['LoginRequired']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CaptchaRequired' | 'InvalidCredentials' | 'RateLimited' | 'ValidationFailed' | 'Viewer', ParentType, ContextType>;
}>;

export type LogoutPayloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = ResolversObject<{
  loggedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LookupQuotaResolvers<ContextType = any, ParentType extends ResolversParentTypes['LookupQuota'] = ResolversParentTypes['LookupQuota']> = ResolversObject<{
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MembershipResolvers<ContextType = any, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = ResolversObject<{
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  activationDate?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['MembershipCompany'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCompanyRepresentative?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissionGroup?: Resolver<ResolversTypes['PermissionGroup'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MembershipCompanyResolvers<ContextType = any, ParentType extends ResolversParentTypes['MembershipCompany'] = ResolversParentTypes['MembershipCompany']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nip?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MembershipDeletedResolvers<ContextType = any, ParentType extends ResolversParentTypes['MembershipDeleted'] = ResolversParentTypes['MembershipDeleted']> = ResolversObject<{
  membershipId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MembershipNotAvailableResolvers<ContextType = any, ParentType extends ResolversParentTypes['MembershipNotAvailable'] = ResolversParentTypes['MembershipNotAvailable']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MembershipNotFoundResolvers<ContextType = any, ParentType extends ResolversParentTypes['MembershipNotFound'] = ResolversParentTypes['MembershipNotFound']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  activateAccount?: Resolver<ResolversTypes['ActivateAccountResult'], ParentType, ContextType, RequireFields<Types.MutationActivateAccountArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordResult'], ParentType, ContextType, RequireFields<Types.MutationChangePasswordArgs, 'input'>>;
  deleteCompanyMembership?: Resolver<ResolversTypes['DeleteCompanyMembershipResult'], ParentType, ContextType, RequireFields<Types.MutationDeleteCompanyMembershipArgs, 'companyId' | 'membershipId'>>;
  deleteMembership?: Resolver<ResolversTypes['DeleteMembershipResult'], ParentType, ContextType, RequireFields<Types.MutationDeleteMembershipArgs, 'membershipId'>>;
  generateDatabase?: Resolver<ResolversTypes['GenerateDatabaseResult'], ParentType, ContextType, RequireFields<Types.MutationGenerateDatabaseArgs, 'companyId' | 'selection'>>;
  generateIssueFile?: Resolver<ResolversTypes['GenerateIssueFileResult'], ParentType, ContextType, RequireFields<Types.MutationGenerateIssueFileArgs, 'issueIds'>>;
  inviteUser?: Resolver<ResolversTypes['InviteUserResult'], ParentType, ContextType, RequireFields<Types.MutationInviteUserArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<Types.MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  orderSubscription?: Resolver<ResolversTypes['OrderSubscriptionResult'], ParentType, ContextType, RequireFields<Types.MutationOrderSubscriptionArgs, 'package'>>;
  register?: Resolver<ResolversTypes['RegisterResult'], ParentType, ContextType, RequireFields<Types.MutationRegisterArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetResult'], ParentType, ContextType, RequireFields<Types.MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordResult'], ParentType, ContextType, RequireFields<Types.MutationResetPasswordArgs, 'input'>>;
  savePageContent?: Resolver<ResolversTypes['SavePageContentResult'], ParentType, ContextType, RequireFields<Types.MutationSavePageContentArgs, 'content' | 'page'>>;
  setCompanyDownloadAccess?: Resolver<ResolversTypes['SetCompanyDownloadAccessResult'], ParentType, ContextType, RequireFields<Types.MutationSetCompanyDownloadAccessArgs, 'accessToDownload' | 'companyId'>>;
  setUserPermission?: Resolver<ResolversTypes['SetUserPermissionResult'], ParentType, ContextType, RequireFields<Types.MutationSetUserPermissionArgs, 'input'>>;
  submitCaptcha?: Resolver<ResolversTypes['SubmitCaptchaResult'], ParentType, ContextType, RequireFields<Types.MutationSubmitCaptchaArgs, 'token'>>;
  switchMembership?: Resolver<ResolversTypes['SwitchMembershipResult'], ParentType, ContextType, RequireFields<Types.MutationSwitchMembershipArgs, 'membershipId'>>;
  updateUserData?: Resolver<ResolversTypes['UpdateUserDataResult'], ParentType, ContextType, RequireFields<Types.MutationUpdateUserDataArgs, 'input'>>;
}>;

export type MyCompanyResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['MyCompanyResult'] = ResolversParentTypes['MyCompanyResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompanyDetails' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired', ParentType, ContextType>;
}>;

export type NipAvailabilityResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['NipAvailabilityResult'] = ResolversParentTypes['NipAvailabilityResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NipAvailable' | 'NipTaken' | 'RateLimited' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type NipAvailableResolvers<ContextType = any, ParentType extends ResolversParentTypes['NipAvailable'] = ResolversParentTypes['NipAvailable']> = ResolversObject<{
  nip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NipTakenResolvers<ContextType = any, ParentType extends ResolversParentTypes['NipTaken'] = ResolversParentTypes['NipTaken']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NoActiveMembershipResolvers<ContextType = any, ParentType extends ResolversParentTypes['NoActiveMembership'] = ResolversParentTypes['NoActiveMembership']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NoProductsFoundResolvers<ContextType = any, ParentType extends ResolversParentTypes['NoProductsFound'] = ResolversParentTypes['NoProductsFound']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NotFromOrganisationResolvers<ContextType = any, ParentType extends ResolversParentTypes['NotFromOrganisation'] = ResolversParentTypes['NotFromOrganisation']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  lookupServiceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OffsetNotAllowedResolvers<ContextType = any, ParentType extends ResolversParentTypes['OffsetNotAllowed'] = ResolversParentTypes['OffsetNotAllowed']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderNotAvailableResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrderNotAvailable'] = ResolversParentTypes['OrderNotAvailable']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderPendingResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrderPending'] = ResolversParentTypes['OrderPending']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['PendingOrder'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderSubscriptionResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrderSubscriptionResult'] = ResolversParentTypes['OrderSubscriptionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'LoginRequired' | 'NoActiveMembership' | 'OrderNotAvailable' | 'OrderPending' | 'PermissionDenied' | 'SessionExpired' | 'SubscriptionOrdered' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type OwnMembershipResolvers<ContextType = any, ParentType extends ResolversParentTypes['OwnMembership'] = ResolversParentTypes['OwnMembership']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PackageLimitsResolvers<ContextType = any, ParentType extends ResolversParentTypes['PackageLimits'] = ResolversParentTypes['PackageLimits']> = ResolversObject<{
  api?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ui?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  verify?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type PageContentResolvers<ContextType = any, ParentType extends ResolversParentTypes['PageContent'] = ResolversParentTypes['PageContent']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileInProcess?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['EditablePage'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PasswordChangedResolvers<ContextType = any, ParentType extends ResolversParentTypes['PasswordChanged'] = ResolversParentTypes['PasswordChanged']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PasswordResetResolvers<ContextType = any, ParentType extends ResolversParentTypes['PasswordReset'] = ResolversParentTypes['PasswordReset']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PasswordResetLinkResolvers<ContextType = any, ParentType extends ResolversParentTypes['PasswordResetLink'] = ResolversParentTypes['PasswordResetLink']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PasswordResetLinkResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['PasswordResetLinkResult'] = ResolversParentTypes['PasswordResetLinkResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'LinkExpired' | 'PasswordResetLink' | 'RateLimited', ParentType, ContextType>;
}>;

export type PasswordResetRequestedResolvers<ContextType = any, ParentType extends ResolversParentTypes['PasswordResetRequested'] = ResolversParentTypes['PasswordResetRequested']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PendingOrderResolvers<ContextType = any, ParentType extends ResolversParentTypes['PendingOrder'] = ResolversParentTypes['PendingOrder']> = ResolversObject<{
  orderedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  orderedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  package?: Resolver<ResolversTypes['SubscriptionPackage'], ParentType, ContextType>;
}>;

export type PermissionDeniedResolvers<ContextType = any, ParentType extends ResolversParentTypes['PermissionDenied'] = ResolversParentTypes['PermissionDenied']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permission?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PermissionNotChangedResolvers<ContextType = any, ParentType extends ResolversParentTypes['PermissionNotChanged'] = ResolversParentTypes['PermissionNotChanged']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProblemResolvers<ContextType = any, ParentType extends ResolversParentTypes['Problem'] = ResolversParentTypes['Problem']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountAlreadyActive' | 'ActivationFailed' | 'AttachmentNotAllowed' | 'CaptchaRejected' | 'CaptchaRequired' | 'CompanyExists' | 'CompanyNotFound' | 'CompanyNotInRegistry' | 'DatabaseAlreadyGenerating' | 'DownloadAccessDisabled' | 'DownloadLimitExhausted' | 'DownloadNotInPackage' | 'EmailNotInMemberBase' | 'FieldProblem' | 'FileInProcess' | 'FileNotFound' | 'FileNotReady' | 'FileTooLarge' | 'FileTypeNotAllowed' | 'InvalidCredentials' | 'InvalidGtin' | 'LastRepresentative' | 'LinkExpired' | 'LoginRequired' | 'MembershipNotAvailable' | 'MembershipNotFound' | 'NipTaken' | 'NoActiveMembership' | 'NoProductsFound' | 'NotFromOrganisation' | 'OffsetNotAllowed' | 'OrderNotAvailable' | 'OrderPending' | 'OwnMembership' | 'PermissionDenied' | 'PermissionNotChanged' | 'ProductNotFound' | 'RateLimited' | 'RegistrationUnfinished' | 'SelectionExceedsLimit' | 'ServiceUnavailable' | 'SessionExpired' | 'TooManyGtins' | 'TooManyResults' | 'UnknownAccountEmail' | 'UploadFailed' | 'UploadTooSlow' | 'UploadsInProgress' | 'UserAlreadyInCompany' | 'UserAlreadyInvited' | 'UserNotAssigned' | 'ValidationFailed' | 'VerificationLimitReached' | 'WrongCurrentPassword', ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = any, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  brand?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Array<ResolversTypes['CategoryLevel']>, ParentType, ContextType>;
  company?: Resolver<Types.Maybe<ResolversTypes['ProductCompany']>, ParentType, ContextType>;
  description?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptionLanguage?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalSources?: Resolver<Array<ResolversTypes['ExternalSource']>, ParentType, ContextType>;
  gtin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrls?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isGlobal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPartial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastModified?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  netContent?: Resolver<Array<ResolversTypes['Quantity']>, ParentType, ContextType>;
  productCardPage?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productPage?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  targetMarkets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductCompanyResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductCompany'] = ResolversParentTypes['ProductCompany']> = ResolversObject<{
  city?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nip?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webPage?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductCountersResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductCounters'] = ResolversParentTypes['ProductCounters']> = ResolversObject<{
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCountFrom7Days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductCountersResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductCountersResult'] = ResolversParentTypes['ProductCountersResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ProductCounters' | 'RateLimited' | 'ServiceUnavailable', ParentType, ContextType>;
}>;

export type ProductLookupResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductLookup'] = ResolversParentTypes['ProductLookup']> = ResolversObject<{
  gtin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['ProductLookupResult'], ParentType, ContextType>;
}>;

export type ProductLookupResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductLookupResult'] = ResolversParentTypes['ProductLookupResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CaptchaRejected' | 'CaptchaRequired' | 'InvalidGtin' | 'LoginRequired' | 'NotFromOrganisation' | 'Product' | 'ProductNotFound' | 'RateLimited' | 'SessionExpired', ParentType, ContextType>;
}>;

export type ProductLookupsResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductLookups'] = ResolversParentTypes['ProductLookups']> = ResolversObject<{
  lookups?: Resolver<Array<ResolversTypes['ProductLookup']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductNotFoundResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductNotFound'] = ResolversParentTypes['ProductNotFound']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  lookupQuota?: Resolver<Types.Maybe<ResolversTypes['LookupQuota']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductsLookupResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductsLookupResult'] = ResolversParentTypes['ProductsLookupResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ProductLookups' | 'RateLimited' | 'SessionExpired' | 'TooManyGtins', ParentType, ContextType>;
}>;

export type QuantityResolvers<ContextType = any, ParentType extends ResolversParentTypes['Quantity'] = ResolversParentTypes['Quantity']> = ResolversObject<{
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activation?: Resolver<ResolversTypes['ActivationResult'], ParentType, ContextType, RequireFields<Types.QueryActivationArgs, 'activationId'>>;
  activePackage?: Resolver<Types.Maybe<ResolversTypes['SubscriptionPackage']>, ParentType, ContextType>;
  adminCompanies?: Resolver<ResolversTypes['AdminCompaniesResult'], ParentType, ContextType, RequireFields<Types.QueryAdminCompaniesArgs, 'descending' | 'page' | 'sort'>>;
  adminCompany?: Resolver<ResolversTypes['AdminCompanyResult'], ParentType, ContextType, RequireFields<Types.QueryAdminCompanyArgs, 'id'>>;
  adminCompanyUser?: Resolver<ResolversTypes['AdminCompanyUserResult'], ParentType, ContextType, RequireFields<Types.QueryAdminCompanyUserArgs, 'companyId' | 'membershipId'>>;
  adminCompanyUsers?: Resolver<ResolversTypes['AdminCompanyUsersResult'], ParentType, ContextType, RequireFields<Types.QueryAdminCompanyUsersArgs, 'companyId' | 'descending' | 'page' | 'sort'>>;
  analyticsScripts?: Resolver<Array<ResolversTypes['AnalyticsScript']>, ParentType, ContextType>;
  captcha?: Resolver<ResolversTypes['CaptchaState'], ParentType, ContextType>;
  catalogSearch?: Resolver<ResolversTypes['CatalogSearchResult'], ParentType, ContextType, RequireFields<Types.QueryCatalogSearchArgs, 'filter' | 'limit' | 'offset'>>;
  catalogSuggestions?: Resolver<ResolversTypes['CatalogSuggestionsResult'], ParentType, ContextType, RequireFields<Types.QueryCatalogSuggestionsArgs, 'field' | 'text'>>;
  categoryTree?: Resolver<ResolversTypes['CategoryTreeResult'], ParentType, ContextType>;
  companyAssignment?: Resolver<ResolversTypes['CompanyAssignmentResult'], ParentType, ContextType, RequireFields<Types.QueryCompanyAssignmentArgs, 'email' | 'regon'>>;
  companyUsers?: Resolver<ResolversTypes['CompanyUsersResult'], ParentType, ContextType, RequireFields<Types.QueryCompanyUsersArgs, 'page' | 'pageSize'>>;
  dataPools?: Resolver<ResolversTypes['DataPoolsResult'], ParentType, ContextType>;
  databaseDownload?: Resolver<ResolversTypes['DatabaseDownloadResult'], ParentType, ContextType, RequireFields<Types.QueryDatabaseDownloadArgs, 'companyId'>>;
  digitalLinkResolver?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailCheck?: Resolver<ResolversTypes['EmailCheckResult'], ParentType, ContextType, RequireFields<Types.QueryEmailCheckArgs, 'email'>>;
  gs1Codes?: Resolver<ResolversTypes['Gs1CodesResult'], ParentType, ContextType, RequireFields<Types.QueryGs1CodesArgs, 'input'>>;
  gtinLicence?: Resolver<ResolversTypes['GtinLicenceResult'], ParentType, ContextType, RequireFields<Types.QueryGtinLicenceArgs, 'gtin'>>;
  issueFile?: Resolver<ResolversTypes['IssueFileResult'], ParentType, ContextType, RequireFields<Types.QueryIssueFileArgs, 'id'>>;
  myCompany?: Resolver<ResolversTypes['MyCompanyResult'], ParentType, ContextType>;
  nipAvailability?: Resolver<ResolversTypes['NipAvailabilityResult'], ParentType, ContextType, RequireFields<Types.QueryNipAvailabilityArgs, 'nip'>>;
  pageContent?: Resolver<ResolversTypes['PageContent'], ParentType, ContextType, RequireFields<Types.QueryPageContentArgs, 'page'>>;
  passwordResetLink?: Resolver<ResolversTypes['PasswordResetLinkResult'], ParentType, ContextType, RequireFields<Types.QueryPasswordResetLinkArgs, 'resetId'>>;
  pendingOrder?: Resolver<Types.Maybe<ResolversTypes['PendingOrder']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductLookupResult'], ParentType, ContextType, RequireFields<Types.QueryProductArgs, 'gtin'>>;
  productCounters?: Resolver<ResolversTypes['ProductCountersResult'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductsLookupResult'], ParentType, ContextType, RequireFields<Types.QueryProductsArgs, 'gtins'>>;
  rateLimit?: Resolver<Types.Maybe<ResolversTypes['RateLimit']>, ParentType, ContextType>;
  registrationCompany?: Resolver<ResolversTypes['RegistrationCompanyResult'], ParentType, ContextType, RequireFields<Types.QueryRegistrationCompanyArgs, 'regon'>>;
  repositoryCompanies?: Resolver<ResolversTypes['RepositoryCompaniesResult'], ParentType, ContextType, RequireFields<Types.QueryRepositoryCompaniesArgs, 'name'>>;
  repositoryIssues?: Resolver<ResolversTypes['RepositoryIssuesResult'], ParentType, ContextType, RequireFields<Types.QueryRepositoryIssuesArgs, 'filter' | 'page'>>;
  userData?: Resolver<ResolversTypes['UserDataResult'], ParentType, ContextType>;
  verificationFiles?: Resolver<ResolversTypes['VerificationFilesResult'], ParentType, ContextType>;
  verificationPage?: Resolver<ResolversTypes['VerificationPage'], ParentType, ContextType>;
  viewer?: Resolver<Types.Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type RateLimitResolvers<ContextType = any, ParentType extends ResolversParentTypes['RateLimit'] = ResolversParentTypes['RateLimit']> = ResolversObject<{
  budget?: Resolver<ResolversTypes['RateLimitBudget'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resetAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RateLimitedResolvers<ContextType = any, ParentType extends ResolversParentTypes['RateLimited'] = ResolversParentTypes['RateLimited']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  member?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resetsAt?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RegisterResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['RegisterResult'] = ResolversParentTypes['RegisterResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompanyExists' | 'NipTaken' | 'RateLimited' | 'RegistrationCompleted' | 'RegistrationUnfinished' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type RegistrationCompanyResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['RegistrationCompanyResult'] = ResolversParentTypes['RegistrationCompanyResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompanyExists' | 'CompanyNotInRegistry' | 'RateLimited' | 'RegistrationUnfinished' | 'RegistryCompany' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type RegistrationCompletedResolvers<ContextType = any, ParentType extends ResolversParentTypes['RegistrationCompleted'] = ResolversParentTypes['RegistrationCompleted']> = ResolversObject<{
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  membershipId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['RegistrationSubscription'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RegistrationSubscriptionResolvers<ContextType = any, ParentType extends ResolversParentTypes['RegistrationSubscription'] = ResolversParentTypes['RegistrationSubscription']> = ResolversObject<{
  begins?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ends?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RegistrationUnfinishedResolvers<ContextType = any, ParentType extends ResolversParentTypes['RegistrationUnfinished'] = ResolversParentTypes['RegistrationUnfinished']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RegistryCompanyResolvers<ContextType = any, ParentType extends ResolversParentTypes['RegistryCompany'] = ResolversParentTypes['RegistryCompany']> = ResolversObject<{
  city?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  district?: Resolver<Types.Maybe<ResolversTypes['Voivodeship']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RemainingLimitsResolvers<ContextType = any, ParentType extends ResolversParentTypes['RemainingLimits'] = ResolversParentTypes['RemainingLimits']> = ResolversObject<{
  download?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  freeVerification?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verification?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type RepositoryCompaniesResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['RepositoryCompaniesResult'] = ResolversParentTypes['RepositoryCompaniesResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompanyOptions' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired', ParentType, ContextType>;
}>;

export type RepositoryIssuesResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['RepositoryIssuesResult'] = ResolversParentTypes['RepositoryIssuesResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'IssuePage' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type RequestPasswordResetResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['RequestPasswordResetResult'] = ResolversParentTypes['RequestPasswordResetResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'PasswordResetRequested' | 'RateLimited' | 'UnknownAccountEmail' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type ResetPasswordResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['ResetPasswordResult'] = ResolversParentTypes['ResetPasswordResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'LinkExpired' | 'PasswordReset' | 'RateLimited' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type SavePageContentResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['SavePageContentResult'] = ResolversParentTypes['SavePageContentResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'LoginRequired' | 'NoActiveMembership' | 'PageContent' | 'PermissionDenied' | 'SessionExpired' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type SelectionExceedsLimitResolvers<ContextType = any, ParentType extends ResolversParentTypes['SelectionExceedsLimit'] = ResolversParentTypes['SelectionExceedsLimit']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ServiceUnavailableResolvers<ContextType = any, ParentType extends ResolversParentTypes['ServiceUnavailable'] = ResolversParentTypes['ServiceUnavailable']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SessionExpiredResolvers<ContextType = any, ParentType extends ResolversParentTypes['SessionExpired'] = ResolversParentTypes['SessionExpired']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetCompanyDownloadAccessResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['SetCompanyDownloadAccessResult'] = ResolversParentTypes['SetCompanyDownloadAccessResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompanyDetails' | 'CompanyNotFound' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type SetUserPermissionResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['SetUserPermissionResult'] = ResolversParentTypes['SetUserPermissionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompanyUser' | 'LastRepresentative' | 'LoginRequired' | 'MembershipNotFound' | 'NoActiveMembership' | 'OwnMembership' | 'PermissionDenied' | 'PermissionNotChanged' | 'SessionExpired' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type SubmitCaptchaResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['SubmitCaptchaResult'] = ResolversParentTypes['SubmitCaptchaResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CaptchaRejected' | 'CaptchaState' | 'RateLimited', ParentType, ContextType>;
}>;

export type SubscriptionOrderedResolvers<ContextType = any, ParentType extends ResolversParentTypes['SubscriptionOrdered'] = ResolversParentTypes['SubscriptionOrdered']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  package?: Resolver<ResolversTypes['SubscriptionPackage'], ParentType, ContextType>;
  replaces?: Resolver<Types.Maybe<ResolversTypes['PendingOrder']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SwitchMembershipResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['SwitchMembershipResult'] = ResolversParentTypes['SwitchMembershipResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'LoginRequired' | 'MembershipNotAvailable' | 'SessionExpired' | 'Viewer', ParentType, ContextType>;
}>;

export type TooManyGtinsResolvers<ContextType = any, ParentType extends ResolversParentTypes['TooManyGtins'] = ResolversParentTypes['TooManyGtins']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TooManyResultsResolvers<ContextType = any, ParentType extends ResolversParentTypes['TooManyResults'] = ResolversParentTypes['TooManyResults']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  matchCount?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UnknownAccountEmailResolvers<ContextType = any, ParentType extends ResolversParentTypes['UnknownAccountEmail'] = ResolversParentTypes['UnknownAccountEmail']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateUserDataResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['UpdateUserDataResult'] = ResolversParentTypes['UpdateUserDataResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'LastRepresentative' | 'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired' | 'UserData' | 'ValidationFailed', ParentType, ContextType>;
}>;

export type UploadFailedResolvers<ContextType = any, ParentType extends ResolversParentTypes['UploadFailed'] = ResolversParentTypes['UploadFailed']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UploadTooSlowResolvers<ContextType = any, ParentType extends ResolversParentTypes['UploadTooSlow'] = ResolversParentTypes['UploadTooSlow']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UploadsInProgressResolvers<ContextType = any, ParentType extends ResolversParentTypes['UploadsInProgress'] = ResolversParentTypes['UploadsInProgress']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UsageCountersResolvers<ContextType = any, ParentType extends ResolversParentTypes['UsageCounters'] = ResolversParentTypes['UsageCounters']> = ResolversObject<{
  api?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  csv?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  freeVerified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = any, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  dateJoined?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastLogin?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserAlreadyInCompanyResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserAlreadyInCompany'] = ResolversParentTypes['UserAlreadyInCompany']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserAlreadyInvitedResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserAlreadyInvited'] = ResolversParentTypes['UserAlreadyInvited']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserDataResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserData'] = ResolversParentTypes['UserData']> = ResolversObject<{
  agreeToMarketingEmails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreeToMarketingPhones?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreeToSellingEmails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreeToSellingPhones?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  agreeToSharingData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  confirmedStatute?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dateJoined?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCompanyRepresentative?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLogin?: Resolver<Types.Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membershipId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissionGroup?: Resolver<ResolversTypes['PermissionGroup'], ParentType, ContextType>;
  phoneNumber?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserDataResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserDataResult'] = ResolversParentTypes['UserDataResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired' | 'UserData', ParentType, ContextType>;
}>;

export type UserNotAssignedResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserNotAssigned'] = ResolversParentTypes['UserNotAssigned']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ValidationFailedResolvers<ContextType = any, ParentType extends ResolversParentTypes['ValidationFailed'] = ResolversParentTypes['ValidationFailed']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['FieldProblem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VerificationFileResolvers<ContextType = any, ParentType extends ResolversParentTypes['VerificationFile'] = ResolversParentTypes['VerificationFile']> = ResolversObject<{
  availableUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  comment?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadUrl?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorReason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VerificationStatus'], ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<Types.Maybe<ResolversTypes['VerificationSummary']>, ParentType, ContextType>;
  userEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VerificationFileListResolvers<ContextType = any, ParentType extends ResolversParentTypes['VerificationFileList'] = ResolversParentTypes['VerificationFileList']> = ResolversObject<{
  fileInProcess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['VerificationFile']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VerificationFilesResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['VerificationFilesResult'] = ResolversParentTypes['VerificationFilesResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'LoginRequired' | 'NoActiveMembership' | 'PermissionDenied' | 'SessionExpired' | 'VerificationFileList', ParentType, ContextType>;
}>;

export type VerificationLimitReachedResolvers<ContextType = any, ParentType extends ResolversParentTypes['VerificationLimitReached'] = ResolversParentTypes['VerificationLimitReached']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VerificationPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['VerificationPage'] = ResolversParentTypes['VerificationPage']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileInProcess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type VerificationSummaryResolvers<ContextType = any, ParentType extends ResolversParentTypes['VerificationSummary'] = ResolversParentTypes['VerificationSummary']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inactive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invalidGtin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limitExceeded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notFound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withdrawn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = any, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  activeMembership?: Resolver<Types.Maybe<ResolversTypes['Membership']>, ParentType, ContextType>;
  memberships?: Resolver<Array<ResolversTypes['Membership']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WrongCurrentPasswordResolvers<ContextType = any, ParentType extends ResolversParentTypes['WrongCurrentPassword'] = ResolversParentTypes['WrongCurrentPassword']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProblemCode'], ParentType, ContextType>;
  field?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type Resolvers<ContextType = any> = ResolversObject<{
  AccountActivated?: AccountActivatedResolvers<ContextType>;
  AccountAlreadyActive?: AccountAlreadyActiveResolvers<ContextType>;
  ActivateAccountResult?: ActivateAccountResultResolvers<ContextType>;
  Activation?: ActivationResolvers<ContextType>;
  ActivationFailed?: ActivationFailedResolvers<ContextType>;
  ActivationResult?: ActivationResultResolvers<ContextType>;
  AdminCompaniesResult?: AdminCompaniesResultResolvers<ContextType>;
  AdminCompanyResult?: AdminCompanyResultResolvers<ContextType>;
  AdminCompanyUserResult?: AdminCompanyUserResultResolvers<ContextType>;
  AdminCompanyUsersPage?: AdminCompanyUsersPageResolvers<ContextType>;
  AdminCompanyUsersResult?: AdminCompanyUsersResultResolvers<ContextType>;
  AnalyticsScript?: AnalyticsScriptResolvers<ContextType>;
  ApiDocumentation?: ApiDocumentationResolvers<ContextType>;
  AttachmentNotAllowed?: AttachmentNotAllowedResolvers<ContextType>;
  CaptchaRejected?: CaptchaRejectedResolvers<ContextType>;
  CaptchaRequired?: CaptchaRequiredResolvers<ContextType>;
  CaptchaState?: CaptchaStateResolvers<ContextType>;
  CatalogPage?: CatalogPageResolvers<ContextType>;
  CatalogSearchResult?: CatalogSearchResultResolvers<ContextType>;
  CatalogSuggestions?: CatalogSuggestionsResolvers<ContextType>;
  CatalogSuggestionsResult?: CatalogSuggestionsResultResolvers<ContextType>;
  CategoryLevel?: CategoryLevelResolvers<ContextType>;
  CategoryNode?: CategoryNodeResolvers<ContextType>;
  CategoryTree?: CategoryTreeResolvers<ContextType>;
  CategoryTreeResult?: CategoryTreeResultResolvers<ContextType>;
  ChangePasswordResult?: ChangePasswordResultResolvers<ContextType>;
  CompanyAssignment?: CompanyAssignmentResolvers<ContextType>;
  CompanyAssignmentResult?: CompanyAssignmentResultResolvers<ContextType>;
  CompanyDetails?: CompanyDetailsResolvers<ContextType>;
  CompanyExists?: CompanyExistsResolvers<ContextType>;
  CompanyListItem?: CompanyListItemResolvers<ContextType>;
  CompanyListPage?: CompanyListPageResolvers<ContextType>;
  CompanyNotFound?: CompanyNotFoundResolvers<ContextType>;
  CompanyNotInRegistry?: CompanyNotInRegistryResolvers<ContextType>;
  CompanyOption?: CompanyOptionResolvers<ContextType>;
  CompanyOptions?: CompanyOptionsResolvers<ContextType>;
  CompanySubscription?: CompanySubscriptionResolvers<ContextType>;
  CompanyUser?: CompanyUserResolvers<ContextType>;
  CompanyUsersPage?: CompanyUsersPageResolvers<ContextType>;
  CompanyUsersResult?: CompanyUsersResultResolvers<ContextType>;
  DataPool?: DataPoolResolvers<ContextType>;
  DataPoolList?: DataPoolListResolvers<ContextType>;
  DataPoolsResult?: DataPoolsResultResolvers<ContextType>;
  DatabaseAlreadyGenerating?: DatabaseAlreadyGeneratingResolvers<ContextType>;
  DatabaseDownload?: DatabaseDownloadResolvers<ContextType>;
  DatabaseDownloadResult?: DatabaseDownloadResultResolvers<ContextType>;
  DatabaseExport?: DatabaseExportResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteCompanyMembershipResult?: DeleteCompanyMembershipResultResolvers<ContextType>;
  DeleteMembershipResult?: DeleteMembershipResultResolvers<ContextType>;
  DownloadAccessDisabled?: DownloadAccessDisabledResolvers<ContextType>;
  DownloadLimitExhausted?: DownloadLimitExhaustedResolvers<ContextType>;
  DownloadNotInPackage?: DownloadNotInPackageResolvers<ContextType>;
  EmailCheck?: EmailCheckResolvers<ContextType>;
  EmailCheckResult?: EmailCheckResultResolvers<ContextType>;
  EmailNotInMemberBase?: EmailNotInMemberBaseResolvers<ContextType>;
  ExternalSource?: ExternalSourceResolvers<ContextType>;
  FieldProblem?: FieldProblemResolvers<ContextType>;
  FileInProcess?: FileInProcessResolvers<ContextType>;
  FileNotFound?: FileNotFoundResolvers<ContextType>;
  FileNotReady?: FileNotReadyResolvers<ContextType>;
  FileTooLarge?: FileTooLargeResolvers<ContextType>;
  FileTypeNotAllowed?: FileTypeNotAllowedResolvers<ContextType>;
  GenerateDatabaseResult?: GenerateDatabaseResultResolvers<ContextType>;
  GenerateIssueFileResult?: GenerateIssueFileResultResolvers<ContextType>;
  Gs1Code?: Gs1CodeResolvers<ContextType>;
  Gs1Codes?: Gs1CodesResolvers<ContextType>;
  Gs1CodesResult?: Gs1CodesResultResolvers<ContextType>;
  GtinLicence?: GtinLicenceResolvers<ContextType>;
  GtinLicenceResult?: GtinLicenceResultResolvers<ContextType>;
  InvalidCredentials?: InvalidCredentialsResolvers<ContextType>;
  InvalidGtin?: InvalidGtinResolvers<ContextType>;
  InvitationSent?: InvitationSentResolvers<ContextType>;
  InviteUserResult?: InviteUserResultResolvers<ContextType>;
  IssueFile?: IssueFileResolvers<ContextType>;
  IssueFileResult?: IssueFileResultResolvers<ContextType>;
  IssuePage?: IssuePageResolvers<ContextType>;
  IssueRow?: IssueRowResolvers<ContextType>;
  LastRepresentative?: LastRepresentativeResolvers<ContextType>;
  LinkExpired?: LinkExpiredResolvers<ContextType>;
  LoginRequired?: LoginRequiredResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  LookupQuota?: LookupQuotaResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MembershipCompany?: MembershipCompanyResolvers<ContextType>;
  MembershipDeleted?: MembershipDeletedResolvers<ContextType>;
  MembershipNotAvailable?: MembershipNotAvailableResolvers<ContextType>;
  MembershipNotFound?: MembershipNotFoundResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyCompanyResult?: MyCompanyResultResolvers<ContextType>;
  NipAvailabilityResult?: NipAvailabilityResultResolvers<ContextType>;
  NipAvailable?: NipAvailableResolvers<ContextType>;
  NipTaken?: NipTakenResolvers<ContextType>;
  NoActiveMembership?: NoActiveMembershipResolvers<ContextType>;
  NoProductsFound?: NoProductsFoundResolvers<ContextType>;
  NotFromOrganisation?: NotFromOrganisationResolvers<ContextType>;
  OffsetNotAllowed?: OffsetNotAllowedResolvers<ContextType>;
  OrderNotAvailable?: OrderNotAvailableResolvers<ContextType>;
  OrderPending?: OrderPendingResolvers<ContextType>;
  OrderSubscriptionResult?: OrderSubscriptionResultResolvers<ContextType>;
  OwnMembership?: OwnMembershipResolvers<ContextType>;
  PackageLimits?: PackageLimitsResolvers<ContextType>;
  PageContent?: PageContentResolvers<ContextType>;
  PasswordChanged?: PasswordChangedResolvers<ContextType>;
  PasswordReset?: PasswordResetResolvers<ContextType>;
  PasswordResetLink?: PasswordResetLinkResolvers<ContextType>;
  PasswordResetLinkResult?: PasswordResetLinkResultResolvers<ContextType>;
  PasswordResetRequested?: PasswordResetRequestedResolvers<ContextType>;
  PendingOrder?: PendingOrderResolvers<ContextType>;
  PermissionDenied?: PermissionDeniedResolvers<ContextType>;
  PermissionNotChanged?: PermissionNotChangedResolvers<ContextType>;
  Problem?: ProblemResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCompany?: ProductCompanyResolvers<ContextType>;
  ProductCounters?: ProductCountersResolvers<ContextType>;
  ProductCountersResult?: ProductCountersResultResolvers<ContextType>;
  ProductLookup?: ProductLookupResolvers<ContextType>;
  ProductLookupResult?: ProductLookupResultResolvers<ContextType>;
  ProductLookups?: ProductLookupsResolvers<ContextType>;
  ProductNotFound?: ProductNotFoundResolvers<ContextType>;
  ProductsLookupResult?: ProductsLookupResultResolvers<ContextType>;
  Quantity?: QuantityResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateLimit?: RateLimitResolvers<ContextType>;
  RateLimited?: RateLimitedResolvers<ContextType>;
  RegisterResult?: RegisterResultResolvers<ContextType>;
  RegistrationCompanyResult?: RegistrationCompanyResultResolvers<ContextType>;
  RegistrationCompleted?: RegistrationCompletedResolvers<ContextType>;
  RegistrationSubscription?: RegistrationSubscriptionResolvers<ContextType>;
  RegistrationUnfinished?: RegistrationUnfinishedResolvers<ContextType>;
  RegistryCompany?: RegistryCompanyResolvers<ContextType>;
  RemainingLimits?: RemainingLimitsResolvers<ContextType>;
  RepositoryCompaniesResult?: RepositoryCompaniesResultResolvers<ContextType>;
  RepositoryIssuesResult?: RepositoryIssuesResultResolvers<ContextType>;
  RequestPasswordResetResult?: RequestPasswordResetResultResolvers<ContextType>;
  ResetPasswordResult?: ResetPasswordResultResolvers<ContextType>;
  SavePageContentResult?: SavePageContentResultResolvers<ContextType>;
  SelectionExceedsLimit?: SelectionExceedsLimitResolvers<ContextType>;
  ServiceUnavailable?: ServiceUnavailableResolvers<ContextType>;
  SessionExpired?: SessionExpiredResolvers<ContextType>;
  SetCompanyDownloadAccessResult?: SetCompanyDownloadAccessResultResolvers<ContextType>;
  SetUserPermissionResult?: SetUserPermissionResultResolvers<ContextType>;
  SubmitCaptchaResult?: SubmitCaptchaResultResolvers<ContextType>;
  SubscriptionOrdered?: SubscriptionOrderedResolvers<ContextType>;
  SwitchMembershipResult?: SwitchMembershipResultResolvers<ContextType>;
  TooManyGtins?: TooManyGtinsResolvers<ContextType>;
  TooManyResults?: TooManyResultsResolvers<ContextType>;
  UnknownAccountEmail?: UnknownAccountEmailResolvers<ContextType>;
  UpdateUserDataResult?: UpdateUserDataResultResolvers<ContextType>;
  UploadFailed?: UploadFailedResolvers<ContextType>;
  UploadTooSlow?: UploadTooSlowResolvers<ContextType>;
  UploadsInProgress?: UploadsInProgressResolvers<ContextType>;
  UsageCounters?: UsageCountersResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAlreadyInCompany?: UserAlreadyInCompanyResolvers<ContextType>;
  UserAlreadyInvited?: UserAlreadyInvitedResolvers<ContextType>;
  UserData?: UserDataResolvers<ContextType>;
  UserDataResult?: UserDataResultResolvers<ContextType>;
  UserNotAssigned?: UserNotAssignedResolvers<ContextType>;
  ValidationFailed?: ValidationFailedResolvers<ContextType>;
  VerificationFile?: VerificationFileResolvers<ContextType>;
  VerificationFileList?: VerificationFileListResolvers<ContextType>;
  VerificationFilesResult?: VerificationFilesResultResolvers<ContextType>;
  VerificationLimitReached?: VerificationLimitReachedResolvers<ContextType>;
  VerificationPage?: VerificationPageResolvers<ContextType>;
  VerificationSummary?: VerificationSummaryResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WrongCurrentPassword?: WrongCurrentPasswordResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = any> = ResolversObject<{
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  rateLimit?: RateLimitDirectiveResolver<any, any, ContextType>;
}>;
