import { Box, Spinner, Text } from '@chakra-ui/react';

/** A full-screen busy overlay, announced to screen readers. */
export function SpinnerOverlay() {
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.300"
      display="flex"
      alignItems="center"
      justifyContent="center"
      role="progressbar"
      aria-busy="true"
      aria-label="Ładowanie"
      aria-live="polite"
    >
      <Spinner size="xl" color="blue.700" borderWidth="4px" />
      <Text srOnly>Ładowanie</Text>
    </Box>
  );
}
