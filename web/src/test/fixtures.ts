type Obj = Record<string, unknown>;

export interface MembershipInput {
  id: string;
  company: string;
  activated?: boolean;
  permissions?: string[];
  permissionGroup?: 'LOCATION_ADMIN' | 'LOCATION_USER';
}

export function viewerFixture(options: {
  permissions?: string[];
  memberships?: MembershipInput[];
  activeId?: string | null;
  firstName?: string;
  lastName?: string;
} = {}): Obj {
  const memberships = (options.memberships ?? [{ id: 'm1', company: 'Przykładowa Spółka z o.o.' }]).map((m) => ({
    __typename: 'Membership',
    id: m.id,
    activated: m.activated ?? true,
    permissionGroup: m.permissionGroup ?? 'LOCATION_ADMIN',
    isCompanyRepresentative: true,
    permissions: m.permissions ?? options.permissions ?? [],
    company: { __typename: 'MembershipCompany', id: `c-${m.id}`, name: m.company, nip: '7791011327' },
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

export function productFixture(overrides: Obj = {}): Obj {
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

export function problem(typename: string, code: string, message: string, extra: Obj = {}): Obj {
  return { __typename: typename, code, message, field: null, ...extra };
}

/** The session's captcha; a solved token expires a day later unless `expiresAt` says otherwise. */
export const captchaState = (solved: boolean, expiresAt: string | null = solved ? new Date(Date.now() + 86_400_000).toISOString() : null): Obj => ({
  captcha: {
    __typename: 'CaptchaState',
    provider: 'ALTCHA',
    challengeUrl: '/captcha/challenge',
    siteKey: null,
    solved,
    expiresAt,
  },
});
