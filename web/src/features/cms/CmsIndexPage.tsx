import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CMS_PAGES } from 'schema/validation';
import { usePageTitle } from '../../components/ui/PageTitle';

/** `/cms`: the three page content editors. */
export default function CmsIndexPage() {
  usePageTitle('Treści stron');
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Treści stron
      </Heading>
      <Text>Wybierz stronę, której treść chcesz zmienić.</Text>
      <List.Root ps="5" gap="2">
        {CMS_PAGES.map((page) => (
          <List.Item key={page.slug}>
            <Link asChild color="blue.700">
              <RouterLink to={page.editor}>{page.title}</RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
