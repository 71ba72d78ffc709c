import { withCheckDigit } from '../lib/checksums.js';
import { GLOBAL_ORIGINS } from './catalogue.js';
import type { ForeignOwner } from './companies.js';
import { DAY_MS, REFERENCE_DATE, iso, pastDate } from './dates.js';
import { DEMO } from './demo.js';
import type { ProductRows } from './product-rows.js';
import type { Prng } from './prng.js';
import { slugify } from './slug.js';

/**
 * The global registry: the documented STABILO product, then DEMO.globalProductCount in all, spread over the origins'
 * GS1 prefixes (never 590, never DEMO.gtins.globalUnknown), owned by that origin's foreign companies.
 */
export function seedGlobalProducts(rows: ProductRows, prng: Prng, owners: readonly ForeignOwner[]): void {
  rows.add({
    gtin13: DEMO.gtins.global, name: 'STABILO point 88 fineliner', brand: 'STABILO',
    description: 'Fineliner with a 0.4 mm fibre tip, hexagonal barrel, water-based ink.', language: 'en', hasImage: true, status: 'active',
    size: ['1', 'szt'], targetMarket: ['DE', 'PL', 'FR'], brick: '10001430', productPage: 'https://www.stabilo.example.com/point-88',
    cardPage: null, modified: iso(REFERENCE_DATE - 120 * DAY_MS), isGlobal: true, isPublic: true, companyId: owners[0]!.id, externalSources: [],
  });
  const used = new Set<string>([DEMO.gtins.global]);
  const perOrigin = Math.ceil((DEMO.globalProductCount - 1) / GLOBAL_ORIGINS.length);
  let count = 1;
  for (const origin of GLOBAL_ORIGINS) {
    const originOwners = owners.filter((f) => f.origin === origin);
    for (let i = 0; i < perOrigin && count < DEMO.globalProductCount; i++) {
      const [name, brand, brick, size] = prng.pick(origin.products);
      let gtin13: string;
      do {
        const prefix = String(prng.int(origin.prefixes[0], origin.prefixes[1])).padStart(3, '0');
        gtin13 = withCheckDigit(prefix + prng.digits(9));
      } while (used.has(gtin13) || gtin13 === DEMO.gtins.globalUnknown);
      used.add(gtin13);
      rows.add({
        gtin13, name: `${name} ${size[0]} ${size[1]}`, brand, description: null, language: origin.language,
        hasImage: prng.chance(0.6), status: prng.chance(0.95) ? 'active' : 'inactive', size, targetMarket: [origin.countryCode], brick,
        productPage: prng.chance(0.5) ? `https://www.${slugify(brand)}.example.com/${gtin13}` : null, cardPage: null,
        modified: pastDate(prng, 10, 1500), isGlobal: true, isPublic: true, companyId: prng.pick(originOwners).id, externalSources: [],
      });
      count++;
    }
  }
}
