/** @jsxImportSource @emotion/react */
import type { ComponentProps, ReactNode } from 'react';
import { useFieldContext } from '@chakra-ui/react';
import { focusRing, textStyle, token } from './tokens';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange' | 'children'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  invalid?: boolean;
  /** The visible label; a box without one needs an `aria-label`. */
  children?: ReactNode;
}

const boxCss = {
  width: token('sizes.4'),
  height: token('sizes.4'),
  flexShrink: 0,
  margin: 0,
  cursor: 'pointer',
  accentColor: token('colors.blue.600'),
  '&[aria-invalid=true]': { outline: '2px solid', outlineColor: token('colors.border.error'), outlineOffset: '1px' },
  ...focusRing('blue'),
  '&:disabled': { cursor: 'not-allowed' },
} as const;
// Level with the first line of a label that wraps (textStyle sm: 20 px lines, a 16 px box).
const labelledBoxCss = { ...boxCss, marginTop: token('spacing.0.5') } as const;

/**
 * A checkbox with its label: the browser's own control, in the app's blue, with the keyboard and screen-reader
 * behaviour every platform gives it, drawn without Chakra's system (tokens.ts). Chakra's Checkbox runs a state machine
 * per box, about 9 KB of download for a page that needs nothing more (docs/decisions/021). Inside a `Field.Root` it takes the field's id, description and
 * state, as Chakra's inputs do.
 */
export function Checkbox({ checked, onCheckedChange, invalid, children, ...input }: CheckboxProps) {
  const field = useFieldContext();
  const box = (
    <input
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
    <label css={{ display: 'inline-flex', alignItems: 'flex-start', gap: token('spacing.2'), cursor: 'pointer', ...textStyle('sm'), '&:has(:disabled)': { opacity: 0.5 } }}>
      {box}
      <span>{children}</span>
    </label>
  );
}
