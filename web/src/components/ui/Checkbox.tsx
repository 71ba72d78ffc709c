import type { ComponentProps, ReactNode } from 'react';
import { chakra, useFieldContext } from '@chakra-ui/react';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange' | 'children'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  invalid?: boolean;
  /** The visible label; a box without one needs an `aria-label`. */
  children?: ReactNode;
}

const boxCss = {
  width: '4',
  height: '4',
  flexShrink: 0,
  margin: 0,
  cursor: 'pointer',
  accentColor: 'var(--chakra-colors-blue-600)',
  _invalid: { outline: '2px solid', outlineColor: 'border.error', outlineOffset: '1px' },
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  _disabled: { cursor: 'not-allowed' },
} as const;
// Level with the first line of a label that wraps (textStyle sm: 20 px lines, a 16 px box).
const labelledBoxCss = { ...boxCss, marginTop: '0.5' } as const;

/**
 * A checkbox with its label: the browser's own control, in the app's blue, with the keyboard and screen-reader
 * behaviour every platform gives it. Chakra's Checkbox runs a state machine per box, about 9 KB of download for a
 * page that needs nothing more (docs/decisions/021). Inside a `Field.Root` it takes the field's id, description and
 * state, as Chakra's inputs do.
 */
export function Checkbox({ checked, onCheckedChange, invalid, children, ...input }: CheckboxProps) {
  const field = useFieldContext();
  const box = (
    <chakra.input
      {...field?.getInputProps()}
      type="checkbox"
      checked={checked}
      onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      aria-invalid={invalid || field?.invalid || undefined}
      css={children === undefined ? boxCss : labelledBoxCss}
      {...input}
    />
  );
  if (children === undefined) return box;
  return (
    <chakra.label display="inline-flex" alignItems="flex-start" gap="2" cursor="pointer" textStyle="sm" _disabled={{ opacity: 0.5 }}>
      {box}
      <span>{children}</span>
    </chakra.label>
  );
}
