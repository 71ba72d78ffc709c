import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';

/** GraphiQL bundled with the app (no CDN), talking to the gateway on the same origin. */
async function fetcher(params: unknown, options?: { headers?: Record<string, string> }) {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(options?.headers ?? {}) },
    body: JSON.stringify(params),
  });
  return response.json();
}

const defaultQuery = `# Katalog produktów GS1 Polska — GraphQL API
# Dokumentacja typów: przycisk „Docs” po lewej.

query Product($gtin: String!) {
  product(gtin: $gtin) {
    __typename
    ... on Product { gtin name brand status }
    ... on Problem { code message }
  }
}
`;

createRoot(document.getElementById('playground')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
