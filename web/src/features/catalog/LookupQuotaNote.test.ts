import { describe, expect, it } from 'vitest';
import { lookupsLeftText } from './LookupQuotaNote';

describe("what is left of a visitor's lookups", () => {
  it('agrees the verb with the number, as Polish does', () => {
    expect(lookupsLeftText({ limit: 30, remaining: 29 })).toBe('Pozostało 29 z 30 wyszukiwań w ciągu 24 godzin.');
    expect(lookupsLeftText({ limit: 30, remaining: 22 })).toBe('Pozostały 22 z 30 wyszukiwań w ciągu 24 godzin.');
    expect(lookupsLeftText({ limit: 30, remaining: 12 })).toBe('Pozostało 12 z 30 wyszukiwań w ciągu 24 godzin.');
    expect(lookupsLeftText({ limit: 30, remaining: 1 })).toBe('Pozostało 1 z 30 wyszukiwań w ciągu 24 godzin.');
    expect(lookupsLeftText({ limit: 30, remaining: 0 })).toBe('Pozostało 0 z 30 wyszukiwań w ciągu 24 godzin.');
  });

  it('writes a large package with spaced thousands', () => {
    expect(lookupsLeftText({ limit: 10000, remaining: 1235 }).replace(/\u00a0/g, ' ')).toBe('Pozostało 1 235 z 10 000 wyszukiwań w ciągu 24 godzin.');
  });
});
