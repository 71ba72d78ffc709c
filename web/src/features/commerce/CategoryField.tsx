import { Box, Text } from '@chakra-ui/react';
import { useController, type Control } from 'react-hook-form';
import type { DatabaseSelectionInput } from 'schema/validation';
import { GpcPicker } from '../../shared/gpc/GpcPicker';

/** The selection's GPC codes, chosen with the catalogue's category picker, with the rule's complaint below. */
export default function CategoryField({ control }: { control: Control<DatabaseSelectionInput> }) {
  const { field, fieldState } = useController({ control, name: 'categories' });
  return (
    <Box>
      <GpcPicker value={field.value ?? []} onChange={field.onChange} />
      {fieldState.error && (
        <Text color="fg.error" fontSize="sm" mt="1">
          {fieldState.error.message}
        </Text>
      )}
    </Box>
  );
}
