import { ChakraProvider, Field, Fieldset, Input, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { CATALOG_FILTER_PARAMS, type CatalogFilterInput, type CatalogFilterValues } from 'schema/validation';
import { GpcPicker } from '../../shared/gpc/GpcPicker';
import { styleSystem } from '../../components/ui/styleSystem';
import { Autocomplete } from './Autocomplete';

/** A text filter without suggestions: what those without advanced search see (disabled). */
function PlainFilter({ label, name, value }: { label: string; name: string; value: string }) {
  return (
    <>
      <Field.Label>{label}</Field.Label>
      <Input name={name} value={value} readOnly />
    </>
  );
}

interface Props {
  form: UseFormReturn<CatalogFilterInput, unknown, CatalogFilterValues>;
  /** With advanced_search: the fields work, with suggestions. */
  advanced: boolean;
  /** Signed in without advanced_search: the help points to the pricing, not to the login. */
  signedIn: boolean;
}

/**
 * The advanced filters (name, brand and company with suggestions, NIP, GPC): drawn with Chakra inside the catalogue
 * drawn without it, so their code and Chakra's system load with them: for a member before the page is live
 * (CatalogPage's `prepare`), for others when the disclosure opens (decision 041).
 */
export function AdvancedFilters({ form, advanced, signedIn }: Props) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  // The list's own message (from the server) or its first bad code's (a malformed code from a shared link).
  const gpcError = errors.gpc?.message ?? (Array.isArray(errors.gpc) ? errors.gpc.find(Boolean)?.message : undefined);
  // Until the session is known the page is the anonymous one, as prerendered (docs/decisions/018).
  const help = !signedIn
    ? 'Wyszukiwanie po nazwie, marce, firmie, NIP i kategorii jest dostępne po zalogowaniu, w pakiecie z wyszukiwaniem zaawansowanym.'
    : 'Twój pakiet nie obejmuje wyszukiwania zaawansowanego (nazwa, marka, firma, NIP, kategoria). Zamów je w zakładce Cennik.';
  return (
    <ChakraProvider value={styleSystem()}>
      <Fieldset.Root
        recipe={fieldsetSlotRecipe}
        disabled={!advanced}
        aria-labelledby={advanced ? undefined : 'advanced-summary'}
        aria-describedby={advanced ? undefined : 'advanced-help'}
      >
        {advanced && <Fieldset.Legend>Wyszukiwanie zaawansowane</Fieldset.Legend>}
        {!advanced && (
          <Fieldset.HelperText id="advanced-help">
            {help}{' '}
            <Link asChild color="blue.700">
              <RouterLink to={signedIn ? '/pricing' : '/login'}>{signedIn ? 'Cennik' : 'Zaloguj się'}</RouterLink>
            </Link>
          </Fieldset.HelperText>
        )}
        <Fieldset.Content>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {(
              [
                ['name', 'NAME', 'Nazwa produktu'],
                ['brand', 'BRAND', 'Marka'],
                ['companyName', 'COMPANY_NAME', 'Nazwa firmy'],
              ] as const
            ).map(([name, field, label]) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field: { value, onChange } }) => (
                  // The rule's refusal (e.g. over 130 characters) is said under the field it is about.
                  <Field.Root invalid={!!errors[name]} disabled={!advanced}>
                    {advanced ? (
                      <Autocomplete field={field} label={label} name={CATALOG_FILTER_PARAMS[name]} value={value ?? ''} onChange={onChange} />
                    ) : (
                      <PlainFilter label={label} name={CATALOG_FILTER_PARAMS[name]} value={value ?? ''} />
                    )}
                    <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
                  </Field.Root>
                )}
              />
            ))}
            <Field.Root invalid={!!errors.companyNip} disabled={!advanced}>
              <Field.Label>NIP firmy</Field.Label>
              <Input autoComplete="off" {...register('companyNip')} />
              <Field.ErrorText>{errors.companyNip?.message}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Controller
            control={control}
            name="gpc"
            render={({ field: { value, onChange } }) => <GpcPicker value={value ?? []} onChange={onChange} disabled={!advanced} />}
          />
          {gpcError && (
            <Text color="red.600" fontSize="sm">
              {gpcError}
            </Text>
          )}
        </Fieldset.Content>
      </Fieldset.Root>
    </ChakraProvider>
  );
}
