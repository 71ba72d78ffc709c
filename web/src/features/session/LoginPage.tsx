import { lazy, Suspense, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Field, Heading, HStack, Input, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { loginSchema, messages, type LoginValues } from 'schema/validation';
import { SessionViewerDocument } from '../../shared/viewer/Viewer.generated';
import { rememberChoice, rememberedChoice } from '../../shared/viewer/activeChoice';
import { LoginDocument } from './Login.generated';
import { usePageTitle } from '../../components/ui/PageTitle';
import { Notice } from '../../components/ui/Notice';
import { setServerErrors } from '../../shared/forms/setServerErrors';
import { Checkbox } from '../../components/ui/Checkbox';
import { useCaptchaDialog } from '../../shared/captcha/useCaptchaDialog';
import { returnTo } from './returnTo';

/** The captcha comes only after many wrong passwords for an account: it loads when it is asked for. */
const CaptchaModal = lazy(() => import('../../shared/captcha/CaptchaModal').then((m) => ({ default: m.CaptchaModal })));

const FIELDS = ['email', 'password', 'rememberMe'] as const;

export default function LoginPage() {
  usePageTitle('Logowanie');
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const [login] = useMutation(LoginDocument);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
    shouldFocusError: true,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  // An account with many wrong passwords lately asks for a captcha before each attempt (never a lock): once it is
  // solved, the same form is sent again.
  const [captchaAnswer, setCaptchaAnswer] = useState<{ __typename: string; message: string } | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    let result;
    try {
      const { data } = await login({ variables: { input: { ...values, activeMembershipId: rememberedChoice(values.email) } } });
      result = data?.login;
    } catch {
      setError('root.server', { message: messages.generic });
      return;
    }
    if (!result) return;
    switch (result.__typename) {
      case 'Viewer': {
        // Answers looked up as an anonymous visitor no longer apply.
        client.cache.evict({ fieldName: 'product' });
        client.cache.gc();
        client.writeQuery({ query: SessionViewerDocument, data: { viewer: result } });
        if (result.activeMembership) rememberChoice(result.user.email, result.activeMembership.id);
        const back = returnTo(location.state, location.search);
        if ('outside' in back) window.location.assign(back.outside);
        else navigate(back.inApp, { replace: true });
        return;
      }
      case 'InvalidCredentials':
        setError('root.server', { message: result.message || messages.invalidCredentials });
        setError('email', { type: 'server', message: '' });
        setError('password', { type: 'server', message: '' });
        setFocus('email');
        return;
      case 'CaptchaRequired':
        setCaptchaAnswer({ __typename: result.__typename, message: result.message });
        return;
      default:
        // ValidationFailed, or another problem (a member this client does not know yet still implements Problem).
        setServerErrors(form, FIELDS, result);
    }
  });

  const captchaDialog = useCaptchaDialog(captchaAnswer, () => void onSubmit());
  const emailField = register('email');

  return (
    <Box maxW="md" mx="auto">
      <Heading as="h1" size="2xl" mb="6">
        Logowanie
      </Heading>
      <form onSubmit={onSubmit} noValidate aria-label="Logowanie">
        <Stack gap="4">
          {errors.root?.server && <Notice>{errors.root.server.message}</Notice>}
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>Adres e-mail</Field.Label>
            <Input
              type="email"
              autoComplete="username"
              {...emailField}
              onChange={(e) => {
                e.target.value = e.target.value.toLowerCase();
                return emailField.onChange(e);
              }}
            />
            {errors.email?.message ? <Field.ErrorText>{errors.email.message}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={!!errors.password} required>
            <Field.Label>Hasło</Field.Label>
            <Input type="password" autoComplete="current-password" {...register('password')} />
            {errors.password?.message ? <Field.ErrorText>{errors.password.message}</Field.ErrorText> : null}
          </Field.Root>
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox checked={field.value} onCheckedChange={field.onChange} name={field.name} onBlur={field.onBlur} ref={field.ref}>
                Zapamiętaj mnie
              </Checkbox>
            )}
          />
          <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Logowanie…">
            Zaloguj się
          </Button>
          <HStack justify="space-between" flexWrap="wrap">
            <Link asChild>
              <RouterLink to="/reset_password">Nie pamiętasz hasła?</RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to="/registration">Zarejestruj się</RouterLink>
            </Link>
          </HStack>
        </Stack>
      </form>
      {captchaDialog.open && (
        <Suspense fallback={null}>
          <CaptchaModal {...captchaDialog} />
        </Suspense>
      )}
    </Box>
  );
}
