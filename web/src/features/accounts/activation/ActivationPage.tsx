import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router-dom';
import { accountMessages, activationFormSchemas, messages, type ActivationVariant } from 'schema/validation';
import { ActivateAccountDocument, ActivationLinkDocument, type ActivationLinkQuery } from '../Activation.generated';
import type { ActivateAccountInput } from '../../../gql/graphql';
import { Notice } from '../../../components/ui/Notice';
import { SpinnerOverlay } from '../../../components/ui/SpinnerOverlay';
import { setServerErrors } from '../../../shared/forms/setServerErrors';
import { useStatusMessage } from '../../../shared/status/StatusMessage';
import { FormPage } from '../FormPage';
import { LinkNotAnswered } from '../LinkNotAnswered';
import { ConsentFields } from '../form/ConsentFields';
import { PasswordFields } from '../form/PasswordFields';
import { PersonFields } from '../form/PersonFields';
import { PERSON_FIELD_NAMES } from '../form/personFieldNames';

/** Spec §8: an activation that cannot happen says so for 5 s, then the login page opens. */
export const ACTIVATION_ERROR_MS = 5_000;

const FIELDS = [...PERSON_FIELD_NAMES, 'password', 'passwordRepeat'] as const;

type Values = Partial<Record<(typeof FIELDS)[number], string | boolean | null>>;

const INTRO: Record<ActivationVariant, string> = {
  FULL: 'Uzupełnij swoje dane, ustaw hasło i odpowiedz na pytania o zgody.',
  PASSWORD: 'Ustaw hasło, którym będziesz się logować.',
  BUTTON: 'Masz już konto na platformie: potwierdź dołączenie do firmy.',
};

/** `/confirm/email/{activationId}`: one of the three forms of spec §4, chosen by the gateway from the link. */
export default function ActivationPage() {
  const { activationId = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, loading, refetch } = useQuery(ActivationLinkDocument, { variables: { activationId }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const link = data?.activation;

  // An expired, used or already active link: the message, then the login page.
  const refusal = link && link.__typename !== 'Activation' && link.__typename !== 'RateLimited' ? link.message : null;
  useEffect(() => {
    if (!refusal) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), ACTIVATION_ERROR_MS);
    return () => clearTimeout(timer);
  }, [refusal, navigate]);

  if (link?.__typename === 'RateLimited' || (error && !link)) {
    return <LinkNotAnswered title="Aktywacja konta" message={link?.message} busy={loading} onRetry={refetch} />;
  }
  if (!link) return <SpinnerOverlay />;
  if (link.__typename === 'Activation') return <ActivationForm link={link} />;
  return (
    <FormPage title="Aktywacja konta">
      <Notice status={link.__typename === 'AccountAlreadyActive' ? 'info' : 'error'}>
        {link.__typename === 'AccountAlreadyActive' ? link.message : `${accountMessages.activationFailed}: ${link.message}`}
      </Notice>
      <Text>Za chwilę przejdziesz do strony logowania.</Text>
    </FormPage>
  );
}

type Link = Extract<ActivationLinkQuery['activation'], { __typename: 'Activation' }>;

/** The form of the link's variant, prefilled with what the account already has. */
function ActivationForm({ link }: { link: Link }) {
  const navigate = useNavigate();
  const { show } = useStatusMessage();
  const [activate] = useMutation(ActivateAccountDocument);
  const { activationId, variant } = link;
  const form = useForm<Values>({
    resolver: zodResolver(activationFormSchemas[variant] as never),
    defaultValues: { firstName: link.firstName ?? '', lastName: link.lastName ?? '', phoneNumber: link.phoneNumber ?? '+48 ', password: '', passwordRepeat: '', confirmedStatute: false },
  });
  const { register, control, handleSubmit, setError, formState } = form;
  // Spec §8: a refused activation says so for 5 s, then the login page opens.
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (!refused) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), ACTIVATION_ERROR_MS);
    return () => clearTimeout(timer);
  }, [refused, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data: answer } = await activate({ variables: { input: { ...(values as Omit<ActivateAccountInput, 'activationId' | 'variant'>), activationId, variant } } });
      const result = answer?.activateAccount;
      if (!result) return;
      if (result.__typename === 'AccountActivated') {
        show('success', result.message, { path: '/login' });
        navigate('/login', { replace: true });
      } else if (result.__typename === 'ValidationFailed') setServerErrors(form, FIELDS, result);
      else {
        // 'Błąd podczas aktywacji konta' itself, or what happened to the link (expired, already active) after it.
        setError('root.server', { message: result.__typename === 'ActivationFailed' ? result.message : `${accountMessages.activationFailed}: ${result.message}` });
        setRefused(true);
      }
    } catch {
      setError('root.server', { message: messages.generic });
    }
  });

  const { errors } = formState;
  return (
    <FormPage
      title="Aktywacja konta"
      // One full stop after the name, also after a 'Sp. z o.o.' (not 'Sp. z o.o..').
      intro={`${link.email} · ${link.companyName.replace(/\.?$/, '.')} ${INTRO[variant]}`}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      width={variant === 'FULL' ? 'xl' : 'md'}
    >
      {variant === 'FULL' && <PersonFields register={register} errors={errors} />}
      {variant !== 'BUTTON' && (
        <PasswordFields
          label="Hasło"
          repeatLabel="Powtórz hasło"
          password={register('password')}
          repeat={register('passwordRepeat')}
          errors={{ password: errors.password, repeat: errors.passwordRepeat }}
        />
      )}
      {variant === 'FULL' && <ConsentFields control={control} />}
      <Button type="submit" colorPalette="blue" loading={formState.isSubmitting}>
        Aktywuj konto
      </Button>
    </FormPage>
  );
}
