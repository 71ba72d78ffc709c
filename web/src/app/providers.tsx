import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from './theme';

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ChakraProvider>
  );
}
