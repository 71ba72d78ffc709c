import type { ReactNode } from 'react';
import { Checkbox, Field } from '@chakra-ui/react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  children: ReactNode;
  disabled?: boolean;
}

/** A checkbox bound to a boolean form value, with its error under it. */
export function CheckboxField<T extends FieldValues>({ control, name, children, disabled }: CheckboxFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field.Root invalid={!!fieldState.error} disabled={disabled}>
          <Checkbox.Root checked={field.value === true} onCheckedChange={(e) => field.onChange(e.checked === true)} name={field.name} invalid={!!fieldState.error}>
            <Checkbox.HiddenInput onBlur={field.onBlur} ref={field.ref} />
            <Checkbox.Control />
            <Checkbox.Label>{children}</Checkbox.Label>
          </Checkbox.Root>
          {fieldState.error?.message ? <Field.ErrorText>{fieldState.error.message}</Field.ErrorText> : null}
        </Field.Root>
      )}
    />
  );
}
