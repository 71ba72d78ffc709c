import { MESSAGES } from '../../http/errors.js';
import { EMAIL_RE, isStrongPassword, nameError, normalizeEmail, normalizePhone } from './field-rules.js';
import { ACCOUNT_MESSAGES } from './messages.js';

/** Collects DRF field errors: `{"field": ["message"]}`, nested objects for nested serializers. */
export type FieldErrors = Record<string, string[] | Record<string, string[]>>;

/** Reads a body as an object (DRF answers field errors for a non-object body). */
export const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A field reader that records DRF-style errors instead of throwing, so every bad field is reported at once. */
export class FieldReader {
  readonly errors: Record<string, string[]> = {};
  constructor(private readonly source: Record<string, unknown>) {}

  has(key: string): boolean {
    return this.source[key] !== undefined && this.source[key] !== null;
  }

  fail(key: string, message: string): void {
    (this.errors[key] ??= []).push(message);
  }

  string(key: string, options: { optional?: boolean; max?: number } = {}): string | undefined {
    const value = this.source[key];
    if (value === undefined || value === null || (options.optional && value === '')) {
      if (!options.optional) this.fail(key, MESSAGES.required);
      return undefined;
    }
    if (typeof value !== 'string') return void this.fail(key, MESSAGES.notString);
    if (value.trim() === '') return void this.fail(key, MESSAGES.blank);
    if (options.max !== undefined && value.trim().length > options.max) return void this.fail(key, ACCOUNT_MESSAGES.tooLong);
    return value.trim();
  }

  boolean(key: string, options: { optional?: boolean } = {}): boolean | undefined {
    const value = this.source[key];
    if (value === undefined || value === null) {
      if (!options.optional) this.fail(key, MESSAGES.required);
      return undefined;
    }
    if (typeof value !== 'boolean') return void this.fail(key, ACCOUNT_MESSAGES.notBoolean);
    return value;
  }

  choice<T extends string>(key: string, choices: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!(choices as readonly string[]).includes(value)) return void this.fail(key, `"${value}" nie jest poprawnym wyborem.`);
    return value as T;
  }

  email(key: string): string | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!EMAIL_RE.test(value) || value.length > 254) return void this.fail(key, ACCOUNT_MESSAGES.badEmail);
    return normalizeEmail(value);
  }

  name(key: string): string | undefined {
    const value = this.string(key);
    const error = value === undefined ? null : nameError(value);
    if (error) return void this.fail(key, error);
    return value;
  }

  phone(key: string): string | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    const phone = normalizePhone(value);
    if (!phone) return void this.fail(key, ACCOUNT_MESSAGES.badPhone);
    return phone;
  }

  /** New password and its repeat (spec §5). */
  newPassword(key: string, repeatKey: string): string | undefined {
    const password = this.string(key);
    const repeat = this.string(repeatKey);
    if (password !== undefined && !isStrongPassword(this.source[key] as string)) this.fail(key, ACCOUNT_MESSAGES.badPassword);
    else if (password !== undefined && repeat !== undefined && this.source[key] !== this.source[repeatKey]) this.fail(repeatKey, ACCOUNT_MESSAGES.passwordsDiffer);
    return password === undefined ? undefined : (this.source[key] as string);
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}
