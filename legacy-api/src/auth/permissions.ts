export type PermissionGroup = 'location_admin' | 'location_user';
export type Subscription = 'free' | 'basic' | 'yearly_limited' | 'yearly_unlimited';

export interface MembershipFacts {
  permissionGroup: PermissionGroup;
  activated: boolean;
  subscription: string;
  isOperator: boolean;
}

const GROUP_PERMISSIONS: Record<PermissionGroup, readonly string[]> = {
  location_admin: ['user_data', 'change_password', 'users_manage', 'file_sending_to_verification', 'data_verification_page'],
  location_user: ['user_data', 'change_password', 'file_sending_to_verification', 'data_verification_page'],
};
const DOWNLOAD_PACKAGES = new Set(['basic', 'yearly_limited', 'yearly_unlimited']);
const OPERATOR_PERMISSIONS = ['repository', 'registered_company', 'cms'];

/** Permissions of a membership, derived from its group and its company (never stored). Not activated: none. */
export function permissionsFor(m: MembershipFacts): string[] {
  if (!m.activated) return [];
  const permissions = [...GROUP_PERMISSIONS[m.permissionGroup]];
  if (m.subscription !== 'free') permissions.push('advanced_search');
  if (m.permissionGroup === 'location_admin' && DOWNLOAD_PACKAGES.has(m.subscription)) permissions.push('database_download');
  if (m.isOperator) permissions.push(...OPERATOR_PERMISSIONS);
  return permissions;
}
