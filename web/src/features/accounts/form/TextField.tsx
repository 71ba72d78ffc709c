import type { ReactNode } from 'react';
import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps extends Omit<InputProps, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  helper?: ReactNode;
  required?: boolean;
  /** Formats the value as the person types (e.g. the phone and postal code masks). */
  format?: (value: string) => string;
}

/** A labelled input with its error below, wired to react-hook-form; read-only fields stay focusable and are sent. */
export function TextField({ label, registration, error, helper, required, format, readOnly, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        {...input}
        {...registration}
        readOnly={readOnly}
        bg={readOnly ? 'bg.muted' : undefined}
        onChange={(event) => {
          if (format) event.target.value = format(event.target.value);
          return registration.onChange(event);
        }}
      />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error?.message ? <Field.ErrorText>{error.message}</Field.ErrorText> : null}
    </Field.Root>
  );
}
