import { Box, Text } from '@chakra-ui/react';
import { useController, type Control } from 'react-hook-form';
import type { DatabaseSelectionInput } from 'schema/validation';
import { GpcPicker } from '../../shared/gpc/GpcPicker';
import { SelectionCount } from './SelectionCount';

interface Props {
  control: Control<DatabaseSelectionInput>;
  remaining: number | null;
}

/**
 * The selection's GPC codes, chosen with the catalogue's category picker (the rule's complaint below), and then the
 * number of products the whole selection picks.
 */
export default function CategoriesAndCount({ control, remaining }: Props) {
  const { field, fieldState } = useController({ control, name: 'categories' });
  return (
    <>
      <Box mb="4">
        <GpcPicker value={field.value ?? []} onChange={field.onChange} />
        {fieldState.error && (
          <Text color="fg.error" fontSize="sm" mt="1">
            {fieldState.error.message}
          </Text>
        )}
      </Box>
      <SelectionCount control={control} remaining={remaining} />
    </>
  );
}
