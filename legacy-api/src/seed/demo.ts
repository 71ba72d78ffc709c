import { withCheckDigit } from '../lib/checksums.js';

/** Everything a test or the README needs to name: fixed ids, e-mails and GTINs of the seed. */
export const DEMO = {
  password: 'Demo123!',
  operatorCompanyName: 'GS1 Polska',
  demoCompanyName: 'Przykładowa Firma Spożywcza Sp. z o.o.',
  users: {
    admin: 'admin@demo.test',
    company: 'firma@demo.test',
    employee: 'pracownik@demo.test',
  },
  companyIds: { operator: 1, demo: 2, free: 3, notActivated: 4 },
  gtins: {
    /** Active, full data with photo, verified, owned by the demo company. */
    active: '5901234123457',
    withdrawn: withCheckDigit('590123412346'),
    inactive: withCheckDigit('590123412347'),
    withoutPhoto: withCheckDigit('590123412348'),
    partial: withCheckDigit('590123412349'),
    notPublic: withCheckDigit('590123412350'),
    /** Valid check digit, in the demo company's range, never assigned. */
    unknown: withCheckDigit('590123499999'),
    global: '4006381333931',
    /** Valid German GTIN that the global registry does not know. */
    globalUnknown: withCheckDigit('400000000000'),
  },
  ownProductCount: 5_200,
  globalProductCount: 200,
} as const;
