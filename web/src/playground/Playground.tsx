import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { GraphiQL } from 'graphiql';
import { EXAMPLES } from './examples';
import { signedIn, TOKEN_ONLY, type SignedIn } from './session';

/** What the last answer was: its HTTP status, how long it took, and the id its log lines carry. */
interface Answered {
  status: number;
  ms: number;
  requestId: string | null;
}

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

const TABS = EXAMPLES.map(({ query, variables }) => ({ query, variables: variables ? JSON.stringify(variables, null, 2) : undefined }));

interface KeptTabs {
  activeTabIndex: number;
  tabs: { query: string | null; variables: string | null }[];
}

/**
 * Sets the editors' opening contents where GraphiQL reads them: the open tab's query and variables as this browser
 * kept them, else the first example's. GraphiQL opens its editors with the first tab's query but with variables of
 * its own keeping, which the examples' tabs never had, so the lookup would run without its GTIN.
 */
export function openOnKeptTab(): void {
  let tab: KeptTabs['tabs'][number] | undefined;
  try {
    const kept = JSON.parse(localStorage.getItem('graphiql:tabState') ?? 'null') as KeptTabs | null;
    tab = kept?.tabs[kept.activeTabIndex];
  } catch {
    tab = undefined;
  }
  const { query, variables } = tab ?? { query: TABS[0]!.query, variables: TABS[0]!.variables ?? null };
  localStorage.setItem('graphiql:query', query ?? '');
  localStorage.setItem('graphiql:variables', variables ?? '');
}

/**
 * GraphiQL bundled with the app (no CDN), talking to the gateway on the same origin with the browser's session: the
 * example operations in tabs, who is signed in, the last answer's status, time and `x-request-id`, and the links an
 * integrator needs. Where the gateway enforces trusted documents (production), the session runs only the app's
 * operations: the playground is then a bearer-token tool, and says so (decision 030).
 */
export function Playground() {
  const [viewer, setViewer] = useState<SignedIn | typeof TOKEN_ONLY | null | undefined>(undefined);
  const [answered, setAnswered] = useState<Answered | null>(null);

  const refreshViewer = useCallback(() => {
    signedIn().then(setViewer, () => setViewer(null));
  }, []);
  useEffect(refreshViewer, [refreshViewer]);

  const fetcher = useCallback<Fetcher>(
    async (params, options) => {
      const started = performance.now();
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(options?.headers ?? {}) },
        body: JSON.stringify(params),
      });
      const body: unknown = await response.json();
      setAnswered({ status: response.status, ms: Math.round(performance.now() - started), requestId: response.headers.get('x-request-id') });
      // A sign-in, a sign-out or a change of company run here changes who the next operation runs as.
      if (/^\s*mutation\b/m.test(params.query ?? '')) refreshViewer();
      return body as Awaited<ReturnType<Fetcher>>;
    },
    [refreshViewer],
  );

  return (
    <div className="playground">
      <header className="playground-bar">
        <h1>GraphQL API katalogu GS1</h1>
        <p className="playground-who" aria-live="polite">
          {viewer === undefined ? null : viewer === TOKEN_ONLY ? (
            <>
              Ta bramka wykonuje własne operacje tylko z tokenem: dodaj w „Headers” <code>{'{"Authorization": "Bearer <access token>"}'}</code> (token:{' '}
              <a href="/graphql/guide">przewodnik integratora</a>). Sesja przeglądarki uruchamia tylko operacje aplikacji.
            </>
          ) : viewer ? (
            <>
              Zalogowano jako <strong>{viewer.email}</strong>
              {viewer.company ? ` (${viewer.company})` : ''}
            </>
          ) : (
            <>
              Niezalogowany · <a href="/login?next=%2Fgraphql">Zaloguj się</a> i wróć tutaj, albo wyślij nagłówek <code>Authorization: Bearer</code>
            </>
          )}
        </p>
        <nav aria-label="Dokumentacja">
          <a href="/graphql/schema.graphql">SDL</a>
          <a href="/graphql/guide">Przewodnik integratora</a>
          <a href="/graphql/changelog">Zmiany API</a>
          <a href="/">Aplikacja</a>
        </nav>
      </header>
      <GraphiQL fetcher={fetcher} defaultTabs={TABS} defaultEditorToolsVisibility="variables">
        <GraphiQL.Footer>
          <p className="playground-answer" role="status">
            {answered ? (
              <>
                HTTP <strong>{answered.status}</strong> · {answered.ms} ms · x-request-id <code>{answered.requestId ?? '—'}</code>
              </>
            ) : (
              'Odpowiedź: status, czas i x-request-id pojawią się tutaj.'
            )}
          </p>
        </GraphiQL.Footer>
      </GraphiQL>
    </div>
  );
}
