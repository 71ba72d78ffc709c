import * as z from 'zod/mini';
import { emailSchema } from './email';
import { permissionGroupSchema } from './permission-group';

/** Spec §9: the users list pages by 10, from page 0. */
export const USERS_PAGE_SIZE = 10;
export const USERS_PAGE_SIZE_MAX = 100;

/** Spec §5 "Invite": a valid e-mail and a permission group. */
export const inviteUserSchema = z.object({ email: emailSchema, permissionGroup: permissionGroupSchema });

/** Spec §5 "Permission change": the group is required. */
export const setPermissionSchema = z.object({ membershipId: z.string().check(z.minLength(1)), permissionGroup: permissionGroupSchema });

/** Paging of the users list, as the URL and the API take it. */
export const usersPageSchema = z.object({
  page: z._default(z.int().check(z.minimum(0)), 0),
  pageSize: z._default(z.int().check(z.minimum(1), z.maximum(USERS_PAGE_SIZE_MAX)), USERS_PAGE_SIZE),
});

export type InviteUserValues = z.input<typeof inviteUserSchema>;
