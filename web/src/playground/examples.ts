/**
 * The playground's example operations, one tab each; the first is open on arrival and runs as it is (its variables
 * filled). They select `__typename` and the `Problem` fields, as an integrator's code should.
 */
export interface Example {
  query: string;
  variables?: Record<string, unknown>;
}

const problem = '... on Problem { code message field }';

export const EXAMPLES: Example[] = [
  {
    query: `# Katalog produktów GS1 Polska: GraphQL API.
# Uruchom przyciskiem ▶ (Ctrl+Enter).
# Typy i pola z opisami: „Docs” po lewej,
# przykłady w kartach powyżej.
#
# Bez logowania odpowiedzią jest CaptchaRequired:
# zaloguj się (link u góry, wrócisz tutaj)
# albo rozwiąż captchę w aplikacji.

query ProductLookup($gtin: String!) {
  product(gtin: $gtin) {
    __typename
    ... on Product { gtin name brand status company { name } }
    ${problem}
    ... on RateLimited { resetsAt }
  }
}
`,
    variables: { gtin: '5901234123457' },
  },
  {
    query: `# Do 100 numerów GTIN w jednym zapytaniu
# (np. z dokumentu dostawy): każdy z odpowiedzią
# jak w product, w kolejności listy. Każdy GTIN
# kosztuje jak jedno wyszukiwanie (punkt budżetu
# i wyszukiwanie w pakiecie).

query ProductsLookup($gtins: [String!]!) {
  products(gtins: $gtins) {
    __typename
    ... on ProductLookups {
      lookups {
        gtin
        result {
          __typename
          ... on Product { gtin name brand status }
          ${problem}
        }
      }
    }
    ${problem}
    ... on RateLimited { resetsAt }
  }
}
`,
    variables: { gtins: ['5901234123457', '5901234999991', '123', '4006381333931'] },
  },
  {
    query: `# Kto jest zalogowany: null dla odwiedzającego.

query Viewer {
  viewer {
    user { email firstName lastName }
    activeMembership { company { name } }
    permissions
  }
}
`,
  },
  {
    query: `# Wyszukiwanie członka (uprawnienie advanced_search),
# strona po stronie: kolejna strona zaczyna się
# od nextOffset, dopóki hasNextPage.

query MemberSearch($filter: CatalogFilter!, $offset: Int!) {
  catalogSearch(filter: $filter, offset: $offset, limit: 5) {
    __typename
    ... on CatalogPage { totalCount limit requestedLimit hasNextPage nextOffset products { gtin name brand } }
    ${problem}
  }
}
`,
    variables: { filter: { name: 'pierogi' }, offset: 0 },
  },
  {
    query: `# Podpowiedzi formularza wyszukiwania (advanced_search).

query Suggestions($text: String!) {
  catalogSuggestions(field: NAME, text: $text) {
    __typename
    ... on CatalogSuggestions { values }
    ${problem}
  }
}
`,
    variables: { text: 'pier' },
  },
  {
    query: `# Generator kodów 2D (file_sending_to_verification):
# GS1 DataMatrix i QR z GS1 Digital Link.

query Generator($input: Gs1CodesInput!) {
  gs1Codes(input: $input) {
    __typename
    ... on Gs1Codes { dataMatrix { description } digitalLinkUri }
    ${problem}
    ... on ValidationFailed { problems { field message } }
  }
}
`,
    variables: { input: { gtin: '5901234123457', batch: 'A123', expiryDate: '271231' } },
  },
  {
    query: `# Mutacja ze złymi danymi: ValidationFailed z problemem
# przy każdym polu (field to ścieżka w zmiennych).

mutation UpdateUserData($input: UserDataInput!) {
  updateUserData(input: $input) {
    __typename
    ... on UserData { firstName lastName }
    ${problem}
    ... on ValidationFailed { problems { field message } }
  }
}
`,
    variables: {
      input: {
        firstName: 'A',
        lastName: 'Kowalska',
        phoneNumber: '123',
        confirmedStatute: false,
        agreeToSellingEmails: false,
        agreeToSellingPhones: false,
        agreeToSharingData: false,
        agreeToMarketingEmails: false,
        agreeToMarketingPhones: false,
      },
    },
  },
];
