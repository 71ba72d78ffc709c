import type { FormEvent } from 'react';
import { Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { Controller, useFormContext } from 'react-hook-form';
import { COMPANY_PROFILES, REGISTRATION_PURPOSES, VOIVODESHIPS, type RegistrationInput, type RegistrationPurpose } from 'schema/validation';
import { Notice } from '../../../components/ui/Notice';
import { TextField } from '../form/TextField';
import { maskPostalCode } from '../form/masks';
import { SelectField } from '../form/SelectField';
import { StepButtons } from './StepButtons';
import { Checkbox } from '../../../components/ui/Checkbox';

const PROFILE_LABELS = Object.fromEntries(Object.entries(COMPANY_PROFILES).map(([value, { label }]) => [value, label]));

/** Company fields the registry filled in: shown, sent, not editable. */
export type LockedFields = ReadonlySet<'nip' | 'name' | 'street' | 'city' | 'postalCode' | 'district'>;

interface CompanyStepProps {
  locked: LockedFields;
  notice: string | null;
  onNext: (event?: FormEvent) => void;
  onBack: () => void;
}

/** Step two: the company's data, prefilled and locked where the registry knows it, and why it registers. */
export function CompanyStep({ locked, notice, onNext, onBack }: CompanyStepProps) {
  const { register, control, formState } = useFormContext<RegistrationInput>();
  const errors = formState.errors.company;
  return (
    <form onSubmit={onNext} noValidate aria-label="Dane firmy">
      <Stack gap="5">
        {notice && <Notice status="info">{notice}</Notice>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="REGON" readOnly registration={register('company.regon')} />
          <TextField label="NIP" inputMode="numeric" required readOnly={locked.has('nip')} registration={register('company.nip')} error={errors?.nip} />
          <TextField label="Nazwa firmy" required readOnly={locked.has('name')} registration={register('company.name')} error={errors?.name} />
          <TextField label="Ulica i numer" autoComplete="street-address" required readOnly={locked.has('street')} registration={register('company.street')} error={errors?.street} />
          <TextField
            label="Kod pocztowy"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00-000"
            required
            readOnly={locked.has('postalCode')}
            format={maskPostalCode}
            registration={register('company.postalCode')}
            error={errors?.postalCode}
          />
          <TextField label="Miejscowość" autoComplete="address-level2" required readOnly={locked.has('city')} registration={register('company.city')} error={errors?.city} />
          <Controller
            control={control}
            name="company.district"
            render={({ field, fieldState }) => (
              <SelectField
                label="Województwo"
                placeholder="Wybierz województwo"
                options={VOIVODESHIPS}
                required
                disabled={locked.has('district')}
                error={fieldState.error}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <TextField label="Kraj" readOnly registration={register('company.country')} error={errors?.country} />
          <TextField label="Strona internetowa" type="url" autoComplete="url" registration={register('company.webPage')} error={errors?.webPage} />
          <SelectField
            label="Profil działalności"
            placeholder="Wybierz profil"
            options={PROFILE_LABELS}
            required
            error={errors?.companyProfile}
            {...register('company.companyProfile')}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="company.registrationPurposes"
          render={({ field, fieldState }) => (
            <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={!!fieldState.error}>
              <Fieldset.Legend fontWeight="semibold">Do czego będziesz używać platformy? (co najmniej jedno)</Fieldset.Legend>
              <Stack gap="2" mt="2">
                {(Object.keys(REGISTRATION_PURPOSES) as RegistrationPurpose[]).map((purpose) => (
                  <Checkbox
                    key={purpose}
                    checked={field.value.includes(purpose)}
                    onCheckedChange={(checked) => field.onChange(checked ? [...field.value, purpose] : field.value.filter((p) => p !== purpose))}
                    invalid={!!fieldState.error}
                    onBlur={field.onBlur}
                    ref={purpose === 'CHECK_SINGLE_GTIN' ? field.ref : undefined}
                  >
                    {REGISTRATION_PURPOSES[purpose].label}
                  </Checkbox>
                ))}
              </Stack>
              {fieldState.error?.message ? <Fieldset.ErrorText>{fieldState.error.message}</Fieldset.ErrorText> : null}
            </Fieldset.Root>
          )}
        />
        <StepButtons onBack={onBack} />
      </Stack>
    </form>
  );
}
