import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import { prepareHeader } from './layout/Header';
import { RouteError } from './layout/RouteError';
import { GuestOnly, RequireAuth } from './guards';
import type { PageHandle } from './matchedRoutes';
import { loadStyleSystem } from '../components/ui/styleSystem';

type PageModule = () => Promise<{ default: ComponentType } & Pick<PageHandle, 'prefetch' | 'prepare'>>;

/**
 * Each page is its own chunk, loaded on first visit (the global spinner covers the load), with Chakra's style system
 * it is drawn with. Features are only reached through these dynamic imports: app/ never imports a feature statically.
 */
const page = (load: PageModule) => async () => {
  const [{ default: Component, prefetch, prepare }] = await Promise.all([load(), loadStyleSystem()]);
  return { Component, handle: { prefetch, prepare, styled: true } satisfies PageHandle };
};

/**
 * A page drawn without Chakra's style system (components/ui/tokens.ts): the home page, which most visitors load
 * first, and the catalogue and its product card, where most visits go next (decision 041). The dev server has no
 * built page head with Chakra's global CSS, so there it comes with the system.
 */
const plainPage = (load: PageModule) =>
  import.meta.env.DEV
    ? page(load)
    : async () => {
        const { default: Component, prefetch, prepare } = await load();
        return { Component, handle: { prefetch, prepare } satisfies PageHandle };
      };

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    handle: { prepare: prepareHeader } satisfies PageHandle,
    // Until the first page's chunk is in, #root stays empty and index.html's boot shell shows.
    HydrateFallback: () => null,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: plainPage(() => import('../features/home/HomePage')) },
      { path: 'catalog', lazy: plainPage(() => import('../features/catalog/CatalogPage')) },
      { path: 'catalog/:gtin', lazy: plainPage(() => import('../features/catalog/ProductCardPage')) },
      {
        element: <GuestOnly />,
        children: [{ path: 'login', lazy: page(() => import('../features/session/LoginPage')) }],
      },
      { path: 'about_us', lazy: page(() => import('../features/pages/AboutUsPage')) },
      { path: 'contact', lazy: page(() => import('../features/pages/ContactPage')) },
      { path: 'terms', lazy: page(() => import('../features/pages/TermsPage')) },
      { path: 'privacy', lazy: page(() => import('../features/pages/PrivacyPage')) },
      { path: 'cookies', lazy: page(() => import('../features/pages/CookiesPage')) },
      { path: 'pricing', lazy: page(() => import('../features/commerce/PricingPage')) },
      { path: 'verify_data', lazy: page(() => import('../features/verification/VerifyDataPage')) },
      { path: 'how_it_works', lazy: page(() => import('../features/pages/HowItWorksPage')) },
      {
        element: <RequireAuth permission="user_data" />,
        children: [{ path: 'user_data/:id', lazy: page(() => import('../features/accounts/user-data/UserDataPage')) }],
      },
      {
        element: <RequireAuth permission="file_sending_to_verification" />,
        children: [
          { path: 'verify_data/upload', lazy: page(() => import('../features/verification/UploadPage')) },
          { path: 'my_products', lazy: page(() => import('../features/verification/MyProductsPage')) },
        ],
      },
      {
        element: <RequireAuth permission="file_sending_to_verification" membership />,
        children: [{ path: 'generator_2d', lazy: page(() => import('../features/generator/GeneratorPage')) }],
      },
      { path: 'sentry-test', lazy: page(() => import('../features/pages/SentryTestPage')) },
      {
        element: <RequireAuth permission="registered_company" />,
        children: [
          { path: 'companies', lazy: page(() => import('../features/admin/CompaniesPage')) },
          { path: 'companies/:id', lazy: page(() => import('../features/admin/CompanyPage')) },
        ],
      },
      {
        element: <RequireAuth permission="repository" />,
        children: [
          { path: 'repository', lazy: page(() => import('../features/admin/RepositoryPage')) },
          { path: 'repository/issue_file/:id', lazy: page(() => import('../features/admin/IssueFilePage')) },
        ],
      },
      {
        element: <RequireAuth permission="cms" />,
        children: [
          { path: 'cms', lazy: page(() => import('../features/cms/CmsIndexPage')) },
          ...['homepage_cms', 'how_it_works_cms', 'verify_data_cms'].map((path) => ({ path, lazy: page(() => import('../features/cms/PageEditorPage')) })),
        ],
      },
      {
        element: <RequireAuth permission="users_manage" />,
        children: [{ path: 'services', lazy: page(() => import('../features/commerce/ServicesPage')) }],
      },
      {
        element: <RequireAuth permission="database_download" />,
        children: [{ path: 'products/database/:id', lazy: page(() => import('../features/commerce/DatabasePage')) }],
      },
      // Further protected pages go under <RequireAuth permission="…" /> the same way.
      { path: 'registration', lazy: page(() => import('../features/accounts/registration/RegistrationPage')) },
      { path: 'assign_to_company', lazy: page(() => import('../features/accounts/registration/AssignToCompanyPage')) },
      { path: 'confirm/email/:activationId', lazy: page(() => import('../features/accounts/activation/ActivationPage')) },
      { path: 'reset_password', lazy: page(() => import('../features/accounts/password/ResetRequestPage')) },
      { path: 'reset_password/:id', lazy: page(() => import('../features/accounts/password/ResetPasswordPage')) },
      {
        element: <RequireAuth permission="change_password" />,
        children: [{ path: 'user_data/:id/change_password', lazy: page(() => import('../features/accounts/password/ChangePasswordPage')) }],
      },
      { element: <RequireAuth permission="users_manage" />, children: [{ path: 'users', lazy: page(() => import('../features/users/UsersPage')) }] },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
