
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "ActivateAccountResult": [
      "AccountActivated",
      "AccountAlreadyActive",
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
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "AdminCompanyResult": [
      "CompanyDetails",
      "CompanyNotFound",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired"
    ],
    "AdminCompanyUsersResult": [
      "AdminCompanyUsersPage",
      "CompanyNotFound",
      "LoginRequired",
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
      "PermissionDenied",
      "SessionExpired"
    ],
    "CategoryTreeResult": [
      "CategoryTree",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired"
    ],
    "ChangePasswordResult": [
      "LoginRequired",
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
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "DataPoolsResult": [
      "DataPoolList",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired"
    ],
    "DatabaseDownloadResult": [
      "DatabaseDownload",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired"
    ],
    "DeleteCompanyMembershipResult": [
      "CompanyNotFound",
      "LastRepresentative",
      "LoginRequired",
      "MembershipDeleted",
      "MembershipNotFound",
      "OwnMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "DeleteMembershipResult": [
      "LastRepresentative",
      "LoginRequired",
      "MembershipDeleted",
      "MembershipNotFound",
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
      "NoProductsFound",
      "PermissionDenied",
      "SelectionExceedsLimit",
      "SessionExpired",
      "ValidationFailed"
    ],
    "GenerateIssueFileResult": [
      "IssueFile",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "Gs1CodesResult": [
      "Gs1Codes",
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
      "PermissionDenied",
      "SessionExpired",
      "UserAlreadyInCompany",
      "UserAlreadyInvited",
      "ValidationFailed"
    ],
    "IssueFileResult": [
      "IssueFile",
      "LoginRequired",
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
      "OrderNotAvailable",
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
      "OwnMembership",
      "PermissionDenied",
      "PermissionNotChanged",
      "ProductNotFound",
      "RateLimited",
      "RegistrationUnfinished",
      "SelectionExceedsLimit",
      "ServiceUnavailable",
      "SessionExpired",
      "TooManyResults",
      "UnknownAccountEmail",
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
      "PermissionDenied",
      "SessionExpired"
    ],
    "RepositoryIssuesResult": [
      "IssuePage",
      "LoginRequired",
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
      "PageContent",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "SetCompanyDownloadAccessResult": [
      "CompanyDetails",
      "CompanyNotFound",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "SetUserPermissionResult": [
      "CompanyUser",
      "LastRepresentative",
      "LoginRequired",
      "MembershipNotFound",
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
      "MembershipNotAvailable",
      "SessionExpired",
      "Viewer"
    ],
    "UpdateUserDataResult": [
      "LastRepresentative",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired",
      "UserData",
      "ValidationFailed"
    ],
    "UserDataResult": [
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired",
      "UserData"
    ],
    "VerificationFilesResult": [
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
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "AdminCompanyResult": [
      "CompanyDetails",
      "CompanyNotFound",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired"
    ],
    "AdminCompanyUsersResult": [
      "AdminCompanyUsersPage",
      "CompanyNotFound",
      "LoginRequired",
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
      "PermissionDenied",
      "SessionExpired"
    ],
    "CategoryTreeResult": [
      "CategoryTree",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired"
    ],
    "ChangePasswordResult": [
      "LoginRequired",
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
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "DataPoolsResult": [
      "DataPoolList",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired"
    ],
    "DatabaseDownloadResult": [
      "DatabaseDownload",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired"
    ],
    "DeleteCompanyMembershipResult": [
      "CompanyNotFound",
      "LastRepresentative",
      "LoginRequired",
      "MembershipDeleted",
      "MembershipNotFound",
      "OwnMembership",
      "PermissionDenied",
      "SessionExpired"
    ],
    "DeleteMembershipResult": [
      "LastRepresentative",
      "LoginRequired",
      "MembershipDeleted",
      "MembershipNotFound",
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
      "NoProductsFound",
      "PermissionDenied",
      "SelectionExceedsLimit",
      "SessionExpired",
      "ValidationFailed"
    ],
    "GenerateIssueFileResult": [
      "IssueFile",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "Gs1CodesResult": [
      "Gs1Codes",
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
      "PermissionDenied",
      "SessionExpired",
      "UserAlreadyInCompany",
      "UserAlreadyInvited",
      "ValidationFailed"
    ],
    "IssueFileResult": [
      "IssueFile",
      "LoginRequired",
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
      "OrderNotAvailable",
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
      "OwnMembership",
      "PermissionDenied",
      "PermissionNotChanged",
      "ProductNotFound",
      "RateLimited",
      "RegistrationUnfinished",
      "SelectionExceedsLimit",
      "ServiceUnavailable",
      "SessionExpired",
      "TooManyResults",
      "UnknownAccountEmail",
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
      "PermissionDenied",
      "SessionExpired"
    ],
    "RepositoryIssuesResult": [
      "IssuePage",
      "LoginRequired",
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
      "PageContent",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "SetCompanyDownloadAccessResult": [
      "CompanyDetails",
      "CompanyNotFound",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired",
      "ValidationFailed"
    ],
    "SetUserPermissionResult": [
      "CompanyUser",
      "LastRepresentative",
      "LoginRequired",
      "MembershipNotFound",
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
      "MembershipNotAvailable",
      "SessionExpired",
      "Viewer"
    ],
    "UpdateUserDataResult": [
      "LastRepresentative",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired",
      "UserData",
      "ValidationFailed"
    ],
    "UserDataResult": [
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired",
      "UserData"
    ],
    "VerificationFilesResult": [
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "VerificationFileList"
    ]
  }
};
      export default result;
    