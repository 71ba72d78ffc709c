import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

function Editor() {
  return (
    <ChakraProvider value={defaultSystem}>
      <Tabs
        tabs={[
          { value: 'edit', label: 'Edycja', content: <input aria-label="Treść" /> },
          { value: 'preview', label: 'Podgląd', content: <p>Podgląd treści</p> },
          { value: 'history', label: 'Historia', content: <p>Wersje</p> },
        ]}
      />
    </ChakraProvider>
  );
}

describe('tabs', () => {
  it('shows the first panel, named by its tab, and only the selected tab is in the Tab order', () => {
    render(<Editor />);
    const edit = screen.getByRole('tab', { name: 'Edycja' });
    expect(edit).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Edycja' })).toContainElement(screen.getByRole('textbox', { name: 'Treść' }));
    expect(screen.queryByText('Podgląd treści')).not.toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Edycja' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const preview = screen.getByRole('tab', { name: 'Podgląd' });
    expect(preview).toHaveFocus();
    expect(preview).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Podgląd' })).toHaveTextContent('Podgląd treści');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Historia' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Edycja' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Historia' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Edycja' })).toHaveAttribute('aria-selected', 'true');
    // From the tab, Tab goes into its panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Edycja' })).toHaveFocus();
  });

  it('keeps what was typed in a panel while another is looked at', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.type(screen.getByRole('textbox', { name: 'Treść' }), 'Nowa treść');
    await user.click(screen.getByRole('tab', { name: 'Podgląd' }));
    expect(screen.getByRole('textbox', { name: 'Treść', hidden: true })).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Edycja' }));
    expect(screen.getByRole('textbox', { name: 'Treść' })).toHaveValue('Nowa treść');
  });
});
