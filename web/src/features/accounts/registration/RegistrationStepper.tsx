import { useEffect, useRef } from 'react';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { STEPS, STEP_TITLES, type Step } from './registrationForm';

/**
 * The wizard's progress: numbered steps, the done ones ticked, the current one marked (`aria-current="step"`) and
 * named in "Krok 2 z 4: Dane firmy", which takes the focus when the step changes, so a screen reader hears where the
 * person is and Tab continues into the new step's form.
 */
export function RegistrationStepper({ step }: { step: Step }) {
  const current = STEPS.indexOf(step);
  const where = useRef<HTMLParagraphElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else where.current?.focus();
  }, [step]);

  return (
    <Box as="nav" aria-label="Kroki rejestracji" mb="6">
      <Text ref={where} tabIndex={-1} fontWeight="semibold" mb="2">
        Krok {current + 1} z {STEPS.length}: {STEP_TITLES[step]}
      </Text>
      <Flex as="ol" flexWrap="wrap" gap="4" listStyle="none">
        {STEPS.map((s, i) => (
          <Flex as="li" key={s} align="center" gap="2" aria-current={i === current ? 'step' : undefined} color={i > current ? 'fg.muted' : 'fg'}>
            <chakra.span
              boxSize="7"
              flexShrink="0"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              fontSize="sm"
              fontWeight="semibold"
              borderRadius="full"
              borderWidth="2px"
              borderColor={i > current ? 'gray.400' : 'blue.600'}
              bg={i < current ? 'blue.600' : undefined}
              color={i < current ? 'white' : undefined}
              aria-hidden="true"
            >
              {i < current ? '✓' : i + 1}
            </chakra.span>
            {/* The number is drawn for the eye; a screen reader counts the list's items itself ("1 z 4"). */}
            <Text as="span" fontWeight={i === current ? 'bold' : 'normal'}>
              {STEP_TITLES[s]}
              {i < current && <chakra.span srOnly> (ukończony)</chakra.span>}
            </Text>
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}
