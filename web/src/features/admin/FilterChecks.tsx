import { Fieldset, Stack } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { Checkbox } from '../../components/ui/Checkbox';

interface Props<V extends string> {
  legend: string;
  options: { value: V; label: string }[];
  value: V[];
  onChange: (value: V[]) => void;
}

/** A named group of checkboxes for one filter; none checked means all. */
export function FilterChecks<V extends string>({ legend, options, value, onChange }: Props<V>) {
  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe}>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Stack gap="1">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            checked={value.includes(option.value)}
            onCheckedChange={(checked) => onChange(checked ? [...value, option.value] : value.filter((v) => v !== option.value))}
          >
            {option.label}
          </Checkbox>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
