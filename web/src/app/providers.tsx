import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';

/** What every part of the app reads. Chakra's system is provided where Chakra draws (RootLayout's page, UserMenu). */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
