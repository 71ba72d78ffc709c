
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "ActivateAccountResult": [
      "AccountActivated",
      "AccountAlreadyActive",
      "ActivationFailed",
      "LinkExpired",
      "RateLimited",
      "ValidationFailed"
    ],
    "ActivationResult": [
      "AccountAlreadyActive",
      "Activation",
      "LinkExpired",
      "RateLimited"
    ],
    "AdminCompaniesResult": [
      "CompanyListPage",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "AdminCompanyResult": [
      "CompanyDetails",
      "CompanyNotFound",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "AdminCompanyUserResult": [
      "CompanyUser",
      "LoginRequired",
      "MembershipNotFound",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "AdminCompanyUsersResult": [
      "AdminCompanyUsersPage",
      "CompanyNotFound",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "CatalogSearchResult": [
      "CaptchaRejected",
      "CaptchaRequired",
      "CatalogPage",
      "InvalidGtin",
      "LoginRequired",
      "NoActiveMembership",
      "NoProductsFound",
      "NotFromOrganisation",
      "OffsetNotAllowed",
      "PermissionDenied",
      "ProductNotFound",
      "RateLimited",
      "SessionExpired",
      "TooManyResults",
      "ValidationFailed"
    ],
    "CatalogSuggestionsResult": [
      "CatalogSuggestions",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "CategoryTreeResult": [
      "CategoryTree",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "ChangePasswordResult": [
      "LoginRequired",
      "NoActiveMembership",
      "PasswordChanged",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed",
      "WrongCurrentPassword"
    ],
    "CompanyAssignmentResult": [
      "CompanyAssignment",
      "CompanyNotInRegistry",
      "EmailNotInMemberBase",
      "RateLimited",
      "UserNotAssigned",
      "ValidationFailed"
    ],
    "CompanyUsersResult": [
      "CompanyUsersPage",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "DataPoolsResult": [
      "DataPoolList",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "DatabaseDownloadResult": [
      "DatabaseDownload",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "DeleteCompanyMembershipResult": [
      "CompanyNotFound",
      "LastRepresentative",
      "LoginRequired",
      "MembershipDeleted",
      "MembershipNotFound",
      "NoActiveMembership",
      "OwnMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "DeleteMembershipResult": [
      "LastRepresentative",
      "LoginRequired",
      "MembershipDeleted",
      "MembershipNotFound",
      "NoActiveMembership",
      "OwnMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "EmailCheckResult": [
      "EmailCheck",
      "RateLimited",
      "ValidationFailed"
    ],
    "GenerateDatabaseResult": [
      "DatabaseAlreadyGenerating",
      "DatabaseDownload",
      "DownloadAccessDisabled",
      "DownloadLimitExhausted",
      "DownloadNotInPackage",
      "LoginRequired",
      "NoActiveMembership",
      "NoProductsFound",
      "PermissionDenied",
      "SelectionExceedsLimit",
      "SessionExpired",
      "ValidationFailed"
    ],
    "GenerateIssueFileResult": [
      "IssueFile",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "Gs1CodesResult": [
      "Gs1Codes",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "GtinLicenceResult": [
      "GtinLicence",
      "InvalidGtin",
      "LoginRequired",
      "SessionExpired"
    ],
    "InviteUserResult": [
      "InvitationSent",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "UserAlreadyInCompany",
      "UserAlreadyInvited",
      "ValidationFailed"
    ],
    "IssueFileResult": [
      "IssueFile",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "LoginResult": [
      "CaptchaRequired",
      "InvalidCredentials",
      "RateLimited",
      "ValidationFailed",
      "Viewer"
    ],
    "MyCompanyResult": [
      "CompanyDetails",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "NipAvailabilityResult": [
      "NipAvailable",
      "NipTaken",
      "RateLimited",
      "ValidationFailed"
    ],
    "OrderSubscriptionResult": [
      "LoginRequired",
      "NoActiveMembership",
      "OrderNotAvailable",
      "OrderPending",
      "PermissionDenied",
      "SessionExpired",
      "SubscriptionOrdered",
      "ValidationFailed"
    ],
    "PasswordResetLinkResult": [
      "LinkExpired",
      "PasswordResetLink",
      "RateLimited"
    ],
    "Problem": [
      "AccountAlreadyActive",
      "ActivationFailed",
      "AttachmentNotAllowed",
      "CaptchaRejected",
      "CaptchaRequired",
      "CompanyExists",
      "CompanyNotFound",
      "CompanyNotInRegistry",
      "DatabaseAlreadyGenerating",
      "DownloadAccessDisabled",
      "DownloadLimitExhausted",
      "DownloadNotInPackage",
      "EmailNotInMemberBase",
      "FieldProblem",
      "FileInProcess",
      "FileNotFound",
      "FileNotReady",
      "FileTooLarge",
      "FileTypeNotAllowed",
      "InvalidCredentials",
      "InvalidGtin",
      "LastRepresentative",
      "LinkExpired",
      "LoginRequired",
      "MembershipNotAvailable",
      "MembershipNotFound",
      "NipTaken",
      "NoActiveMembership",
      "NoProductsFound",
      "NotFromOrganisation",
      "OffsetNotAllowed",
      "OrderNotAvailable",
      "OrderPending",
      "OwnMembership",
      "PermissionDenied",
      "PermissionNotChanged",
      "ProductNotFound",
      "RateLimited",
      "RegistrationUnfinished",
      "SelectionExceedsLimit",
      "ServiceUnavailable",
      "SessionExpired",
      "TooManyGtins",
      "TooManyResults",
      "UnknownAccountEmail",
      "UploadFailed",
      "UploadTooSlow",
      "UploadsInProgress",
      "UserAlreadyInCompany",
      "UserAlreadyInvited",
      "UserNotAssigned",
      "ValidationFailed",
      "VerificationLimitReached",
      "WrongCurrentPassword"
    ],
    "ProductCountersResult": [
      "ProductCounters",
      "RateLimited",
      "ServiceUnavailable"
    ],
    "ProductLookupResult": [
      "CaptchaRejected",
      "CaptchaRequired",
      "InvalidGtin",
      "LoginRequired",
      "NotFromOrganisation",
      "Product",
      "ProductNotFound",
      "RateLimited",
      "SessionExpired"
    ],
    "ProductsLookupResult": [
      "ProductLookups",
      "RateLimited",
      "SessionExpired",
      "TooManyGtins"
    ],
    "RegisterResult": [
      "CompanyExists",
      "NipTaken",
      "RateLimited",
      "RegistrationCompleted",
      "RegistrationUnfinished",
      "ValidationFailed"
    ],
    "RegistrationCompanyResult": [
      "CompanyExists",
      "CompanyNotInRegistry",
      "RateLimited",
      "RegistrationUnfinished",
      "RegistryCompany",
      "ValidationFailed"
    ],
    "RepositoryCompaniesResult": [
      "CompanyOptions",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "RepositoryIssuesResult": [
      "IssuePage",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "RequestPasswordResetResult": [
      "PasswordResetRequested",
      "RateLimited",
      "UnknownAccountEmail",
      "ValidationFailed"
    ],
    "ResetPasswordResult": [
      "LinkExpired",
      "PasswordReset",
      "RateLimited",
      "ValidationFailed"
    ],
    "SavePageContentResult": [
      "LoginRequired",
      "NoActiveMembership",
      "PageContent",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "SetCompanyDownloadAccessResult": [
      "CompanyDetails",
      "CompanyNotFound",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "SetUserPermissionResult": [
      "CompanyUser",
      "LastRepresentative",
      "LoginRequired",
      "MembershipNotFound",
      "NoActiveMembership",
      "OwnMembership",
      "PermissionDenied",
      "PermissionNotChanged",
      "SessionExpired",
      "ValidationFailed"
    ],
    "SubmitCaptchaResult": [
      "CaptchaRejected",
      "CaptchaState",
      "RateLimited"
    ],
    "SwitchMembershipResult": [
      "LoginRequired",
      "MembershipNotAvailable",
      "SessionExpired",
      "Viewer"
    ],
    "UpdateUserDataResult": [
      "LastRepresentative",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "UserData",
      "ValidationFailed"
    ],
    "UserDataResult": [
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "UserData"
    ],
    "VerificationFilesResult": [
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "VerificationFileList"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "ActivateAccountResult": [
      "AccountActivated",
      "AccountAlreadyActive",
      "ActivationFailed",
      "LinkExpired",
      "RateLimited",
      "ValidationFailed"
    ],
    "ActivationResult": [
      "AccountAlreadyActive",
      "Activation",
      "LinkExpired",
      "RateLimited"
    ],
    "AdminCompaniesResult": [
      "CompanyListPage",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "AdminCompanyResult": [
      "CompanyDetails",
      "CompanyNotFound",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "AdminCompanyUserResult": [
      "CompanyUser",
      "LoginRequired",
      "MembershipNotFound",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "AdminCompanyUsersResult": [
      "AdminCompanyUsersPage",
      "CompanyNotFound",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "CatalogSearchResult": [
      "CaptchaRejected",
      "CaptchaRequired",
      "CatalogPage",
      "InvalidGtin",
      "LoginRequired",
      "NoActiveMembership",
      "NoProductsFound",
      "NotFromOrganisation",
      "OffsetNotAllowed",
      "PermissionDenied",
      "ProductNotFound",
      "RateLimited",
      "SessionExpired",
      "TooManyResults",
      "ValidationFailed"
    ],
    "CatalogSuggestionsResult": [
      "CatalogSuggestions",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "CategoryTreeResult": [
      "CategoryTree",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "ChangePasswordResult": [
      "LoginRequired",
      "NoActiveMembership",
      "PasswordChanged",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed",
      "WrongCurrentPassword"
    ],
    "CompanyAssignmentResult": [
      "CompanyAssignment",
      "CompanyNotInRegistry",
      "EmailNotInMemberBase",
      "RateLimited",
      "UserNotAssigned",
      "ValidationFailed"
    ],
    "CompanyUsersResult": [
      "CompanyUsersPage",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "DataPoolsResult": [
      "DataPoolList",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "DatabaseDownloadResult": [
      "DatabaseDownload",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "DeleteCompanyMembershipResult": [
      "CompanyNotFound",
      "LastRepresentative",
      "LoginRequired",
      "MembershipDeleted",
      "MembershipNotFound",
      "NoActiveMembership",
      "OwnMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "DeleteMembershipResult": [
      "LastRepresentative",
      "LoginRequired",
      "MembershipDeleted",
      "MembershipNotFound",
      "NoActiveMembership",
      "OwnMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "EmailCheckResult": [
      "EmailCheck",
      "RateLimited",
      "ValidationFailed"
    ],
    "GenerateDatabaseResult": [
      "DatabaseAlreadyGenerating",
      "DatabaseDownload",
      "DownloadAccessDisabled",
      "DownloadLimitExhausted",
      "DownloadNotInPackage",
      "LoginRequired",
      "NoActiveMembership",
      "NoProductsFound",
      "PermissionDenied",
      "SelectionExceedsLimit",
      "SessionExpired",
      "ValidationFailed"
    ],
    "GenerateIssueFileResult": [
      "IssueFile",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "Gs1CodesResult": [
      "Gs1Codes",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "GtinLicenceResult": [
      "GtinLicence",
      "InvalidGtin",
      "LoginRequired",
      "SessionExpired"
    ],
    "InviteUserResult": [
      "InvitationSent",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "UserAlreadyInCompany",
      "UserAlreadyInvited",
      "ValidationFailed"
    ],
    "IssueFileResult": [
      "IssueFile",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "LoginResult": [
      "CaptchaRequired",
      "InvalidCredentials",
      "RateLimited",
      "ValidationFailed",
      "Viewer"
    ],
    "MyCompanyResult": [
      "CompanyDetails",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "NipAvailabilityResult": [
      "NipAvailable",
      "NipTaken",
      "RateLimited",
      "ValidationFailed"
    ],
    "OrderSubscriptionResult": [
      "LoginRequired",
      "NoActiveMembership",
      "OrderNotAvailable",
      "OrderPending",
      "PermissionDenied",
      "SessionExpired",
      "SubscriptionOrdered",
      "ValidationFailed"
    ],
    "PasswordResetLinkResult": [
      "LinkExpired",
      "PasswordResetLink",
      "RateLimited"
    ],
    "Problem": [
      "AccountAlreadyActive",
      "ActivationFailed",
      "AttachmentNotAllowed",
      "CaptchaRejected",
      "CaptchaRequired",
      "CompanyExists",
      "CompanyNotFound",
      "CompanyNotInRegistry",
      "DatabaseAlreadyGenerating",
      "DownloadAccessDisabled",
      "DownloadLimitExhausted",
      "DownloadNotInPackage",
      "EmailNotInMemberBase",
      "FieldProblem",
      "FileInProcess",
      "FileNotFound",
      "FileNotReady",
      "FileTooLarge",
      "FileTypeNotAllowed",
      "InvalidCredentials",
      "InvalidGtin",
      "LastRepresentative",
      "LinkExpired",
      "LoginRequired",
      "MembershipNotAvailable",
      "MembershipNotFound",
      "NipTaken",
      "NoActiveMembership",
      "NoProductsFound",
      "NotFromOrganisation",
      "OffsetNotAllowed",
      "OrderNotAvailable",
      "OrderPending",
      "OwnMembership",
      "PermissionDenied",
      "PermissionNotChanged",
      "ProductNotFound",
      "RateLimited",
      "RegistrationUnfinished",
      "SelectionExceedsLimit",
      "ServiceUnavailable",
      "SessionExpired",
      "TooManyGtins",
      "TooManyResults",
      "UnknownAccountEmail",
      "UploadFailed",
      "UploadTooSlow",
      "UploadsInProgress",
      "UserAlreadyInCompany",
      "UserAlreadyInvited",
      "UserNotAssigned",
      "ValidationFailed",
      "VerificationLimitReached",
      "WrongCurrentPassword"
    ],
    "ProductCountersResult": [
      "ProductCounters",
      "RateLimited",
      "ServiceUnavailable"
    ],
    "ProductLookupResult": [
      "CaptchaRejected",
      "CaptchaRequired",
      "InvalidGtin",
      "LoginRequired",
      "NotFromOrganisation",
      "Product",
      "ProductNotFound",
      "RateLimited",
      "SessionExpired"
    ],
    "ProductsLookupResult": [
      "ProductLookups",
      "RateLimited",
      "SessionExpired",
      "TooManyGtins"
    ],
    "RegisterResult": [
      "CompanyExists",
      "NipTaken",
      "RateLimited",
      "RegistrationCompleted",
      "RegistrationUnfinished",
      "ValidationFailed"
    ],
    "RegistrationCompanyResult": [
      "CompanyExists",
      "CompanyNotInRegistry",
      "RateLimited",
      "RegistrationUnfinished",
      "RegistryCompany",
      "ValidationFailed"
    ],
    "RepositoryCompaniesResult": [
      "CompanyOptions",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "RepositoryIssuesResult": [
      "IssuePage",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "RequestPasswordResetResult": [
      "PasswordResetRequested",
      "RateLimited",
      "UnknownAccountEmail",
      "ValidationFailed"
    ],
    "ResetPasswordResult": [
      "LinkExpired",
      "PasswordReset",
      "RateLimited",
      "ValidationFailed"
    ],
    "SavePageContentResult": [
      "LoginRequired",
      "NoActiveMembership",
      "PageContent",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "SetCompanyDownloadAccessResult": [
      "CompanyDetails",
      "CompanyNotFound",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "SetUserPermissionResult": [
      "CompanyUser",
      "LastRepresentative",
      "LoginRequired",
      "MembershipNotFound",
      "NoActiveMembership",
      "OwnMembership",
      "PermissionDenied",
      "PermissionNotChanged",
      "SessionExpired",
      "ValidationFailed"
    ],
    "SubmitCaptchaResult": [
      "CaptchaRejected",
      "CaptchaState",
      "RateLimited"
    ],
    "SwitchMembershipResult": [
      "LoginRequired",
      "MembershipNotAvailable",
      "SessionExpired",
      "Viewer"
    ],
    "UpdateUserDataResult": [
      "LastRepresentative",
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "UserData",
      "ValidationFailed"
    ],
    "UserDataResult": [
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "UserData"
    ],
    "VerificationFilesResult": [
      "LoginRequired",
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "VerificationFileList"
    ]
  }
};
      export default result;
    