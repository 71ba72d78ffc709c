import './csp';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createClient } from './apollo';
import { PAGE_STATE_ID } from './pageHtml';
import { prepareStyleSystem } from '../components/ui/styleSystem';
import type { NormalizedCacheObject } from '@apollo/client';
import { routes } from './routes';
import { loadMatchedRoutes, prefetchMatchedRoutes, prepareMatchedRoutes } from './matchedRoutes';
import { startErrorReporting } from './reporting/errorReporting';
import { ReplayAfterHydration } from './typedBeforeHydration';
import { recording } from './beforeLive';

void startErrorReporting({ dsn: import.meta.env.VITE_SENTRY_DSN, hostname: window.location.hostname });

const container = document.getElementById('root')!;
// A public page arrives prerendered (web/scripts/prerender.ts): React takes over its markup instead of drawing it again.
const prerendered = container.hasChildNodes();
// Its forms work before the app does: what the person did meanwhile (recorded since main.tsx) is given to the app once
// it has taken over.
const typed = recording();
// A page the gateway drew for this visitor (a product card, server.tsx) carries the answers it was drawn with.
const pageState = document.getElementById(PAGE_STATE_ID)?.textContent;

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start() {
  // Start-up in separate tasks, so a phone's browser can paint and answer a tap in between (each long task counts).
  // Matching the address against every route is a task of its own, not part of the long one that evaluated the app.
  await nextTask();
  // The page's chunk is loaded before the router starts, so the first render is the page itself: hydration must
  // render what the prerender rendered, and the router's later update for a lazy page would render synchronously
  // (navigations are not transitions, see below), one long task on a phone.
  await loadMatchedRoutes(routes, window.location);
  // The page's module has just been evaluated (a form's rules, say): the client is made in the next task.
  await nextTask();
  const client = createClient();
  // Hydration must start from what the page was drawn with; nothing already answered is asked for (or counted) again.
  if (pageState) {
    client.cache.restore(JSON.parse(pageState) as NormalizedCacheObject);
    await prepareMatchedRoutes(routes, window.location, client);
  }
  // An app-drawn page's answer (e.g. a product card's) is asked for now, not after the system and the first render.
  if (!prerendered) prefetchMatchedRoutes(routes, window.location, client);
  await nextTask();
  // Chakra's system, when the page is drawn with it: the longest single piece of start-up work, in a task of its own.
  prepareStyleSystem();
  await nextTask();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <ReplayAfterHydration typed={typed}>
        <AppProviders client={client}>
          {/* Navigations render at once, not as transitions: Apollo's useQuery starts the request for new variables
              during render, and a transition render interrupted by an arriving answer restarts with the old ones
              (the two requests then alternate without end). */}
          <RouterProvider router={router} useTransitions={false} />
        </AppProviders>
      </ReplayAfterHydration>
    </StrictMode>
  );
  // The first render as a transition: React renders (and hydrates) it in slices and lets the browser in between, so
  // arriving on a page does not block the main thread, and a phone's first tap, for the whole render.
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
