import * as z from 'zod/mini';
import { messages } from './messages';

/** Roles in a company (spec §3, §6) with the labels the users screen shows. */
export const PERMISSION_GROUPS = {
  LOCATION_ADMIN: { value: 'location_admin', label: 'Administrator podmiotu' },
  LOCATION_USER: { value: 'location_user', label: 'Użytkownik standardowy' },
} as const;

export type PermissionGroupValue = keyof typeof PERMISSION_GROUPS;

/** Spec §2: an invitation starts as a standard user. */
export const DEFAULT_INVITE_GROUP: PermissionGroupValue = 'LOCATION_USER';

/** The permission field: required. */
export const permissionGroupSchema = z.enum(Object.keys(PERMISSION_GROUPS) as [PermissionGroupValue, ...PermissionGroupValue[]], {
  error: messages.required,
});
