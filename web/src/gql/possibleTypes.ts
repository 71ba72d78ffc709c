
      export type PossibleTypesResultData = {
  "possibleTypes": {
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
      "CompanyNotFound",
      "CompanyUserPage",
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
      "LoginRequired",
      "MembershipDeleted",
      "MembershipNotRemovable",
      "PermissionDenied",
      "SessionExpired"
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
    "IssueFileResult": [
      "IssueFile",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired"
    ],
    "LoginResult": [
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
    "OrderSubscriptionResult": [
      "LoginRequired",
      "OrderNotAvailable",
      "PermissionDenied",
      "SessionExpired",
      "SubscriptionOrdered",
      "ValidationFailed"
    ],
    "Problem": [
      "CaptchaRejected",
      "CaptchaRequired",
      "CompanyNotFound",
      "DatabaseAlreadyGenerating",
      "DownloadAccessDisabled",
      "DownloadLimitExhausted",
      "DownloadNotInPackage",
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
      "MembershipNotRemovable",
      "NoActiveMembership",
      "NoProductsFound",
      "NotFromOrganisation",
      "OffsetNotAllowed",
      "OrderNotAvailable",
      "PermissionDenied",
      "ProductNotFound",
      "RateLimited",
      "SelectionExceedsLimit",
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
      "CompanyNotFound",
      "CompanyUserPage",
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
      "LoginRequired",
      "MembershipDeleted",
      "MembershipNotRemovable",
      "PermissionDenied",
      "SessionExpired"
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
    "IssueFileResult": [
      "IssueFile",
      "LoginRequired",
      "PermissionDenied",
      "SessionExpired"
    ],
    "LoginResult": [
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
    "OrderSubscriptionResult": [
      "LoginRequired",
      "OrderNotAvailable",
      "PermissionDenied",
      "SessionExpired",
      "SubscriptionOrdered",
      "ValidationFailed"
    ],
    "Problem": [
      "CaptchaRejected",
      "CaptchaRequired",
      "CompanyNotFound",
      "DatabaseAlreadyGenerating",
      "DownloadAccessDisabled",
      "DownloadLimitExhausted",
      "DownloadNotInPackage",
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
      "MembershipNotRemovable",
      "NoActiveMembership",
      "NoProductsFound",
      "NotFromOrganisation",
      "OffsetNotAllowed",
      "OrderNotAvailable",
      "PermissionDenied",
      "ProductNotFound",
      "RateLimited",
      "SelectionExceedsLimit",
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
    