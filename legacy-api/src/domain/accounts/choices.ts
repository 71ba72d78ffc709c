import type { PermissionGroup } from '../../auth/permissions.js';

/** The values the account and registration forms choose from (spec member-side §3, §5). */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = ['location_admin', 'location_user'];

export const VOIVODESHIPS = [
  'dolnośląskie', 'kujawsko-pomorskie', 'lubelskie', 'lubuskie', 'łódzkie', 'małopolskie', 'mazowieckie', 'opolskie',
  'podkarpackie', 'podlaskie', 'pomorskie', 'śląskie', 'świętokrzyskie', 'warmińsko-mazurskie', 'wielkopolskie', 'zachodniopomorskie',
] as const;

/** Both readings of the spec's company profiles are accepted. */
export const COMPANY_PROFILE_VALUES = [
  'online_sale', 'offline_sale', 'corporate_it_solutions', 'consumer_it_apps', 'production', 'retail_network', 'logistic_services',
  'deposit_system_solutions', 'other', 'marketplace', 'university', 'product_catalog', 'it_company', 'research_agency',
] as const;

export const REGISTRATION_PURPOSES = ['checkSingleGtin', 'checkMultipleGtins', 'useSearch', 'downloadDatabase', 'checkMyGtins', 'generateCodeQR'] as const;
