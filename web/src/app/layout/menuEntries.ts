import type { Permission } from 'schema/validation';
import type { ViewerData } from '../../shared/viewer/useViewer';
import { activatedMemberships, hasPermission } from '../../shared/viewer/useViewer';

/** The header's external link to order a barcode (spec: header). */
export const ORDER_BARCODE_URL = 'https://www.gs1pl.org/';

export type UserMenuEntry =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'switch'; label: string }
  | { kind: 'logout'; label: string };

/** The user dropdown's entries, filtered by the active membership's permissions. */
export function userMenuEntries(viewer: ViewerData): UserMenuEntry[] {
  const can = (p: Permission) => hasPermission(viewer, p);
  const userId = viewer.user.id;
  const entries: UserMenuEntry[] = [];
  if (can('user_data')) entries.push({ kind: 'link', label: 'Moje konto', to: `/user_data/${userId}` });
  if (can('change_password'))
    entries.push({ kind: 'link', label: 'Zmień hasło', to: `/user_data/${userId}/change_password` });
  if (can('users_manage')) {
    entries.push({ kind: 'link', label: 'Aktywne usługi', to: '/services' });
    entries.push({ kind: 'link', label: 'Lista użytkowników', to: '/users' });
  }
  if (activatedMemberships(viewer).length > 1) entries.push({ kind: 'switch', label: 'Zmień firmę' });
  if (can('repository')) entries.push({ kind: 'link', label: 'Repozytorium', to: '/repository' });
  if (can('registered_company')) entries.push({ kind: 'link', label: 'Administracja', to: '/companies' });
  if (can('cms')) entries.push({ kind: 'link', label: 'Treści stron', to: '/cms' });
  entries.push({ kind: 'logout', label: 'Wyloguj' });
  return entries;
}

export interface NavEntry {
  label: string;
  to: string;
}

/** The navigation bar: public entries plus the ones the active membership grants. */
export function navEntries(viewer: ViewerData | null): NavEntry[] {
  const can = (p: Permission) => hasPermission(viewer, p);
  const entries: NavEntry[] = [
    { label: 'Start', to: '/' },
    { label: 'Katalog', to: '/catalog' },
    { label: 'Weryfikuj dane', to: '/verify_data' },
    { label: 'O nas', to: '/about_us' },
    { label: 'Cennik', to: '/pricing' },
  ];
  if (can('file_sending_to_verification')) entries.push({ label: 'Moje produkty', to: '/my_products' });
  if (viewer?.activeMembership) entries.push({ label: 'Generator (demo)', to: '/generator_2d' });
  const companyId = viewer?.activeMembership?.company.id;
  if (can('database_download') && companyId)
    entries.push({ label: 'Baza danych', to: `/products/database/${companyId}` });
  const admin = can('registered_company')
    ? '/companies'
    : can('cms')
      ? '/cms'
      : can('repository')
        ? '/repository'
        : null;
  if (admin) entries.push({ label: 'Administracja', to: admin });
  return entries;
}
