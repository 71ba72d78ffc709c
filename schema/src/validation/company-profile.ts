import * as z from 'zod/mini';
import { messages } from './messages';

/**
 * Company profiles (spec §3): both readings of the spec, the current list first, then the earlier one, with the
 * provider's values and the Polish labels the form shows.
 */
export const COMPANY_PROFILES = {
  ONLINE_SALE: { value: 'online_sale', label: 'Sprzedaż internetowa' },
  OFFLINE_SALE: { value: 'offline_sale', label: 'Sprzedaż stacjonarna' },
  CORPORATE_IT_SOLUTIONS: { value: 'corporate_it_solutions', label: 'Rozwiązania IT dla firm' },
  CONSUMER_IT_APPS: { value: 'consumer_it_apps', label: 'Aplikacje dla konsumentów' },
  PRODUCTION: { value: 'production', label: 'Produkcja' },
  RETAIL_NETWORK: { value: 'retail_network', label: 'Sieć handlowa' },
  LOGISTIC_SERVICES: { value: 'logistic_services', label: 'Usługi logistyczne' },
  DEPOSIT_SYSTEM_SOLUTIONS: { value: 'deposit_system_solutions', label: 'Rozwiązania dla systemu kaucyjnego' },
  OTHER: { value: 'other', label: 'Inny' },
  MARKETPLACE: { value: 'marketplace', label: 'Platforma sprzedażowa (marketplace)' },
  UNIVERSITY: { value: 'university', label: 'Uczelnia' },
  PRODUCT_CATALOG: { value: 'product_catalog', label: 'Katalog produktów' },
  IT_COMPANY: { value: 'it_company', label: 'Firma informatyczna' },
  RESEARCH_AGENCY: { value: 'research_agency', label: 'Agencja badań rynku' },
} as const;

export type CompanyProfile = keyof typeof COMPANY_PROFILES;

/** The company profile field: required, one of both lists. */
export const companyProfileSchema = z.enum(Object.keys(COMPANY_PROFILES) as [CompanyProfile, ...CompanyProfile[]], {
  error: messages.required,
});
