import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { viewerFixture, type Typed } from '../../test/fixtures';
import type { Handler } from '../../test/mockLink';
import type { Fragments } from '../../test/operations.generated';

const viewer = viewerFixture({ permissions: ['file_sending_to_verification'] });
const resolverAt = (address: string): Handler<'DigitalLinkResolver'> => () => ({ digitalLinkResolver: address });
const catalogue = resolverAt('https://katalog.example.pl');
const code = (description: string): Typed<'Gs1Code', Fragments['CodeResult_code']> => ({
  __typename: 'Gs1Code',
  svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  description,
  ai: '/files/gs1-codes/x/ai?text=1',
  pdf: '/files/gs1-codes/x/pdf?text=1',
  png: '/files/gs1-codes/x/png?text=1',
  svgFile: '/files/gs1-codes/x/svg?text=1',
  ps: '/files/gs1-codes/x/ps?text=1',
});

/** The generator's answer: both codes of one element string, and the Digital Link the QR holds. */
const codes = (digitalLinkUri: string, elementString: string): Handler<'Gs1Codes'> => () => ({
  gs1Codes: { __typename: 'Gs1Codes', digitalLinkUri, dataMatrix: code(elementString), qrCode: code(elementString) },
});

describe('2D code generator (/generator_2d)', () => {
  it('prefills the GTIN, shows the idle view, then both codes with the Digital Link; download waits for a format', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({
      route: '/generator_2d?gtin_number=5901234123457',
      viewer,
      handlers: {
        DigitalLinkResolver: catalogue,
        Gs1Codes: codes('https://id.gs1.org/01/05901234123457/10/LOT1', '(01)05901234123457(10)LOT1'),
      },
    });
    expect(await screen.findByLabelText('(01) GTIN')).toHaveValue('5901234123457');
    expect(screen.getByText('Tu pojawią się wygenerowane kody.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('(10) Numer partii / serii'), 'LOT1');
    await user.click(screen.getByRole('button', { name: 'Wygeneruj kod' }));
    const qr = await screen.findByRole('region', { name: 'Kod QR' });
    expect(within(qr).getByRole('link', { name: 'https://id.gs1.org/01/05901234123457/10/LOT1' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Kod DataMatrix' })).getByRole('img')).toHaveAttribute('alt', 'Kod DataMatrix: (01)05901234123457(10)LOT1');
    expect(within(qr).getByRole('button', { name: 'Pobierz' })).toBeDisabled();
    await user.selectOptions(within(qr).getByLabelText('Format pliku'), 'png');
    expect(within(qr).getByRole('button', { name: 'Pobierz' })).toBeEnabled();
    expect(callsOf('Gs1Codes')[0]?.variables.input).toMatchObject({ gtin: '5901234123457', batch: 'LOT1', expiryDate: '' });
  });

  it('checks the fields before asking, and puts the server’s field problems on their fields with no result', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({
      route: '/generator_2d',
      viewer,
      handlers: {
        DigitalLinkResolver: catalogue,
        Gs1Codes: () => ({
          gs1Codes: {
            __typename: 'ValidationFailed',
            code: 'VALIDATION_FAILED',
            message: 'Błędne wypełnienie formularza, prosimy spróbować ponownie',
            field: null,
            problems: [{ __typename: 'FieldProblem', field: ['input', 'gtin'], message: 'Numer GTIN nie jest aktywny' }],
          },
        }),
      },
    });
    const gtin = await screen.findByLabelText('(01) GTIN');
    await user.type(gtin, '5901234123457');
    await user.type(screen.getByLabelText('(17) Data ważności (RRMMDD)'), '271332');
    await user.click(screen.getByRole('button', { name: 'Wygeneruj kod' }));
    expect(await screen.findByText('Niepoprawna data (format RRMMDD)')).toBeInTheDocument();
    expect(callsOf('Gs1Codes')).toHaveLength(0);

    await user.clear(screen.getByLabelText('(17) Data ważności (RRMMDD)'));
    await user.click(screen.getByRole('button', { name: 'Wygeneruj kod' }));
    expect(await screen.findByText('Numer GTIN nie jest aktywny')).toBeInTheDocument();
    expect(gtin).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Kod QR' })).not.toBeInTheDocument();
  });

  it("offers this catalogue's resolver beside GS1's and an own address, each checked before asking", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({
      route: '/generator_2d?gtin_number=5901234123457',
      viewer,
      handlers: {
        DigitalLinkResolver: catalogue,
        Gs1Codes: codes('https://katalog.example.pl/01/05901234123457', '(01)05901234123457'),
      },
    });
    const choice = await screen.findByRole('group', { name: 'Adres strony dla GS1 Digital Link' });
    expect(within(choice).getByRole('radio', { name: 'GS1 (https://id.gs1.org)' })).toBeChecked();
    const own = within(choice).getByRole('radio', { name: 'Własny adres' });
    await user.click(own);
    await user.type(screen.getByLabelText('Własny adres (http lub https)'), 'ftp://example.com');
    await user.click(screen.getByRole('button', { name: 'Wygeneruj kod' }));
    expect(await screen.findByText('Niepoprawny adres URL')).toBeInTheDocument();
    expect(callsOf('Gs1Codes')).toHaveLength(0);

    const here = await within(choice).findByRole('radio', { name: 'Ten katalog (https://katalog.example.pl)' });
    expect(here).toHaveAccessibleDescription('Kod otworzy kartę produktu w tym katalogu.');
    await user.click(here);
    expect(screen.queryByText('Niepoprawny adres URL')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wygeneruj kod' }));
    expect(await screen.findByRole('link', { name: 'https://katalog.example.pl/01/05901234123457' })).toBeInTheDocument();
    expect(callsOf('Gs1Codes')[0]?.variables.input).toMatchObject({ gtin: '5901234123457', digitalLinkBase: 'https://katalog.example.pl' });
  });

  it("does not offer a catalogue address a printed code could not use (a development gateway's localhost)", async () => {
    renderApp({ route: '/generator_2d', viewer, handlers: { DigitalLinkResolver: resolverAt('http://localhost:4000') } });
    const here = await screen.findByRole('radio', { name: 'Ten katalog (http://localhost:4000)' });
    expect(here).toBeDisabled();
    expect(here).toHaveAccessibleDescription('Adres tego katalogu nie jest adresem publicznym, więc kod z nim nie zadziałałby poza tym komputerem.');
  });
});
