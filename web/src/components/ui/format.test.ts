import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, truncate } from './format';

describe('formatMoney', () => {
  it('shows złoty with space-separated thousands and two digits of grosze', () => {
    expect(formatMoney(430.5)).toBe('430,50\u00a0zł');
    expect(formatMoney(24600)).toBe('24\u00a0600,00\u00a0zł');
  });
});

describe('formatNumber', () => {
  it('separates thousands with a no-break space, also for 4 digits', () => {
    expect(formatNumber(5000)).toBe('5\u00a0000');
    expect(formatNumber(12345)).toBe('12\u00a0345');
    expect(formatNumber(1234567)).toBe('1\u00a0234\u00a0567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-12345)).toBe('-12\u00a0345');
    expect(formatNumber(1234.6)).toBe('1\u00a0235');
  });
  it('agrees with Intl pl-PL (grouping always, whole numbers) on any number', () => {
    const intl = new Intl.NumberFormat('pl-PL', { useGrouping: 'always', maximumFractionDigits: 0 });
    for (let i = 0; i < 2000; i++) {
      const value = Math.round((Math.random() - 0.2) * 10 ** Math.floor(Math.random() * 13)) || 0;
      expect(formatNumber(value), String(value)).toBe(intl.format(value).replace(/\s/g, '\u00a0'));
    }
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
    // The clocks change at 01:00 UTC on the last Sundays of March (29.03.2026) and October (25.10.2026).
    expect(formatDate('2026-03-28T22:59:00Z')).toBe('28.03.2026');
    expect(formatDate('2026-03-28T23:00:00Z')).toBe('29.03.2026');
    expect(formatDate('2026-10-24T21:59:00Z')).toBe('24.10.2026');
    expect(formatDate('2026-10-24T22:00:00Z')).toBe('25.10.2026');
    expect(formatDate('2026-10-25T22:59:00Z')).toBe('25.10.2026');
    expect(formatDate('2026-10-25T23:00:00Z')).toBe('26.10.2026');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
  });

  it('agrees with the time zone database for Europe/Warsaw on any instant since 1996', () => {
    const warsaw = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric' });
    const from = Date.UTC(1996, 0, 1);
    const to = Date.UTC(2037, 0, 1);
    for (let i = 0; i < 5000; i++) {
      const instant = new Date(from + Math.random() * (to - from)).toISOString();
      expect(formatDate(instant), instant).toBe(warsaw.format(new Date(instant)));
    }
  });
});
