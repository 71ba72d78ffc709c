import type { FormEvent } from 'react';
import { Field, Input, Link, Stack } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { REGISTRATION_ATTACHMENT, accountMessages, type RegistrationInput } from 'schema/validation';
import { Notice } from '../../../components/ui/Notice';
import { CheckboxField } from '../form/CheckboxField';
import { ConsentFields } from '../form/ConsentFields';
import { PersonFields } from '../form/PersonFields';
import { TextField } from '../form/TextField';
import { StepButtons } from './StepButtons';

interface PersonalStepProps {
  /** The e-mail already has an account: its personal data and consents are kept, so they are not asked. */
  accountExists: boolean;
  attachment: File | null;
  attachmentError: string | null;
  onAttachment: (file: File | null) => void;
  onNext: (event?: FormEvent) => void;
  onBack: () => void;
}

/** Step three: the person, their consents, the representative statement and the optional authorisation. */
export function PersonalStep({ accountExists, attachment, attachmentError, onAttachment, onNext, onBack }: PersonalStepProps) {
  const { register, control, formState } = useFormContext<RegistrationInput>();
  const errors = formState.errors.user;
  return (
    <form onSubmit={onNext} noValidate aria-label="Dane osobowe">
      <Stack gap="5">
        <TextField
          label="Adres e-mail"
          type="email"
          autoComplete="email"
          required
          format={(v) => v.toLowerCase()}
          registration={register('user.email')}
          error={errors?.email}
        />
        {accountExists ? (
          <Notice status="info">{accountMessages.accountExists}</Notice>
        ) : (
          <>
            <PersonFields register={register} errors={errors?.newAccount} prefix="user.newAccount." />
            <ConsentFields control={control} prefix="user.newAccount." />
          </>
        )}
        <CheckboxField control={control} name="isCompanyRepresentative">
          Jestem osobą upoważnioną do reprezentowania firmy i zostanę jej pierwszym administratorem
        </CheckboxField>
        <Field.Root invalid={!!attachmentError}>
          <Field.Label>Upoważnienie do reprezentowania firmy (PDF, JPG lub PNG, do 10 MB; nieobowiązkowe)</Field.Label>
          <Input
            type="file"
            accept={REGISTRATION_ATTACHMENT.accept}
            p="1"
            onChange={(e) => onAttachment(e.target.files?.[0] ?? null)}
          />
          <Field.HelperText>
            Niepotrzebne, gdy Twoje dane są w dokumentach rejestrowych firmy.{' '}
            <Link href="/wzor-upowaznienia.txt" download variant="underline">
              Pobierz wzór upoważnienia
            </Link>
            {attachment && ` Wybrano: ${attachment.name}.`}
          </Field.HelperText>
          {attachmentError && <Field.ErrorText>{attachmentError}</Field.ErrorText>}
        </Field.Root>
        <StepButtons onBack={onBack} />
      </Stack>
    </form>
  );
}
