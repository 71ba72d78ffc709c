/** Helpers of the accounts and registration tests (registration bodies, outbox links). Not a test file itself. */
import { nipCheckDigit, regonCheckDigit } from '../lib/checksums.js';
import { call, type TestServer } from '../test-support.js';

let counter = 0;
let mails = 0;

/** A fresh valid REGON and NIP pair nobody knows (neither the registry nor the platform). */
export function freshCompanyNumbers(): { regon: string; nip: string } {
  for (;;) {
    counter++;
    const regonBody = String(71_000_000 + counter * 7919);
    const nipBody = String(771_000_000 + counter * 104_729);
    const check = nipCheckDigit(nipBody);
    if (check === null) continue;
    return { regon: regonBody + String(regonCheckDigit(regonBody)), nip: nipBody + String(check) };
  }
}

export const CONSENTS = {
  confirmedStatute: true,
  agreeToSellingEmails: true,
  agreeToSellingPhones: false,
  agreeToSharingData: true,
  agreeToMarketingEmails: false,
  agreeToMarketingPhones: true,
};

export function registrationBody(numbers = freshCompanyNumbers(), email = `nowy${++mails}@firma.test`) {
  return {
    company: {
      ...numbers,
      name: `Nowa Firma ${mails} Sp. z o.o.`,
      street: 'ul. Testowa 1',
      city: 'Poznań',
      postalCode: '60-100',
      district: 'wielkopolskie',
      country: 'Polska',
      webPage: 'https://nowa.example.pl',
      companyProfile: 'online_sale',
      registrationPurposes: { checkSingleGtin: true, useSearch: true },
    },
    user: { email, firstName: 'Zenon', lastName: 'Rejestrowy', phoneNumber: '+48 601-234-567', ...CONSENTS },
    isCompanyRepresentative: true,
  };
}

export interface MailJson {
  id: number;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  kind: string;
}

/** The newest mail to an address, through GET /__dev/outbox. */
export async function lastMail(server: TestServer, to: string): Promise<MailJson | undefined> {
  const res = await call(`${server.root}/__dev/outbox?to=${encodeURIComponent(to)}`);
  return (res.json as MailJson[])[0];
}

export const tokenOf = (link: string | null | undefined) => String(link).split('/').pop() ?? '';

/** Registers a company over HTTP and returns the answer with the activation token of the mailed link. */
export async function register(server: TestServer, body = registrationBody()) {
  const res = await call(`${server.api}/accounts/register/`, { method: 'POST', json: body });
  const mail = await lastMail(server, body.user.email);
  return { res, body, mail, token: tokenOf(mail?.link) };
}
