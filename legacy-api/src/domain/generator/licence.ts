import type { Db } from '../../db/database.js';
import { hasLicensedGcp } from '../search.js';

export const LICENCE_MESSAGES = {
  unknown: 'Numer GTIN nie występuje w bazie GS1 Polska – generator działa tylko dla aktywnych numerów GTIN z uzupełnionymi danymi produktu',
  noLicence: 'Numer GTIN nie pochodzi z aktywnej licencji GS1 (brak prefiksu firmy GS1) – generator działa tylko dla numerów z aktywną licencją',
  notActive: 'Numer GTIN nie jest aktywny – generator działa tylko dla aktywnych numerów GTIN',
  partial: 'Produkt nie ma uzupełnionych danych – uzupełnij dane produktu, aby wygenerować kod',
} as const;

/**
 * Why the generator refuses a GTIN (null = allowed): it must be in the own database, in a GS1 company prefix held by
 * an authorised company (the licence), with status active and product data filled in (not partial).
 * Any member may generate for any such GTIN, not only for their own company's.
 */
export function generatorRefusal(db: Db, gtin14: string): string | null {
  const product = db.get<{ gtin_status: string; is_partial: number }>('SELECT gtin_status, is_partial FROM products WHERE gtin = ? AND is_global = 0', [gtin14]);
  if (!product) return LICENCE_MESSAGES.unknown;
  if (!hasLicensedGcp(db, gtin14)) return LICENCE_MESSAGES.noLicence;
  if (product.gtin_status !== 'active') return LICENCE_MESSAGES.notActive;
  if (product.is_partial === 1) return LICENCE_MESSAGES.partial;
  return null;
}
