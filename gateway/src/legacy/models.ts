import { z } from 'zod';

/**
 * Shapes of the provider's REST answers (/api/v1), validated at the edge: a contract change fails here,
 * loudly, rather than deep in a resolver. Unknown keys are stripped; fields the spec marks optional are nullish.
 */

export const tokenPairSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const restMembershipCompanySchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  nip: z.string().nullish(),
});
export type RestMembershipCompany = z.infer<typeof restMembershipCompanySchema>;

export const restMembershipSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  activated: z.boolean(),
  activationDate: z.string().nullish(),
  permissionGroup: z.enum(['location_admin', 'location_user']),
  isCompanyRepresentative: z.boolean(),
  permissions: z.array(z.string()),
  company: restMembershipCompanySchema,
});
export type RestMembership = z.infer<typeof restMembershipSchema>;

export const restUserSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullish(),
  dateJoined: z.string().nullish(),
  lastLogin: z.string().nullish(),
  memberships: z.array(restMembershipSchema),
});
export type RestUser = z.infer<typeof restUserSchema>;

export const restProductCompanySchema = z.object({
  name: z.string(),
  nip: z.string().nullish(),
  street: z.string().nullish(),
  postalCode: z.string().nullish(),
  city: z.string().nullish(),
  webPage: z.string().nullish(),
  phoneNumber: z.string().nullish(),
});
export type RestProductCompany = z.infer<typeof restProductCompanySchema>;

export const restProductSchema = z.object({
  gtinNumber: z.string().regex(/^\d{14}$/),
  name: z.string().nullish(),
  brand: z.string().nullish(),
  description: z.string().nullish(),
  descriptionLanguage: z.string().nullish(),
  imageUrls: z.array(z.string()).default([]),
  gtinStatus: z.string().nullish(),
  netContent: z.array(z.object({ value: z.union([z.string(), z.number()]).transform(String), unit: z.string() })).default([]),
  targetMarket: z.array(z.string()).default([]),
  categoryDetails: z.array(z.object({ code: z.string(), text: z.string() })).default([]),
  productPage: z.string().nullish(),
  productCardPage: z.string().nullish(),
  lastModified: z.string().nullish(),
  isGlobal: z.boolean().default(false),
  isVerified: z.boolean().default(false),
  isPartial: z.boolean().default(false),
  isPublic: z.boolean().default(true),
  company: restProductCompanySchema.nullish(),
  externalSources: z.array(z.object({ name: z.string(), url: z.string() })).default([]),
});
export type RestProduct = z.infer<typeof restProductSchema>;

/** The global registry answers either a product or a bare string code (e.g. "User not logged"). */
export const globalLookupSchema = z.union([restProductSchema, z.string()]);

export const productCountSchema = z.object({
  productCount: z.number().int().nonnegative(),
  productCountFrom7Days: z.number().int().nonnegative(),
});
export type ProductCount = z.infer<typeof productCountSchema>;

/** Error bodies of a Django REST API: `{"detail": "…"}`, field errors `{"field": ["…"]}`, or a bare string. */
export const errorBodySchema = z.union([
  z.object({ detail: z.string() }).loose(),
  z.record(z.string(), z.array(z.string())),
  z.string(),
]);

/** What resolvers of `Viewer` receive: the upstream user plus the session's choice of membership. */
export interface ViewerModel {
  user: RestUser;
  activeMembershipId: string | null;
}

/** A page of the basic or advanced search; `tooManyResults` marks a count above the catalogue's cap. */
export const searchPageSchema = z.object({
  results: z.array(restProductSchema),
  count: z.number().int().nonnegative(),
  tooManyResults: z.boolean().default(false),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

export const productSuggestionsSchema = z.array(z.object({ text: z.string() }));

export interface RestCategoryNode {
  id: string;
  code: string;
  text: string;
  children: RestCategoryNode[];
}
export const restCategoryNodeSchema: z.ZodType<RestCategoryNode> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]).transform(String),
    code: z.string(),
    text: z.string(),
    children: z.array(restCategoryNodeSchema).default([]),
  }),
);
export const categoryTreeSchema = z.array(restCategoryNodeSchema);

export const hasGcpSchema = z.object({ hasGcp: z.boolean() });
