import { NativeSelect } from '@chakra-ui/react';
import { forwardRef, type ComponentProps } from 'react';
import { PERMISSION_GROUPS } from 'schema/validation';

type PermissionSelectProps = Omit<ComponentProps<typeof NativeSelect.Field>, 'children' | 'ref'> & { size?: 'sm' | 'md' };

/**
 * The two roles of a company as a native select (spec §3: location_admin, location_user). Its ref reaches the select
 * through `forwardRef` (a form registers it): on Preact a component's own `ref` is not one of its props.
 */
export const PermissionSelect = forwardRef<HTMLSelectElement, PermissionSelectProps>(function PermissionSelect({ size, ...select }, ref) {
  return (
    <NativeSelect.Root size={size} minW="14rem">
      <NativeSelect.Field ref={ref} {...select}>
        {Object.entries(PERMISSION_GROUPS).map(([value, { label }]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
