import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { viewerFixture } from '../../test/fixtures';
import type { DataOf } from '../../test/mockLink';

const viewer = viewerFixture({ permissions: ['file_sending_to_verification'] });
const page = (fileInProcess: boolean): DataOf<'VerificationPage'> => ({ verificationPage: { __typename: 'VerificationPage', content: '', fileInProcess } });

function fileOf(name: string, size: number) {
  const file = new File(['GTIN\n'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('upload form (/verify_data/upload)', () => {
  it('refuses a file over 50 MB and a file of another kind before sending, with the spec’s messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp({ route: '/verify_data/upload', viewer, handlers: { VerificationPage: () => page(false) } });
    const input = await screen.findByLabelText(/^Plik/);
    await user.upload(input, fileOf('duzy.csv', 50_000_001));
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Plik jest zbyt duży – limit 50MB')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.upload(input, fileOf('notatki.txt', 100));
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Niewłaściwy format pliku')).toBeInTheDocument();
  });

  it('shows the recommendations and keeps the controls disabled while a file is processing', async () => {
    renderApp({ route: '/verify_data/upload', viewer, handlers: { VerificationPage: () => page(true) } });
    expect(await screen.findByText(/Poprzedni plik jest jeszcze przetwarzany/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyślij' })).toBeDisabled();
    expect(screen.getByLabelText(/^Plik/)).toBeDisabled();
    expect(screen.getByText(/XLS do 65 tysięcy rekordów, XLSX do 200 tysięcy/)).toBeInTheDocument();
    expect(screen.getByText(/UPC zaczynające się od 0 zapisz jako tekst/)).toBeInTheDocument();
  });
});
