/**
 * The permissions a membership grants, as the REST API names them (spec member-side §6, admin-side): the gateway's
 * policies, the web app's route guards, menu and `can()` all speak of these. The SDL's `Permission` enum is the same
 * list in upper case (`sdl.test.ts` keeps the two together).
 */
export const PERMISSIONS = [
  'user_data',
  'change_password',
  'users_manage',
  'file_sending_to_verification',
  'data_verification_page',
  'advanced_search',
  'database_download',
  'repository',
  'registered_company',
  'cms',
] as const;

export type Permission = (typeof PERMISSIONS)[number];
