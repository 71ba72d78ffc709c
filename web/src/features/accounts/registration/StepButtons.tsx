import { Button, HStack } from '@chakra-ui/react';

/** Back to the previous step, or on to the next (the form's submit). */
export function StepButtons({ onBack }: { onBack: () => void }) {
  return (
    <HStack>
      <Button variant="outline" onClick={onBack}>
        Wstecz
      </Button>
      <Button type="submit" colorPalette="blue">
        Dalej
      </Button>
    </HStack>
  );
}
