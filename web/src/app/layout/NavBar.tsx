import { Box, Container, HStack, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useViewer } from '../../shared/viewer/useViewer';
import { navEntries } from './menuEntries';

export function NavBar() {
  const { viewer } = useViewer();
  return (
    <Box as="nav" aria-label="Nawigacja główna" bg="blue.900" color="white">
      <Container maxW="6xl">
        <HStack as="ul" listStyleType="none" gap="1" flexWrap="wrap" py="1">
          {navEntries(viewer).map((entry) => (
            <li key={entry.label}>
              <Link
                asChild
                color="white"
                px="3"
                py="2"
                display="inline-block"
                borderRadius="md"
                _hover={{ bg: 'blue.700' }}
                css={{ '&[aria-current=page]': { bg: 'blue.700', fontWeight: 'semibold' } }}
              >
                <NavLink to={entry.to} end={entry.to === '/'}>
                  {entry.label}
                </NavLink>
              </Link>
            </li>
          ))}
        </HStack>
      </Container>
    </Box>
  );
}
