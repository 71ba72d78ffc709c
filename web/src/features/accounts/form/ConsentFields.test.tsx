import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { useForm, useWatch } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsentFields } from './ConsentFields';

/** The consents in a form; the form's values are shown as the form would send them. */
function Consents() {
  const { control } = useForm<Record<string, unknown>>();
  const values = useWatch({ control });
  return (
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <ConsentFields control={control} />
        <output aria-label="Wartości">{JSON.stringify(values)}</output>
      </MemoryRouter>
    </ChakraProvider>
  );
}

describe('consent fields', () => {
  it('answers each question with its own yes or no radio, from the pointer or the keyboard', async () => {
    const user = userEvent.setup();
    render(<Consents />);
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(5);
    const [first, second] = groups;
    const yes = (group: HTMLElement) => group.querySelector<HTMLInputElement>('input[value="yes"]')!;
    const no = (group: HTMLElement) => group.querySelector<HTMLInputElement>('input[value="no"]')!;

    await user.click(yes(first!));
    expect(yes(first!)).toBeChecked();
    expect(no(first!)).not.toBeChecked();
    await user.click(no(second!));
    expect(no(second!)).toBeChecked();
    expect(yes(first!)).toBeChecked();
    const answers = JSON.parse(screen.getByRole('status', { name: 'Wartości' }).textContent ?? '{}') as Record<string, unknown>;
    expect(Object.values(answers).filter((value) => typeof value === 'boolean')).toEqual([true, false]);

    // Arrow keys move the answer within the focused question, as in any radio group.
    await user.keyboard('{ArrowLeft}');
    expect(yes(second!)).toBeChecked();
  });
});
