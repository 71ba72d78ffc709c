import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { chakra, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { GENERATOR_FIELDS, type GeneratorValues } from 'schema/validation';
import { DigitalLinkResolverDocument } from './ResolverChoice.generated';

/** What the API puts in the Digital Link when the field is blank. */
const GS1_RESOLVER = 'https://id.gs1.org';

type Choice = 'gs1' | 'catalogue' | 'own';

/** The browser's own radio button (arrow keys move within the group), in the app's blue. */
const radioCss = { width: '4', height: '4', margin: 0, accentColor: 'var(--chakra-colors-blue-600)' } as const;

/**
 * Where the QR code's GS1 Digital Link leads (`digitalLinkBase`): GS1's global resolver, this catalogue's resolver
 * (`Query.digitalLinkResolver`: the code opens the product's card here), or an address the member types. The
 * catalogue's own cannot be chosen, and says why, when a printed code could not use it (the field's rule refuses a
 * name such as `localhost`, a development gateway's).
 */
export function ResolverChoice({ form }: { form: UseFormReturn<GeneratorValues> }) {
  const catalogue = useQuery(DigitalLinkResolverDocument).data?.digitalLinkResolver;
  const [choice, setChoice] = useState<Choice>('gs1');
  const hintId = useId();
  const {
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  const printable = catalogue !== undefined && GENERATOR_FIELDS.digitalLinkBase.rule(catalogue) === null;
  const error = errors.digitalLinkBase?.message;

  const choose = (next: Choice) => {
    setChoice(next);
    // A problem of the address typed before is not one of the new choice's.
    clearErrors('digitalLinkBase');
    setValue('digitalLinkBase', next === 'catalogue' ? catalogue! : '');
  };
  const option = (value: Choice, label: string, { disabled = false, described = false } = {}) => (
    <chakra.label display="inline-flex" alignItems="center" gap="2" cursor={disabled ? 'not-allowed' : 'pointer'}>
      <chakra.input
        type="radio"
        name="digitalLinkResolver"
        value={value}
        checked={choice === value}
        disabled={disabled}
        aria-describedby={described ? hintId : undefined}
        onChange={() => choose(value)}
        css={radioCss}
      />
      {label}
    </chakra.label>
  );

  // The browser's fieldset and legend, styled as a field's group and label: Chakra's Fieldset is a chunk of its own.
  return (
    <chakra.fieldset display="flex" flexDirection="column" gap="1.5">
      <chakra.legend textStyle="sm" fontWeight="medium" mb="1.5">
        {GENERATOR_FIELDS.digitalLinkBase.label}
      </chakra.legend>
      <Stack gap="1">
        {option('gs1', `GS1 (${GS1_RESOLVER})`)}
        {option('catalogue', `Ten katalog (${catalogue ?? '…'})`, { disabled: !printable, described: catalogue !== undefined })}
        {catalogue !== undefined && (
          <Text id={hintId} fontSize="sm" color="fg.muted" ps="6">
            {printable
              ? 'Kod otworzy kartę produktu w tym katalogu.'
              : 'Adres tego katalogu nie jest adresem publicznym, więc kod z nim nie zadziałałby poza tym komputerem.'}
          </Text>
        )}
        {option('own', 'Własny adres')}
      </Stack>
      {choice === 'own' ? (
        <Field.Root invalid={!!error}>
          <Field.Label>Własny adres (http lub https)</Field.Label>
          <Input {...register('digitalLinkBase')} inputMode="url" autoComplete="off" placeholder="https://" />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      ) : (
        error && (
          <Text role="alert" color="fg.error" textStyle="xs">
            {error}
          </Text>
        )
      )}
    </chakra.fieldset>
  );
}
