import { zodResolver } from '@hookform/resolvers/zod';
import { catalogFilterSchema } from 'schema/validation';

/** The search form's rule (zod): its own chunk, loaded when the form is first sent (CatalogSearchForm). */
export const filterResolver = zodResolver(catalogFilterSchema);
