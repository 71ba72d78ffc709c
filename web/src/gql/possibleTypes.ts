
      export type PossibleTypesResultData = {
  "possibleTypes": {
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
    "GtinLicenceResult": [
      "GtinLicence",
      "InvalidGtin",
      "LoginRequired",
      "SessionExpired"
    ],
    "LoginResult": [
      "InvalidCredentials",
      "RateLimited",
      "ValidationFailed",
      "Viewer"
    ],
    "Problem": [
      "CaptchaRejected",
      "CaptchaRequired",
      "FieldProblem",
      "FileInProcess",
      "FileNotFound",
      "FileNotReady",
      "FileTooLarge",
      "FileTypeNotAllowed",
      "InvalidCredentials",
      "InvalidGtin",
      "LinkExpired",
      "LoginRequired",
      "MembershipNotAvailable",
      "NoActiveMembership",
      "NoProductsFound",
      "NotFromOrganisation",
      "OffsetNotAllowed",
      "PermissionDenied",
      "ProductNotFound",
      "RateLimited",
      "ServiceUnavailable",
      "SessionExpired",
      "TooManyResults",
      "ValidationFailed",
      "VerificationLimitReached"
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
    "GtinLicenceResult": [
      "GtinLicence",
      "InvalidGtin",
      "LoginRequired",
      "SessionExpired"
    ],
    "LoginResult": [
      "InvalidCredentials",
      "RateLimited",
      "ValidationFailed",
      "Viewer"
    ],
    "Problem": [
      "CaptchaRejected",
      "CaptchaRequired",
      "FieldProblem",
      "FileInProcess",
      "FileNotFound",
      "FileNotReady",
      "FileTooLarge",
      "FileTypeNotAllowed",
      "InvalidCredentials",
      "InvalidGtin",
      "LinkExpired",
      "LoginRequired",
      "MembershipNotAvailable",
      "NoActiveMembership",
      "NoProductsFound",
      "NotFromOrganisation",
      "OffsetNotAllowed",
      "PermissionDenied",
      "ProductNotFound",
      "RateLimited",
      "ServiceUnavailable",
      "SessionExpired",
      "TooManyResults",
      "ValidationFailed",
      "VerificationLimitReached"
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
    "VerificationFilesResult": [
      "NoActiveMembership",
      "PermissionDenied",
      "SessionExpired",
      "VerificationFileList"
    ]
  }
};
      export default result;
    