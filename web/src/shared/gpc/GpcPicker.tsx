import { lazy, Suspense, useState } from 'react';
import { Button, Field, HStack, Spinner, Tag, CloseButton } from '@chakra-ui/react';
import { tagSlotRecipe } from '@chakra-ui/react/theme';
import { useCategoryTree } from './categoryTree';

/** The dialog loads when opened: the catalogue's and the database page's first screens show only the chosen codes. */
const GpcDialog = lazy(() => import('./GpcDialog'));

interface PickerProps {
  value: string[];
  onChange: (codes: string[]) => void;
  disabled?: boolean;
  describedBy?: string;
}

/** The GPC filter: chosen codes as removable tags and a dialog with the searchable four-level tree. */
export function GpcPicker({ value, onChange, disabled, describedBy }: PickerProps) {
  const [open, setOpen] = useState(false);
  // The codes are named from the tree, asked for only when some are chosen (or the dialog asks for it).
  const { index } = useCategoryTree(value.length > 0);
  const nameOf = (code: string) => index.get(code)?.node.text ?? code;

  return (
    <Field.Root disabled={disabled}>
      <Field.Label id="gpc-label">Kategoria GPC</Field.Label>
      <HStack gap="2" flexWrap="wrap" role="group" aria-labelledby="gpc-label">
        {value.map((code) => (
          <Tag.Root recipe={tagSlotRecipe} key={code} size="lg" colorPalette="blue">
            <Tag.Label>{nameOf(code)}</Tag.Label>
            <Tag.EndElement>
              <CloseButton
                size="2xs"
                variant="plain"
                aria-label={`Usuń kategorię ${nameOf(code)}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((c) => c !== code))}
              />
            </Tag.EndElement>
          </Tag.Root>
        ))}
        <Button size="sm" variant="outline" onClick={() => setOpen(true)} disabled={disabled} aria-describedby={describedBy}>
          Wybierz kategorie GPC
        </Button>
        {open && (
          <Suspense fallback={<Spinner size="sm" aria-label="Wczytywanie kategorii" />}>
            <GpcDialog value={value} onChange={onChange} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </HStack>
    </Field.Root>
  );
}
