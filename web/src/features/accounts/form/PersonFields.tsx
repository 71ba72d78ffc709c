import type { FieldError, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { SimpleGrid } from '@chakra-ui/react';
import { TextField } from './TextField';
import { maskPhone } from './masks';

type PersonField = 'firstName' | 'lastName' | 'phoneNumber';

interface PersonFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  /** The errors of the fields' own scope (e.g. `errors.newAccount`). */
  errors?: Partial<Record<PersonField, FieldError>>;
  /** Prefix of the fields in the form's values, e.g. `user.newAccount.`. */
  prefix?: string;
}

/** First and last name and the mobile phone (spec §5), as registration, activation and user data ask them. */
export function PersonFields<T extends FieldValues>({ register, errors, prefix = '' }: PersonFieldsProps<T>) {
  const name = (field: PersonField) => `${prefix}${field}` as Path<T>;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField label="Imię" autoComplete="given-name" required registration={register(name('firstName'))} error={errors?.firstName} />
      <TextField label="Nazwisko" autoComplete="family-name" required registration={register(name('lastName'))} error={errors?.lastName} />
      <TextField
        label="Telefon komórkowy"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+48 000-000-000"
        required
        format={maskPhone}
        registration={register(name('phoneNumber'))}
        error={errors?.phoneNumber}
      />
    </SimpleGrid>
  );
}
