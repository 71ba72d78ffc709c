import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/Checkbox';

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
          <Checkbox checked={field.value === true} onCheckedChange={field.onChange} name={field.name} onBlur={field.onBlur} ref={field.ref}>
            {children}
          </Checkbox>
          {fieldState.error?.message ? <Field.ErrorText>{fieldState.error.message}</Field.ErrorText> : null}
        </Field.Root>
      )}
    />
  );
}
