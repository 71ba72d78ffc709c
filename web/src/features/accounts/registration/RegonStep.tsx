import type { FormEvent } from 'react';
import { Button, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useFormContext } from 'react-hook-form';
import type { RegistrationInput } from 'schema/validation';
import { Notice } from '../../../components/ui/Notice';
import { TextField } from '../form/TextField';

interface RegonStepProps {
  onNext: (event?: FormEvent) => void;
  /** Why the wizard cannot go on with this REGON ('company exists', 'unfinished registration'). */
  refusal: string | null;
  /** The REGON of a company already on the platform: the person may ask to join it instead. */
  registeredRegon: string | null;
  busy: boolean;
}

/** Step one: the REGON, looked up in the registry and on the platform. */
export function RegonStep({ onNext, refusal, registeredRegon, busy }: RegonStepProps) {
  const { register, formState } = useFormContext<RegistrationInput>();
  return (
    <form onSubmit={onNext} noValidate aria-label="Wyszukaj firmę">
      <Stack gap="5">
        {refusal && (
          <Notice>
            {refusal}{' '}
            {registeredRegon && (
              <Link asChild fontWeight="semibold">
                <RouterLink to={`/assign_to_company?regon=${encodeURIComponent(registeredRegon)}`}>Dołącz do tej firmy</RouterLink>
              </Link>
            )}
          </Notice>
        )}
        <TextField
          label="REGON"
          inputMode="numeric"
          autoComplete="off"
          required
          helper="9 lub 14 cyfr. Dane firmy z rejestru uzupełnimy za Ciebie."
          registration={register('company.regon')}
          error={formState.errors.company?.regon}
        />
        <Button type="submit" colorPalette="blue" loading={busy} alignSelf="start">
          Dalej
        </Button>
      </Stack>
    </form>
  );
}
