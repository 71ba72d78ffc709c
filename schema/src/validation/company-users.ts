import { z } from 'zod';
import { emailSchema } from './email';
import { permissionGroupSchema } from './permission-group';

/** Spec §9: the users list pages by 10, from page 0. */
export const USERS_PAGE_SIZE = 10;
export const USERS_PAGE_SIZE_MAX = 100;

/** Spec §5 "Invite": a valid e-mail and a permission group. */
export const inviteUserSchema = z.object({ email: emailSchema, permissionGroup: permissionGroupSchema });

/** Spec §5 "Permission change": the group is required. */
export const setPermissionSchema = z.object({ membershipId: z.string().min(1), permissionGroup: permissionGroupSchema });

/** Paging of the users list, as the URL and the API take it. */
export const usersPageSchema = z.object({
  page: z.number().int().min(0).default(0),
  pageSize: z.number().int().min(1).max(USERS_PAGE_SIZE_MAX).default(USERS_PAGE_SIZE),
});

export type InviteUserValues = z.input<typeof inviteUserSchema>;
