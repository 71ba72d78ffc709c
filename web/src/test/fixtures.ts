import type { PermissionGroup, ProblemCode } from '../gql/graphql';
import type { Answer, DataOf } from './mockLink';
import type { Fragments, TypeName } from './operations.generated';

/** An object of the schema's type `Name` as an answer carries it: its selection `T`, saying its `__typename`. */
export type Typed<Name extends TypeName, T> = Answer<T> & { __typename: Name };

export interface MembershipInput {
  id: string;
  company: string;
  activated?: boolean;
  permissions?: string[];
  permissionGroup?: PermissionGroup;
}

export function viewerFixture(options: {
  permissions?: string[];
  memberships?: MembershipInput[];
  activeId?: string | null;
  firstName?: string;
  lastName?: string;
} = {}): Typed<'Viewer', Fragments['ViewerProvider_viewer']> {
  const memberships = (options.memberships ?? [{ id: 'm1', company: 'Przykładowa Spółka z o.o.' }]).map((m) => ({
    __typename: 'Membership' as const,
    id: m.id,
    activated: m.activated ?? true,
    permissionGroup: m.permissionGroup ?? 'LOCATION_ADMIN',
    isCompanyRepresentative: true,
    permissions: m.permissions ?? options.permissions ?? [],
    company: { __typename: 'MembershipCompany' as const, id: `c-${m.id}`, name: m.company, nip: '7791011327' },
  }));
  const activeId = options.activeId === undefined ? memberships.find((m) => m.activated)?.id : options.activeId;
  const active = memberships.find((m) => m.id === activeId) ?? null;
  return {
    __typename: 'Viewer',
    user: {
      __typename: 'User',
      id: 'u1',
      email: 'jan@firma.pl',
      firstName: options.firstName ?? 'Jan',
      lastName: options.lastName ?? 'Kowalski',
    },
    memberships,
    activeMembership: active,
    permissions: active ? (options.permissions ?? active.permissions) : [],
  };
}

type ProductFixture = Typed<'Product', Fragments['ProductCard_product']>;

export function productFixture(overrides: Partial<ProductFixture> = {}): ProductFixture {
  return {
    __typename: 'Product',
    gtin: '05901234123457',
    name: 'Sok jabłkowy 1 l',
    brand: 'Sadownik',
    description: 'Sok 100% z jabłek.',
    descriptionLanguage: 'pl',
    imageUrls: [],
    status: 'ACTIVE',
    netContent: [{ __typename: 'Quantity', value: '1', unit: 'l' }],
    targetMarkets: ['PL'],
    category: [
      { __typename: 'CategoryLevel', code: '50000000', text: 'Żywność/Napoje/Tytoń' },
      { __typename: 'CategoryLevel', code: '10000233', text: 'Soki owocowe' },
    ],
    productPage: 'https://sadownik.example/sok',
    productCardPage: null,
    lastModified: '2026-03-05T10:00:00Z',
    isGlobal: false,
    isVerified: true,
    isPartial: false,
    isPublic: true,
    company: {
      __typename: 'ProductCompany',
      name: 'Sadownik Sp. z o.o.',
      nip: '7791011327',
      street: 'ul. Sadowa 1',
      postalCode: '61-001',
      city: 'Poznań',
      webPage: 'https://sadownik.example',
      phoneNumber: '+48600100200',
    },
    externalSources: [],
    ...overrides,
  };
}

/**
 * A refusal the contract answers as data (a type implementing `Problem`), with the fields its member adds in `extra`
 * (e.g. `RateLimited`'s `member` and `resetsAt`).
 */
export function problem<Name extends TypeName, const Extra extends object = Record<never, never>>(
  typename: Name,
  code: ProblemCode,
  message: string,
  extra?: Extra,
): { __typename: Name; code: ProblemCode; message: string; field: string[] | null } & Extra {
  return { __typename: typename, code, message, field: null, ...(extra as Extra) };
}

/** The session's captcha; a solved token expires a day later unless `expiresAt` says otherwise. */
export const captchaState = (solved: boolean, expiresAt: string | null = solved ? new Date(Date.now() + 86_400_000).toISOString() : null): { captcha: Typed<'CaptchaState', Fragments['CaptchaWidget_captcha']> } => ({
  captcha: {
    __typename: 'CaptchaState',
    provider: 'ALTCHA',
    challengeUrl: '/captcha/challenge',
    siteKey: null,
    solved,
    expiresAt,
  },
});

/** The home page's query: the catalogue's counters and, unless `overrides` say otherwise, no saved content. */
export function homeFixture(overrides: Partial<DataOf<'Home'>> = {}): DataOf<'Home'> {
  return {
    productCounters: { __typename: 'ProductCounters', productCount: 1, productCountFrom7Days: 1 },
    pageContent: { __typename: 'PageContent', content: '' },
    ...overrides,
  };
}

/** A GPC category as the picker's tree answers it, with the categories below it. */
export type CategoryNodeFixture = Typed<'CategoryNode', Fragments['GpcPicker_node']> & { children: CategoryNodeFixture[] };

export const categoryNode = (code: string, text: string, children: CategoryNodeFixture[] = []): CategoryNodeFixture => ({
  __typename: 'CategoryNode',
  id: code,
  code,
  text,
  children,
});
