import type { ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { usePageTitle } from '../../components/ui/PageTitle';

/** Frame of a static content page: title (also the document title) and prose. */
export function ContentPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack as="article" gap="4" maxW="4xl" css={{ '& p': { lineHeight: '1.7' }, '& ol, & ul': { ps: '6' } }}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
