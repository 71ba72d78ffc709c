import { useId } from 'react';
import { Box, HStack, Link, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
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

/** One consent question, answered with a yes or a no radio; an unanswered one shows the rule's message. */
function Consent<T extends FieldValues>({ control, name, path }: { control: Control<T>; name: ConsentField; path: FieldPath<T> }) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={path}
      render={({ field, fieldState }) => (
        <RadioGroup.Root
          recipe={radioGroupSlotRecipe}
          name={field.name}
          value={field.value === true ? 'yes' : field.value === false ? 'no' : null}
          onValueChange={(e) => field.onChange(e.value === 'yes')}
          aria-labelledby={labelId}
          aria-describedby={fieldState.error ? errorId : undefined}
          aria-invalid={!!fieldState.error || undefined}
        >
          <Text id={labelId}>{CONSENTS[name]}</Text>
          <HStack gap="6" mt="1">
            {ANSWERS.map((answer) => (
              <RadioGroup.Item key={answer.value} value={answer.value}>
                <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{answer.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
          {fieldState.error?.message && (
            <Text id={errorId} color="fg.error" fontSize="sm" mt="1">
              {fieldState.error.message}
            </Text>
          )}
        </RadioGroup.Root>
      )}
    />
  );
}
