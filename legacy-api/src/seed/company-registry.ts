import type { Db } from '../db/database.js';
import { nipCheckDigit, regonCheckDigit } from '../lib/checksums.js';
import { CITIES, STREETS } from './catalogue.js';
import { Prng } from './prng.js';

/** Fixed entries of the built-in company registry (not platform members): the wizard's prefilled-and-locked path. */
export const REGISTRY_DEMO = {
  registry: [
    { regon: '527123453', nip: '5271234563', name: 'Piekarnia Pod Lipami Sp. z o.o.', street: 'ul. Lipowa 12', city: 'Warszawa', postalCode: '00-120', district: 'mazowieckie' },
    { regon: '361000010', nip: '3610000170', name: 'Tłocznia Soków Jabłuszko Sp. j.', street: 'ul. Sadowa 3', city: 'Lublin', postalCode: '20-412', district: 'lubelskie' },
    { regon: '142000027', nip: '1420000289', name: 'Browar Rzemieślniczy Zdrój S.A.', street: 'ul. Źródlana 7', city: 'Kraków', postalCode: '30-301', district: 'małopolskie' },
  ],
  /** How many registry entries the seed holds in all (the fixed ones included). */
  registrySize: 30,
  /** Valid REGON / NIP that neither the registry nor the platform knows: the wizard's empty, editable path. */
  unknownRegon: '385000036',
  unknownNip: '3850000399',
} as const;

const SEED = 590_2025;
const KINDS = ['Piekarnia', 'Masarnia', 'Mleczarnia', 'Tłocznia', 'Wędzarnia', 'Cukiernia', 'Hurtownia Spożywcza', 'Przetwórnia Owoców', 'Palarnia Kawy', 'Młyn'];
const NAMES = ['Pod Dębem', 'Złoty Kłos', 'Mazurska', 'Nad Wartą', 'Kaszubska', 'Smakosz', 'Tradycja', 'Zielona Dolina', 'Stary Młyn', 'Jantar', 'Podhale', 'Sielanka'];
const FORMS = ['Sp. z o.o.', 'Sp. j.', 'S.A.', 'Sp. k.', 's.c.'];

/**
 * The built-in company registry of the registration wizard (~30 companies with valid REGON and NIP that "exist" but
 * are not platform members). Runs after the main seed (platform NIPs/REGONs are avoided); deterministic.
 */
export function seedCompanyRegistry(db: Db): void {
  const prng = new Prng(SEED);
  const usedNips = new Set(db.all<{ nip: string }>('SELECT nip FROM companies WHERE nip IS NOT NULL').map((r) => r.nip));
  const usedRegons = new Set(db.all<{ regon: string }>('SELECT regon FROM companies WHERE regon IS NOT NULL').map((r) => r.regon));
  usedRegons.add(REGISTRY_DEMO.unknownRegon);
  usedNips.add(REGISTRY_DEMO.unknownNip);
  const names = new Set<string>();
  const rows: string[][] = [];
  for (const entry of REGISTRY_DEMO.registry) {
    usedNips.add(entry.nip);
    usedRegons.add(entry.regon);
    names.add(entry.name);
    rows.push([entry.regon, entry.nip, entry.name, entry.street, entry.city, entry.postalCode, entry.district]);
  }
  while (rows.length < REGISTRY_DEMO.registrySize) {
    const name = `${prng.pick(KINDS)} ${prng.pick(NAMES)} ${prng.pick(FORMS)}`;
    const regonBody = String(prng.int(1, 9)) + prng.digits(7);
    const regon = regonBody + String(regonCheckDigit(regonBody));
    const nipBody = String(prng.int(1, 9)) + prng.digits(8);
    const check = nipCheckDigit(nipBody);
    if (names.has(name) || check === null || usedNips.has(nipBody + String(check)) || usedRegons.has(regon)) continue;
    const nip = nipBody + String(check);
    names.add(name);
    usedNips.add(nip);
    usedRegons.add(regon);
    const [city, postalPrefix, district] = prng.pick(CITIES);
    rows.push([regon, nip, name, `${prng.pick(STREETS)} ${prng.int(1, 120)}`, city, `${postalPrefix}-${prng.digits(3)}`, district]);
  }
  db.insertMany('INSERT INTO company_registry (regon, nip, name, street, city, postal_code, district) VALUES (?, ?, ?, ?, ?, ?, ?)', rows);
}
