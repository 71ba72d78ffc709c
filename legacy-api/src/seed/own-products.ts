import { withCheckDigit } from '../lib/checksums.js';
import { SECTORS, type Size } from './catalogue.js';
import type { SeededCompany } from './companies.js';
import { DAY_MS, iso } from './dates.js';
import { DEMO } from './demo.js';
import type { ProductRows, ProductSeed } from './product-rows.js';
import type { Prng } from './prng.js';
import { slugify } from './slug.js';

const VARIANTS = ['Premium', 'Classic', 'Bio', 'Eko', 'Tradycyjny smak', 'Family pack', 'Light'];
const FOOD_SECTORS = ['dairy', 'beverages', 'bakery', 'sweets', 'meat', 'ready', 'grains', 'spices', 'produce'];
const DEMO_PRODUCTS_PER_COMPANY = 40;

/**
 * The provider's own database (prefix 590): the demo company's documented products, 40 more of its own, and the rest
 * of DEMO.ownProductCount shared out among the other producers. ~3 % are modified within the last 7 days of `now`.
 */
export function seedOwnProducts(rows: ProductRows, prng: Prng, companies: readonly SeededCompany[], now: number): void {
  const lastModified = (recentShare: number): string =>
    prng.chance(recentShare) ? iso(now - prng.int(0, 6 * 24 * 3600 - 1) * 1000) : iso(now - prng.int(8, 1500) * DAY_MS - prng.int(0, 86_399) * 1000);

  const ownProduct = (company: SeededCompany, itemRef: string): void => {
    const sector = company.sector ?? SECTORS[0]!;
    const template = prng.pick(sector.bricks);
    const size = prng.pick(template.sizes);
    const brand = company.brands.length ? prng.pick(company.brands) : prng.pick(sector.brands);
    const variant = prng.chance(0.3) ? ` ${prng.pick(VARIANTS)}` : '';
    const baseName = prng.pick(template.names);
    const gtin13 = withCheckDigit(`${company.gcp}${itemRef}`);
    const statusRoll = prng.next();
    const status = statusRoll < 0.9 ? 'active' : statusRoll < 0.96 ? 'inactive' : 'withdrawn';
    const partial = prng.chance(0.03);
    // The order of the PRNG draws below is the seed's content: changing it changes every later product.
    rows.add({
      gtin13,
      name: partial ? null : `${baseName}${variant} ${size[0]} ${size[1]}`,
      brand,
      description: partial ? null : `${template.description} Produkt marki ${brand}.`,
      language: 'pl',
      hasImage: !partial && prng.chance(0.82),
      status,
      size: partial ? null : size,
      targetMarket: prng.chance(0.15) ? ['PL', 'DE', 'CZ'] : ['PL'],
      brick: template.brick,
      productPage: prng.chance(0.7) ? `https://www.${slugify(brand)}.example.pl/produkty/${gtin13}` : null,
      cardPage: prng.chance(0.5) ? `https://www.${company.slug}.example.pl/karta-produktu/${gtin13}` : null,
      modified: lastModified(0.03),
      isGlobal: false,
      isPublic: prng.chance(0.95),
      companyId: company.id,
      externalSources: FOOD_SECTORS.includes(sector.key) && prng.chance(0.15) ? [{ name: 'Open Food Facts', url: `https://world.openfoodfacts.org/product/${gtin13}` }] : [],
    });
  };

  const demo = companies[DEMO.companyIds.demo - 1]!;
  addDocumentedDemoProducts(rows, demo, now);
  for (let i = 1; i <= DEMO_PRODUCTS_PER_COMPANY; i++) ownProduct(demo, itemReference(i));

  const producers = companies.slice(2).filter((c) => c.gcp);
  const remaining = DEMO.ownProductCount - rows.size;
  producers.forEach((company, index) => {
    const share = Math.floor(remaining / producers.length) + (index < remaining % producers.length ? 1 : 0);
    for (let i = 1; i <= share; i++) ownProduct(company, itemReference(i));
  });
}

/** The 5-digit item reference after a 7-digit GS1 company prefix. */
const itemReference = (n: number) => String(n).padStart(5, '0');

/** The demo company's fixed products of DEMO.gtins (documented in README.md): one per state the product card shows. */
function addDocumentedDemoProducts(rows: ProductRows, demo: SeededCompany, now: number): void {
  const fixed = (gtin13: string, name: string | null, brick: string, size: Size, extra: Partial<ProductSeed> = {}) =>
    rows.add({
      gtin13, name, brand: 'Nasza Spiżarnia',
      description: name ? `${name} – ${extra.status === 'withdrawn' ? 'produkt wycofany z produkcji' : 'produkt przykładowy z pełnym opisem'}. Produkt marki Nasza Spiżarnia.` : null,
      language: 'pl', hasImage: true, status: 'active', size, targetMarket: ['PL'], brick,
      productPage: `https://www.nasza-spizarnia.example.pl/produkty/${gtin13}`,
      cardPage: `https://www.${demo.slug}.example.pl/karta-produktu/${gtin13}`,
      modified: iso(now - 2 * DAY_MS), isGlobal: false, isPublic: true, companyId: demo.id,
      externalSources: [{ name: 'Open Food Facts', url: `https://world.openfoodfacts.org/product/${gtin13}` }],
      ...extra,
    });
  const g = DEMO.gtins;
  fixed(g.active, 'Pierogi ruskie 450 g', '10000177', ['450', 'g']);
  fixed(g.withdrawn, 'Bigos staropolski 500 g', '10000178', ['500', 'g'], { status: 'withdrawn', modified: iso(now - 400 * DAY_MS) });
  fixed(g.inactive, 'Żurek śląski 450 ml', '10000179', ['450', 'ml'], { status: 'inactive', modified: iso(now - 900 * DAY_MS) });
  fixed(g.withoutPhoto, 'Pierogi z mięsem 400 g', '10000177', ['400', 'g'], { hasImage: false });
  fixed(g.partial, null, '10000177', ['1', 'kg'], { hasImage: false, externalSources: [] });
  fixed(g.notPublic, 'Uszka z grzybami 400 g', '10000177', ['400', 'g'], { isPublic: false });
}
