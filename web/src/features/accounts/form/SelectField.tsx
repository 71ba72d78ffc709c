import { Field, NativeSelect } from '@chakra-ui/react';
import type { FieldError } from 'react-hook-form';
import { forwardRef, type ComponentProps } from 'react';

interface SelectFieldProps extends Omit<ComponentProps<typeof NativeSelect.Field>, 'children' | 'ref'> {
  label: string;
  /** The options as value → label; a placeholder option with the value '' comes first. */
  options: Record<string, string>;
  placeholder: string;
  error?: FieldError;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A labelled native select with its error below (keyboard and screen readers as the platform gives them). A form's ref
 * reaches the select through `forwardRef`: on Preact a component's own `ref` is not one of its props.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, required, disabled, ...select },
  ref,
) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} {...select}>
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
});
