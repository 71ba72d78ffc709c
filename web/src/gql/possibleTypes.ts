
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "ActivateAccountResult": [
      "AccountActivated",
      "AccountAlreadyActive",
      "LinkExpired",
      "ValidationFailed"
    ],
    "ActivationResult": [
      "AccountAlreadyActive",
      "Activation",
      "LinkExpired"
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
    "LoginResult": [
      "InvalidCredentials",
      "RateLimited",
      "ValidationFailed",
      "Viewer"
    ],
    "NipAvailabilityResult": [
      "NipAvailable",
      "NipTaken",
      "ValidationFailed"
    ],
    "PasswordResetLinkResult": [
      "LinkExpired",
      "PasswordResetLink"
    ],
    "Problem": [
      "AccountAlreadyActive",
      "CaptchaRejected",
      "CaptchaRequired",
      "CompanyExists",
      "CompanyNotInRegistry",
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
      "OwnMembership",
      "PermissionDenied",
      "PermissionNotChanged",
      "ProductNotFound",
      "RateLimited",
      "RegistrationUnfinished",
      "ServiceUnavailable",
      "SessionExpired",
      "TooManyResults",
      "UnknownAccountEmail",
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
      "RegistrationCompleted",
      "RegistrationUnfinished",
      "ValidationFailed"
    ],
    "RegistrationCompanyResult": [
      "CompanyExists",
      "CompanyNotInRegistry",
      "RegistrationUnfinished",
      "RegistryCompany",
      "ValidationFailed"
    ],
    "RequestPasswordResetResult": [
      "PasswordResetRequested",
      "UnknownAccountEmail",
      "ValidationFailed"
    ],
    "ResetPasswordResult": [
      "LinkExpired",
      "PasswordReset",
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
      "ValidationFailed"
    ],
    "ActivationResult": [
      "AccountAlreadyActive",
      "Activation",
      "LinkExpired"
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
    "LoginResult": [
      "InvalidCredentials",
      "RateLimited",
      "ValidationFailed",
      "Viewer"
    ],
    "NipAvailabilityResult": [
      "NipAvailable",
      "NipTaken",
      "ValidationFailed"
    ],
    "PasswordResetLinkResult": [
      "LinkExpired",
      "PasswordResetLink"
    ],
    "Problem": [
      "AccountAlreadyActive",
      "CaptchaRejected",
      "CaptchaRequired",
      "CompanyExists",
      "CompanyNotInRegistry",
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
      "OwnMembership",
      "PermissionDenied",
      "PermissionNotChanged",
      "ProductNotFound",
      "RateLimited",
      "RegistrationUnfinished",
      "ServiceUnavailable",
      "SessionExpired",
      "TooManyResults",
      "UnknownAccountEmail",
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
      "RegistrationCompleted",
      "RegistrationUnfinished",
      "ValidationFailed"
    ],
    "RegistrationCompanyResult": [
      "CompanyExists",
      "CompanyNotInRegistry",
      "RegistrationUnfinished",
      "RegistryCompany",
      "ValidationFailed"
    ],
    "RequestPasswordResetResult": [
      "PasswordResetRequested",
      "UnknownAccountEmail",
      "ValidationFailed"
    ],
    "ResetPasswordResult": [
      "LinkExpired",
      "PasswordReset",
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
    