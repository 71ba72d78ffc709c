import { useEffect } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router-dom';
import { accountMessages, messages, passwordResetSchema, type PasswordResetValues } from 'schema/validation';
import { PasswordResetLinkDocument, ResetPasswordDocument } from '../Password.generated';
import { SpinnerOverlay } from '../../../components/ui/SpinnerOverlay';
import { setServerErrors } from '../../../shared/forms/setServerErrors';
import { useStatusMessage } from '../../../shared/status/StatusMessage';
import { FormPage } from '../FormPage';
import { LinkNotAnswered } from '../LinkNotAnswered';
import { PasswordFields } from '../form/PasswordFields';

/** `/reset_password/{id}`: the new password from an e-mailed link; an invalid or used link goes home with 'Link wygasł'. */
export default function ResetPasswordPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { show } = useStatusMessage();
  const { data, error, loading, refetch } = useQuery(PasswordResetLinkDocument, { variables: { resetId: id }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [reset] = useMutation(ResetPasswordDocument);
  const form = useForm<PasswordResetValues>({ resolver: zodResolver(passwordResetSchema), defaultValues: { password: '', passwordRepeat: '' } });
  const { register, handleSubmit, setError, formState } = form;

  const link = data?.passwordResetLink;
  const expired = link?.__typename === 'LinkExpired';
  useEffect(() => {
    if (!expired) return;
    show('error', accountMessages.linkExpired, { path: '/' });
    navigate('/', { replace: true });
  }, [expired, navigate, show]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data: answer } = await reset({ variables: { input: { resetId: id, ...values } } });
      const result = answer?.resetPassword;
      if (!result) return;
      if (result.__typename === 'PasswordReset' || result.__typename === 'LinkExpired') {
        const done = result.__typename === 'PasswordReset';
        show(done ? 'success' : 'error', result.message, { path: done ? '/login' : '/' });
        navigate(done ? '/login' : '/', { replace: true });
      } else setServerErrors(form, ['password', 'passwordRepeat'], result);
    } catch {
      setError('root.server', { message: messages.generic });
    }
  });

  if (link?.__typename === 'RateLimited' || (error && !link)) {
    return <LinkNotAnswered title="Ustaw nowe hasło" message={link?.message} busy={loading} onRetry={refetch} />;
  }
  if (link?.__typename !== 'PasswordResetLink') return <SpinnerOverlay />;
  return (
    <FormPage title="Ustaw nowe hasło" intro={`Nowe hasło do konta ${link.email}.`} error={formState.errors.root?.server?.message} onSubmit={onSubmit}>
      <PasswordFields
        label="Nowe hasło"
        repeatLabel="Powtórz nowe hasło"
        password={register('password')}
        repeat={register('passwordRepeat')}
        errors={{ password: formState.errors.password, repeat: formState.errors.passwordRepeat }}
      />
      <Button type="submit" colorPalette="blue" loading={formState.isSubmitting}>
        Ustaw hasło
      </Button>
    </FormPage>
  );
}
