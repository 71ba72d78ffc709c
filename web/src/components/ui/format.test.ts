import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, truncate } from './format';

describe('formatNumber', () => {
  it('separates thousands with a no-break space, also for 4 digits', () => {
    expect(formatNumber(5000)).toBe('5\u00a0000');
    expect(formatNumber(12345)).toBe('12\u00a0345');
    expect(formatNumber(1234567)).toBe('1\u00a0234\u00a0567');
    expect(formatNumber(999)).toBe('999');
  });
  it('reads as "5 000" for a person (whitespace-normalised)', () => {
    expect(formatNumber(5000).replace(/\s/g, ' ')).toBe('5 000');
    expect(formatNumber(12345).replace(/\s/g, ' ')).toBe('12 345');
  });
});

describe('truncate', () => {
  it('keeps short texts and cuts long ones with an ellipsis', () => {
    expect(truncate('Firma', 30)).toBe('Firma');
    expect(truncate('a'.repeat(31), 30)).toBe(`${'a'.repeat(30)}…`);
    expect(truncate('a'.repeat(30), 30)).toBe('a'.repeat(30));
  });
});

describe('formatDate', () => {
  it('formats dd.MM.yyyy', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('05.03.2026');
    expect(formatDate(null)).toBe('–');
    expect(formatDate('not a date')).toBe('–');
  });

  it("gives the day in Poland whatever the machine's time zone (a server-drawn page and the browser agree)", () => {
    // 23:30 UTC is already the next day in Warsaw, in winter (UTC+1) and in summer (UTC+2).
    expect(formatDate('2026-03-05T23:30:00Z')).toBe('06.03.2026');
    expect(formatDate('2026-07-31T22:30:00Z')).toBe('01.08.2026');
    expect(formatDate('2026-07-31T21:30:00Z')).toBe('31.07.2026');
    // A date without a time is midnight UTC: the same day in Poland.
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
  });
});
