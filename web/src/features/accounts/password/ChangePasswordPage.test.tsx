import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';
import { problem, viewerFixture } from '../../../test/fixtures';
import type { DataOf } from '../../../test/mockLink';

const VIEWER = viewerFixture({ permissions: ['change_password'] });

async function submit(oldPassword: string, answer: DataOf<'ChangePassword'>['changePassword']) {
  const user = userEvent.setup();
  const app = renderApp({ route: '/user_data/u1/change_password', viewer: VIEWER, handlers: { ChangePassword: () => ({ changePassword: answer }) } });
  await user.type(await screen.findByLabelText(/Bieżące hasło/), oldPassword);
  await user.type(screen.getByLabelText(/^Nowe hasło/), 'Zmienione1!');
  await user.type(screen.getByLabelText(/Powtórz nowe hasło/), 'Zmienione1!');
  await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
  return app;
}

describe('change password', () => {
  it('puts a wrong current password on its field', async () => {
    await submit('Pomylone1!', problem('WrongCurrentPassword', 'WRONG_CURRENT_PASSWORD', 'Nieprawidłowe bieżące hasło', { field: ['input', 'oldPassword'] }));
    expect(await screen.findByText('Nieprawidłowe bieżące hasło')).toBeInTheDocument();
    expect(screen.getByLabelText(/Bieżące hasło/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes home with the success message', async () => {
    const { router } = await submit('Demo123!', { __typename: 'PasswordChanged', message: 'Hasło zostało zmienione.' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByTestId('status-message')).toHaveTextContent('Hasło zostało zmienione.');
  });

  it('checks the new password on the form first', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({ route: '/user_data/u1/change_password', viewer: VIEWER });
    await user.type(await screen.findByLabelText(/Bieżące hasło/), 'Demo123!');
    await user.type(screen.getByLabelText(/^Nowe hasło/), 'slabe');
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findAllByText('Hasło nie spełnia wymagań')).not.toHaveLength(0);
    expect(callsOf('ChangePassword')).toHaveLength(0);
  });
});
