import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import { SpinnerOverlay } from '../components/ui/SpinnerOverlay';
import { RouteError } from './layout/RouteError';
import { GuestOnly, RequireAuth } from './guards';

/**
 * Each page is its own chunk, loaded on first visit (the global spinner covers the load). Features are only
 * reached through these dynamic imports: app/ never imports a feature statically.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    HydrateFallback: SpinnerOverlay,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: page(() => import('../features/home/HomePage')) },
      { path: 'catalog', lazy: page(() => import('../features/catalog/CatalogPage')) },
      { path: 'catalog/:gtin', lazy: page(() => import('../features/catalog/ProductCardPage')) },
      {
        element: <GuestOnly />,
        children: [{ path: 'login', lazy: page(() => import('../features/session/LoginPage')) }],
      },
      { path: 'about_us', lazy: page(() => import('../features/pages/AboutUsPage')) },
      { path: 'contact', lazy: page(() => import('../features/pages/ContactPage')) },
      { path: 'terms', lazy: page(() => import('../features/pages/TermsPage')) },
      { path: 'privacy', lazy: page(() => import('../features/pages/PrivacyPage')) },
      { path: 'cookies', lazy: page(() => import('../features/pages/CookiesPage')) },
      { path: 'pricing', lazy: page(() => import('../features/pages/PricingPage')) },
      { path: 'verify_data', lazy: page(() => import('../features/pages/VerifyDataPage')) },
      { path: 'how_it_works', lazy: page(() => import('../features/pages/HowItWorksPage')) },
      {
        element: <RequireAuth permission="user_data" />,
        children: [{ path: 'user_data/:id', lazy: page(() => import('../features/account/AccountPage')) }],
      },
      // Further protected pages go under <RequireAuth permission="…" /> the same way.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
