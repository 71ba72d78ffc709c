import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Barcode from './Barcode';

describe('Barcode', () => {
  it('draws 5901234123457 as the 95 modules of EAN-13 (first digit 5: LGGLLG)', () => {
    render(<Barcode gtin="05901234123457" />);
    const barcode = screen.getByRole('img', { name: 'Kod kreskowy EAN-13: 5901234123457' });
    expect(barcode.getAttribute('data-modules')).toBe(
      '101' +
        // 9 L, 0 G, 1 G, 2 L, 3 L, 4 G
        '0001011' + '0100111' + '0110011' + '0010011' + '0111101' + '0011101' +
        '01010' +
        // 1 2 3 4 5 7 in R
        '1100110' + '1101100' + '1000010' + '1011100' + '1001110' + '1000100' +
        '101',
    );
  });

  it("prints the digits as a pack does: the first left of the bars, six under each half, fitted to the half's width", () => {
    const { container } = render(<Barcode gtin="05901234123457" />);
    const texts = [...container.querySelectorAll('text')];
    expect(texts.map((t) => t.textContent)).toEqual(['5', '901234', '123457']);
    const [first, left, right] = texts.map((t) => ({ x: Number(t.getAttribute('x')), length: Number(t.getAttribute('textLength') ?? 0) }));
    // The leading digit ends before the start guard (module 12); each half of 42 modules holds its six digits.
    expect(first!.x).toBeLessThan(12);
    expect(left!.x - left!.length / 2).toBeGreaterThanOrEqual(15);
    expect(right!.x + right!.length / 2).toBeLessThanOrEqual(12 + 95 - 3);
  });

  it('draws a GTIN-8 as EAN-8 and says when a GTIN-14 has no EAN symbol', () => {
    const { unmount } = render(<Barcode gtin="00000096385074" />);
    expect(screen.getByRole('img', { name: 'Kod kreskowy EAN-8: 96385074' }).getAttribute('data-modules')).toHaveLength(67);
    unmount();
    render(<Barcode gtin="15901234123454" />);
    expect(screen.getByText('Dla tego numeru GTIN-14 nie ma symbolu EAN.')).toBeInTheDocument();
  });
});
