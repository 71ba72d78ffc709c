import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Stack } from '@chakra-ui/react';
import { TextField } from './TextField';

/** What the password rule asks, shown under the new password. */
export const PASSWORD_HINT = 'Co najmniej 8 znaków, mała i wielka litera oraz cyfra lub znak specjalny.';

interface PasswordFieldsProps {
  label: string;
  repeatLabel: string;
  password: UseFormRegisterReturn;
  repeat: UseFormRegisterReturn;
  errors: { password?: FieldError; repeat?: FieldError };
}

/** A new password and its repeat. */
export function PasswordFields({ label, repeatLabel, password, repeat, errors }: PasswordFieldsProps) {
  return (
    <Stack gap="4">
      <TextField label={label} type="password" autoComplete="new-password" required registration={password} error={errors.password} helper={PASSWORD_HINT} />
      <TextField label={repeatLabel} type="password" autoComplete="new-password" required registration={repeat} error={errors.repeat} />
    </Stack>
  );
}
