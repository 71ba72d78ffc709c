import { useId } from 'react';
import { Box, chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { CONSENTS, CONSENT_FIELDS, type ConsentField } from 'schema/validation';
import { CheckboxField } from './CheckboxField';

const ANSWERS = [
  { value: 'yes', label: 'Tak' },
  { value: 'no', label: 'Nie' },
] as const;

interface ConsentFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** Prefix of the fields in the form's values, e.g. `user.newAccount.` (empty for a flat form). */
  prefix?: string;
}

/** The statute and the five consents (spec §5): each consent answered yes or no, the statute accepted. */
export function ConsentFields<T extends FieldValues>({ control, prefix = '' }: ConsentFieldsProps<T>) {
  const headingId = useId();
  const path = (name: string) => `${prefix}${name}` as FieldPath<T>;
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Text id={headingId} fontWeight="semibold">
        Regulamin i zgody
      </Text>
      <Stack gap="4" mt="2">
        <CheckboxField control={control} name={path('confirmedStatute')}>
          Akceptuję{' '}
          <Link asChild variant="underline">
            <RouterLink to="/terms" target="_blank">
              regulamin
            </RouterLink>
          </Link>{' '}
          platformy (wymagane)
        </CheckboxField>
        {CONSENT_FIELDS.map((name) => (
          <Consent key={name} control={control} name={name} path={path(name)} />
        ))}
      </Stack>
    </Box>
  );
}

/** A yes or no answer: the browser's own radio button, in the app's blue, with its label. */
const radioCss = {
  width: '4',
  height: '4',
  margin: 0,
  cursor: 'pointer',
  accentColor: 'var(--chakra-colors-blue-600)',
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
} as const;

/**
 * One consent question, answered with a yes or a no radio; an unanswered one shows the rule's message. The radios are
 * the browser's own (arrow keys move between them, as in every radio group): Chakra's RadioGroup ran a state machine
 * for each question, about 7 KB of download for the forms that ask them.
 */
function Consent<T extends FieldValues>({ control, name, path }: { control: Control<T>; name: ConsentField; path: FieldPath<T> }) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={path}
      render={({ field, fieldState }) => (
        <Box
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={fieldState.error ? errorId : undefined}
          aria-invalid={!!fieldState.error || undefined}
        >
          <Text id={labelId}>{CONSENTS[name]}</Text>
          <HStack gap="6" mt="1">
            {ANSWERS.map((answer) => (
              <chakra.label key={answer.value} display="inline-flex" alignItems="center" gap="2" cursor="pointer" textStyle="sm">
                <chakra.input
                  type="radio"
                  name={field.name}
                  value={answer.value}
                  checked={field.value === (answer.value === 'yes')}
                  onChange={() => field.onChange(answer.value === 'yes')}
                  onBlur={field.onBlur}
                  ref={answer.value === 'yes' ? field.ref : undefined}
                  css={radioCss}
                />
                {answer.label}
              </chakra.label>
            ))}
          </HStack>
          {fieldState.error?.message && (
            <Text id={errorId} color="fg.error" fontSize="sm" mt="1">
              {fieldState.error.message}
            </Text>
          )}
        </Box>
      )}
    />
  );
}
