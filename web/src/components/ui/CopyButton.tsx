import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** How long "Skopiowano" stays after a copy. */
export const COPIED_MS = 4000;

/**
 * "Kopiuj": puts `text` on the clipboard and says so in a polite live region beside the button ("Skopiowano"), which a
 * screen reader announces; where the browser refuses, the same place says how to copy by hand.
 */
export function CopyButton({ text, label = 'Kopiuj' }: { text: string; label?: string }) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  return (
    <HStack gap="3">
      <Button
        size="sm"
        variant="outline"
        onClick={() =>
          // Without a secure context there is no navigator.clipboard: that throws inside the promise, a refusal too.
          Promise.resolve(text)
            .then((t) => navigator.clipboard.writeText(t))
            .then(
            () => setOutcome('copied'),
            () => setOutcome('failed'),
          )
        }
      >
        {label}
      </Button>
      <Text role="status" fontSize="sm" color={outcome === 'failed' ? 'red.700' : 'green.700'}>
        {outcome === 'copied' ? 'Skopiowano' : outcome === 'failed' ? 'Nie udało się skopiować – zaznacz tekst i skopiuj go ręcznie' : ''}
      </Text>
    </HStack>
  );
}
