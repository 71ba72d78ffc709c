import { useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem, Field } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

function Consent({ error }: { error?: string }) {
  const [checked, setChecked] = useState(false);
  return (
    <Field.Root invalid={!!error}>
      <Checkbox checked={checked} onCheckedChange={setChecked}>
        Akceptuję regulamin
      </Checkbox>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

const renderInTheme = (ui: ReactNode) => render(<ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>);

describe('checkbox', () => {
  it('is named by its label and toggles from a click on the label or the space bar', async () => {
    const user = userEvent.setup();
    renderInTheme(<Consent />);
    const box = screen.getByRole('checkbox', { name: 'Akceptuję regulamin' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Akceptuję regulamin'));
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it("inside a field that is invalid, says so and is described by the field's error", () => {
    renderInTheme(<Consent error="Akceptacja regulaminu jest wymagana" />);
    const box = screen.getByRole('checkbox', { name: 'Akceptuję regulamin' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Akceptacja regulaminu jest wymagana');
  });
});
