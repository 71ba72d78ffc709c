import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './theme';

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ChakraProvider>
  );
}
