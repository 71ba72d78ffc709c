import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './Tooltip';

function Invited({ disabled }: { disabled?: boolean }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <Tooltip content="Zaproszenie wysłane" disabled={disabled} openDelay={50}>
        <span tabIndex={0}>Zaproszony</span>
      </Tooltip>
      <button type="button">Dalej</button>
    </ChakraProvider>
  );
}

describe('tooltip', () => {
  it('describes its trigger while the pointer is over it', async () => {
    const user = userEvent.setup();
    render(<Invited />);
    const trigger = screen.getByText('Zaproszony');
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Zaproszenie wysłane');
    expect(trigger).toHaveAccessibleDescription('Zaproszenie wysłane');

    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });

  it('shows at once for keyboard focus, and Escape or leaving hides it', async () => {
    const user = userEvent.setup();
    render(<Invited />);
    await user.tab();
    expect(screen.getByText('Zaproszony')).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Zaproszenie wysłane');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.tab({ shift: true });
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dalej' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('says nothing while disabled', async () => {
    const user = userEvent.setup();
    render(<Invited disabled />);
    await user.hover(screen.getByText('Zaproszony'));
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
