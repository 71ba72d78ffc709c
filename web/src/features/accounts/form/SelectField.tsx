import { Field, NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { FieldError } from 'react-hook-form';
import type { ComponentProps } from 'react';

interface SelectFieldProps extends Omit<ComponentProps<typeof NativeSelect.Field>, 'children'> {
  label: string;
  /** The options as value → label; a placeholder option with the value '' comes first. */
  options: Record<string, string>;
  placeholder: string;
  error?: FieldError;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled native select with its error below (keyboard and screen readers as the platform gives them). */
export function SelectField({ label, options, placeholder, error, required, disabled, ...select }: SelectFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field {...select}>
          <option value="">{placeholder}</option>
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error?.message ? <Field.ErrorText>{error.message}</Field.ErrorText> : null}
    </Field.Root>
  );
}
