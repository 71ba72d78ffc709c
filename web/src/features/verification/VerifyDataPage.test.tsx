import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { viewerFixture } from '../../test/fixtures';

const HOSTILE = `
  <h2>Weryfikacja danych</h2>
  <p onclick="alert(1)">Sprawdź swoje numery GTIN.</p>
  <script>window.hacked = true</script>
  <img src="x" onerror="window.hacked = true" alt="obraz">
  <a href="javascript:alert(1)">kliknij</a>
  <a href="https://www.gs1pl.org/">GS1 Polska</a>
`;

describe('Weryfikuj dane (/verify_data)', () => {
  it('renders the CMS content without scripts, event handlers or javascript: links', async () => {
    const { container } = renderApp({
      route: '/verify_data',
      viewer: viewerFixture({ permissions: ['file_sending_to_verification'] }),
      handlers: { VerificationPage: () => ({ verificationPage: { __typename: 'VerificationPage', content: HOSTILE, fileInProcess: false } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Weryfikacja danych' })).toBeInTheDocument();
    expect(screen.getByText('Sprawdź swoje numery GTIN.')).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'obraz' })).not.toHaveAttribute('onerror');
    expect(screen.getByText('kliknij')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'GS1 Polska' })).toHaveAttribute('href', 'https://www.gs1pl.org/');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText('Numery GTIN w pierwszej kolumnie pierwszego arkusza.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wyślij plik do weryfikacji' })).toHaveAttribute('href', '/verify_data/upload');
  });
});
