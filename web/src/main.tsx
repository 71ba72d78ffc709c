import './app/csp';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createClient } from './app/apollo';
import { routes } from './app/routes';
import { startErrorReporting } from './app/reporting/errorReporting';

void startErrorReporting({ dsn: import.meta.env.VITE_SENTRY_DSN, hostname: window.location.hostname });

const client = createClient();
const router = createBrowserRouter(routes);

// The first render as a transition: React renders it in slices and lets the browser in between, so arriving on a
// page does not block the main thread (and a phone's first tap) for the whole render.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
