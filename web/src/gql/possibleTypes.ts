
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
      "InvalidCredentials",
      "InvalidGtin",
      "LoginRequired",
      "MembershipNotAvailable",
      "NoProductsFound",
      "NotFromOrganisation",
      "OffsetNotAllowed",
      "PermissionDenied",
      "ProductNotFound",
      "RateLimited",
      "ServiceUnavailable",
      "SessionExpired",
      "TooManyResults",
      "ValidationFailed"
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
      "InvalidCredentials",
      "InvalidGtin",
      "LoginRequired",
      "MembershipNotAvailable",
      "NoProductsFound",
      "NotFromOrganisation",
      "OffsetNotAllowed",
      "PermissionDenied",
      "ProductNotFound",
      "RateLimited",
      "ServiceUnavailable",
      "SessionExpired",
      "TooManyResults",
      "ValidationFailed"
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
    ]
  }
};
      export default result;
    