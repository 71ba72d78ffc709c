import { describe, expect, it } from 'vitest';
import { matchRefusal, type RefusalRule } from './errors';

describe('a refusal named by a field error', () => {
  const rules: RefusalRule<'nipTaken' | 'wrongPassword'>[] = [
    { status: 400, field: 'company.nip', kind: 'nipTaken' },
    { status: 400, field: 'oldPassword', kind: 'wrongPassword' },
  ];
  const match = (body: unknown, status = 400) => matchRefusal(status, body, rules, null)?.kind ?? null;

  it('matches when that field, nested or flat, is the only one with an error', () => {
    expect(match({ company: { nip: ['NIP występuje już w naszej bazie'] } })).toBe('nipTaken');
    expect(match({ oldPassword: ['Nieprawidłowe bieżące hasło'] })).toBe('wrongPassword');
  });

  it('leaves a body with other field errors to the field map, and other statuses and DRF details alone', () => {
    expect(match({ company: { nip: ['Niepoprawny numer NIP'], regon: ['Niepoprawny numer REGON'] } })).toBeNull();
    expect(match({ oldPassword: ['x'], newPassword: ['y'] })).toBeNull();
    expect(match({ oldPassword: ['x'] }, 403)).toBeNull();
    expect(match({ detail: 'oldPassword' })).toBeNull();
    expect(match('oldPassword')).toBeNull();
  });
});
