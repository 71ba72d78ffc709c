import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { changePasswordSchema, messages, type ChangePasswordValues } from 'schema/validation';
import { ChangePasswordDocument } from '../Password.generated';
import { setServerErrors } from '../../../shared/forms/setServerErrors';
import { useAccessProblems } from '../../../shared/problems/useAccessProblems';
import { useStatusMessage } from '../../../shared/status/StatusMessage';
import { FormPage } from '../FormPage';
import { PasswordFields } from '../form/PasswordFields';
import { TextField } from '../form/TextField';

const FIELDS = ['oldPassword', 'newPassword', 'newPasswordRepeat'] as const;

/** `/user_data/{id}/change_password`: the current password and a new one; success goes home with its message. */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const { show } = useStatusMessage();
  const [change] = useMutation(ChangePasswordDocument);
  const handled = useAccessProblems();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', newPasswordRepeat: '' },
  });
  const { register, handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { data: answer } = await change({ variables: { input } });
      const result = answer?.changePassword;
      if (result?.__typename === 'PasswordChanged') {
        show('success', result.message, { path: '/' });
        navigate('/', { replace: true });
      } else if (result && !handled(result)) setServerErrors(form, FIELDS, result);
    } catch {
      setError('root.server', { message: messages.generic });
    }
  });

  return (
    <FormPage title="Zmiana hasła" error={formState.errors.root?.server?.message} onSubmit={onSubmit}>
      <TextField label="Bieżące hasło" type="password" autoComplete="current-password" required registration={register('oldPassword')} error={formState.errors.oldPassword} />
      <PasswordFields
        label="Nowe hasło"
        repeatLabel="Powtórz nowe hasło"
        password={register('newPassword')}
        repeat={register('newPasswordRepeat')}
        errors={{ password: formState.errors.newPassword, repeat: formState.errors.newPasswordRepeat }}
      />
      <Button type="submit" colorPalette="blue" loading={formState.isSubmitting}>
        Zmień hasło
      </Button>
    </FormPage>
  );
}
