import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Link } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { companyAssignmentSchema, messages, type CompanyAssignmentValues } from 'schema/validation';
import { CompanyAssignmentDocument } from '../AssignToCompany.generated';
import { Notice } from '../../../components/ui/Notice';
import { setServerErrors } from '../../../shared/forms/setServerErrors';
import { FormPage } from '../FormPage';
import { TextField } from '../form/TextField';

const FIELDS = ['regon', 'email'] as const;

/**
 * `/assign_to_company` (the spec's `assign_to_company` call): a person whose company is already on the platform asks to
 * join it. Reached from the registration wizard's 'company exists' step with the REGON filled in. 'Not in the member
 * base' shows under the e-mail, 'not assigned to this company' under the REGON.
 */
export default function AssignToCompanyPage() {
  const client = useApolloClient();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<{ message: string; activated: boolean } | null>(null);
  const form = useForm<CompanyAssignmentValues>({
    resolver: zodResolver(companyAssignmentSchema),
    defaultValues: { regon: params.get('regon') ?? '', email: '' },
  });
  const { register, handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (variables) => {
    setOutcome(null);
    try {
      const { data } = await client.query({ query: CompanyAssignmentDocument, variables, fetchPolicy: 'network-only' });
      const result = data?.companyAssignment;
      if (result?.__typename === 'CompanyAssignment') setOutcome({ message: result.message, activated: result.activated });
      else if (result) setServerErrors(form, FIELDS, result);
    } catch {
      setError('root.server', { message: messages.generic });
    }
  });

  return (
    <FormPage
      title="Dołącz do firmy"
      intro="Twoja firma jest już zarejestrowana na platformie. Podaj jej numer REGON i swój adres e-mail: jeśli współpracownik dodał Cię do firmy, wyślemy Ci link aktywacyjny."
      error={formState.errors.root?.server?.message}
      onSubmit={onSubmit}
    >
      {outcome && (
        <Notice status="success">
          {outcome.message}{' '}
          {outcome.activated && (
            <Link asChild>
              <RouterLink to="/login">Przejdź do logowania</RouterLink>
            </Link>
          )}
        </Notice>
      )}
      <TextField label="REGON" inputMode="numeric" autoComplete="off" required registration={register('regon')} error={formState.errors.regon} />
      <TextField
        label="Adres e-mail"
        type="email"
        autoComplete="email"
        required
        registration={register('email')}
        format={(v) => v.toLowerCase()}
        error={formState.errors.email}
      />
      <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} alignSelf="start">
        Dołącz
      </Button>
    </FormPage>
  );
}
