import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@chakra-ui/react';
import { messages, passwordResetRequestSchema, type PasswordResetRequestValues } from 'schema/validation';
import { RequestPasswordResetDocument } from '../Password.generated';
import { Notice } from '../../../components/ui/Notice';
import { setServerErrors } from '../../../shared/forms/setServerErrors';
import { FormPage } from '../FormPage';
import { TextField } from '../form/TextField';

/** `/reset_password`: the e-mail a link to set a new password goes to. The button turns to 'sent' (spec §8). */
export default function ResetRequestPage() {
  const [request] = useMutation(RequestPasswordResetDocument);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<PasswordResetRequestValues>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  const { register, handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { data } = await request({ variables: { input } });
      const result = data?.requestPasswordReset;
      if (result?.__typename === 'PasswordResetRequested') setSent(result.message);
      else if (result) setServerErrors(form, ['email'], result);
    } catch {
      setError('root.server', { message: messages.generic });
    }
  });

  return (
    <FormPage title="Nie pamiętasz hasła?" intro="Podaj adres e-mail konta: wyślemy na niego link do ustawienia nowego hasła." error={formState.errors.root?.server?.message} onSubmit={onSubmit}>
      {sent && <Notice status="success">{sent}</Notice>}
      <TextField
        label="Adres e-mail"
        type="email"
        autoComplete="email"
        required
        registration={register('email', { onChange: () => setSent(null) })}
        format={(v) => v.toLowerCase()}
        error={formState.errors.email}
      />
      <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} disabled={!!sent}>
        {sent ? 'Wysłano' : 'Wyślij link'}
      </Button>
    </FormPage>
  );
}
