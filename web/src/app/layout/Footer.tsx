import { Box, Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

const pages = [
  { label: 'Regulamin', to: '/terms' },
  { label: 'Polityka prywatności', to: '/privacy' },
  { label: 'Polityka cookies', to: '/cookies' },
  { label: 'Kontakt', to: '/contact' },
  { label: 'O nas', to: '/about_us' },
];

const social = [
  { label: 'Facebook', href: 'https://www.facebook.com/GS1Polska' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/gs1-polska' },
  { label: 'YouTube', href: 'https://www.youtube.com/@GS1Polska' },
];

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" mt="12" py="6" bg="gray.50">
      <Container maxW="6xl">
        <Stack gap="3">
          <HStack as="nav" aria-label="Stopka" gap="4" flexWrap="wrap">
            {pages.map((p) => (
              <Link key={p.to} asChild>
                <RouterLink to={p.to}>{p.label}</RouterLink>
              </Link>
            ))}
          </HStack>
          <HStack gap="4" flexWrap="wrap" aria-label="Media społecznościowe" role="group">
            {social.map((s) => (
              <Link key={s.href} href={s.href} target="_blank" rel="noopener noreferrer">
                {s.label}
              </Link>
            ))}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            © GS1 Polska. Obsługiwane przeglądarki: Chrome 80+, Firefox 68+, Edge, Safari 13+.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
