import { Box, Spinner, Text } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';
import { useAppBusy } from '../busy';

/** The overlay itself; `visible` decides whether it shows. */
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

/** Shown while a route chunk loads (router navigation) and while app-level mutations run. */
export function GlobalSpinner() {
  const navigation = useNavigation();
  const busy = useAppBusy();
  if (navigation.state === 'idle' && !busy) return null;
  return <SpinnerOverlay />;
}
