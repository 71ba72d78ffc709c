import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';
import { PERMISSION_GROUPS } from 'schema/validation';

/** The two roles of a company as a native select (spec §3: location_admin, location_user). */
export function PermissionSelect({ size, ...select }: Omit<ComponentProps<typeof NativeSelect.Field>, 'children'> & { size?: 'sm' | 'md' }) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} size={size} minW="14rem">
      <NativeSelect.Field {...select}>
        {Object.entries(PERMISSION_GROUPS).map(([value, { label }]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
