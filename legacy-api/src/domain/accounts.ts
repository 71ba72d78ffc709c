import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { PermissionGroup } from '../auth/permissions.js';
import { MESSAGES } from '../http/errors.js';
import { isValidNip, isValidRegon } from '../lib/checksums.js';
import type { PlainMembership, UserRow } from './users.js';

/** Polish messages of spec member-side §5 and §8, and the stand-in's own where the spec gives none. */
export const ACCOUNT_MESSAGES = {
  badEmail: 'Błędny format e-mail',
  badPassword: 'Hasło nie spełnia wymagań',
  passwordsDiffer: 'Hasła muszą być takie same',
  badPhone: 'Zły format telefonu komórkowego (+48XXXXXXXXX)',
  nameLength: 'Wprowadź od 2 do 50 znaków',
  nameChars: 'Pole nie może składać się wyłącznie z cyfr i znaków specjalnych',
  badRegon: 'Niepoprawny numer REGON',
  badNip: 'Niepoprawny numer NIP',
  nipTaken: 'NIP występuje już w naszej bazie',
  badFormat: 'Niepoprawny format',
  tooLong: 'Maksymalna długość to 130 znaków',
  statute: 'Wymagane potwierdzenie warunków',
  notBoolean: 'Wymagana wartość logiczna (true/false).',
  representative: 'Pierwszy administrator musi być reprezentantem firmy',
  purposes: 'Zaznacz co najmniej jeden cel rejestracji',
  notFound: 'Nie znaleziono',
  linkExpired: 'Link wygasł',
  alreadyActive: 'Konto jest już aktywne',
  activationMismatch: 'Niezgodny identyfikator aktywacji',
  activated: 'Konto zostało aktywowane',
  unknownEmail: 'Podany adres e-mail nie pasuje do żadnego konta na platformie',
  resetSent: 'Link do zmiany hasła został wysłany',
  passwordChanged: 'Hasło zostało zmienione',
  wrongOldPassword: 'Nieprawidłowe bieżące hasło',
  companyExists: 'Podmiot jest już zarejestrowany na platformie',
  registrationUnfinished: 'Rejestracja podmiotu nie została dokończona – link aktywacyjny został wysłany na adres e-mail',
  emailNotInMemberBase: 'Podany adres e-mail nie występuje w bazie członków – poproś współpracownika o dodanie lub popraw dane',
  userNotAssigned: 'Użytkownik nie jest przypisany do tej firmy',
  userExistsInCompany: 'Taki użytkownik istnieje już w firmie',
  userAlreadyInvited: 'user already invited',
  notChanged: 'not changed',
  selfDelete: 'Nie możesz usunąć własnego członkostwa',
  selfPermission: 'Nie możesz zmienić własnych uprawnień',
  lastRepresentativeDelete: 'Nie można usunąć ostatniego reprezentanta firmy',
  lastRepresentativeDemote: 'Nie można odebrać uprawnień administratora ostatniemu reprezentantowi firmy',
  lastRepresentativeFlag: 'Nie można odebrać oznaczenia ostatniemu reprezentantowi firmy',
  representativeAdminOnly: 'Oznaczenie reprezentanta może zmienić tylko Administrator podmiotu',
  registrationClosed: 'Rejestracja została już zakończona',
  fileMissing: 'Nie przesłano pliku.',
  fileTooLarge: 'Plik jest zbyt duży – limit 10MB',
  fileType: 'Niewłaściwy format pliku',
} as const;

export const PERMISSION_GROUPS: readonly PermissionGroup[] = ['location_admin', 'location_user'];

export const CONSENT_FIELDS = ['agreeToSellingEmails', 'agreeToSellingPhones', 'agreeToSharingData', 'agreeToMarketingEmails', 'agreeToMarketingPhones'] as const;
export type ConsentField = (typeof CONSENT_FIELDS)[number];
const CONSENT_COLUMNS: Record<ConsentField, string> = {
  agreeToSellingEmails: 'agree_to_selling_emails',
  agreeToSellingPhones: 'agree_to_selling_phones',
  agreeToSharingData: 'agree_to_sharing_data',
  agreeToMarketingEmails: 'agree_to_marketing_emails',
  agreeToMarketingPhones: 'agree_to_marketing_phones',
};

export const VOIVODESHIPS = [
  'dolnośląskie', 'kujawsko-pomorskie', 'lubelskie', 'lubuskie', 'łódzkie', 'małopolskie', 'mazowieckie', 'opolskie',
  'podkarpackie', 'podlaskie', 'pomorskie', 'śląskie', 'świętokrzyskie', 'warmińsko-mazurskie', 'wielkopolskie', 'zachodniopomorskie',
] as const;

/** Both readings of the spec's company profiles are accepted. */
export const COMPANY_PROFILE_VALUES = [
  'online_sale', 'offline_sale', 'corporate_it_solutions', 'consumer_it_apps', 'production', 'retail_network', 'logistic_services',
  'deposit_system_solutions', 'other', 'marketplace', 'university', 'product_catalog', 'it_company', 'research_agency',
] as const;

export const REGISTRATION_PURPOSES = ['checkSingleGtin', 'checkMultipleGtins', 'useSearch', 'downloadDatabase', 'checkMyGtins', 'generateCodeQR'] as const;

// ---------------------------------------------------------------- field rules (spec §5)

/** Collects DRF field errors: `{"field": ["message"]}`, nested objects for nested serializers. */
export type FieldErrors = Record<string, string[] | Record<string, string[]>>;

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Spec §5: min 8 characters, a lowercase and an uppercase letter, a digit or a special character. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) && /[^\p{L}]/u.test(password);
}

/** Spec §5: 2–50 characters, not only digits and special characters. Null when fine. */
export function nameError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length < 2 || trimmed.length > 50) return ACCOUNT_MESSAGES.nameLength;
  if (!/\p{L}/u.test(trimmed)) return ACCOUNT_MESSAGES.nameChars;
  return null;
}

/** '+48' and nine digits; spaces and dashes of the input mask are removed first. */
export function normalizePhone(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '');
  return /^\+48\d{9}$/.test(compact) ? compact : null;
}

export const regonError = (regon: string) => (isValidRegon(regon) ? null : ACCOUNT_MESSAGES.badRegon);
export const nipError = (nip: string) => (isValidNip(nip) ? null : ACCOUNT_MESSAGES.badNip);
export const cleanNip = (nip: string) => nip.replace(/[-\s]/g, '');

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

// ---------------------------------------------------------------- profiles (statute, consents)

export interface Profile {
  confirmedStatute: boolean;
  agreeToSellingEmails: boolean;
  agreeToSellingPhones: boolean;
  agreeToSharingData: boolean;
  agreeToMarketingEmails: boolean;
  agreeToMarketingPhones: boolean;
}

/** Statute and consents; seed users have no row: statute confirmed, consents false. */
export function profileOf(db: Db, userId: number): Profile {
  const row = db.get<Record<string, number>>('SELECT * FROM user_profiles WHERE user_id = ?', [userId]);
  const profile = { confirmedStatute: row ? row.confirmed_statute === 1 : true } as Profile;
  for (const field of CONSENT_FIELDS) profile[field] = row ? row[CONSENT_COLUMNS[field]] === 1 : false;
  return profile;
}

export function saveProfile(db: Db, userId: number, profile: Profile): void {
  db.run(
    `INSERT OR REPLACE INTO user_profiles (user_id, confirmed_statute, ${CONSENT_FIELDS.map((f) => CONSENT_COLUMNS[f]).join(', ')})
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [userId, profile.confirmedStatute ? 1 : 0, ...CONSENT_FIELDS.map((f) => (profile[f] ? 1 : 0))],
  );
}

/** Reads confirmedStatute (must be true) and the five consents (required booleans). */
export function readProfile(reader: FieldReader): Profile | undefined {
  const confirmedStatute = reader.boolean('confirmedStatute');
  if (confirmedStatute === false) reader.fail('confirmedStatute', ACCOUNT_MESSAGES.statute);
  const profile = { confirmedStatute: confirmedStatute === true } as Profile;
  for (const field of CONSENT_FIELDS) profile[field] = reader.boolean(field) === true;
  return reader.ok ? profile : undefined;
}

// ---------------------------------------------------------------- users and memberships

/** A user who filled in names and phone (registration form or activation's full form). */
export const isFullRegistration = (user: UserRow) => user.first_name.trim() !== '' && !!user.phone_number;

/** A password nobody can type: invited and registered users get theirs at activation. */
export const UNUSABLE_PASSWORD = '!unusable';

export function createUser(db: Db, data: { email: string; firstName?: string; lastName?: string; phoneNumber?: string | null }): number {
  db.run(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, date_joined, last_login, is_active)
     VALUES (?, ?, ?, ?, ?, ?, NULL, 0)`,
    [data.email, UNUSABLE_PASSWORD, data.firstName ?? '', data.lastName ?? '', data.phoneNumber ?? null, new Date().toISOString()],
  );
  return db.lastInsertId();
}

export function createMembership(db: Db, data: { userId: number; companyId: number; group: PermissionGroup; representative: boolean }): number {
  db.run(
    `INSERT INTO memberships (user_id, company_id, permission_group, is_company_representative, activated, activation_date)
     VALUES (?, ?, ?, ?, 0, NULL)`,
    [data.userId, data.companyId, data.group, data.representative ? 1 : 0],
  );
  return db.lastInsertId();
}

export type { PlainMembership } from './users.js';

export const findMembership = (db: Db, id: number) => db.get<PlainMembership>('SELECT * FROM memberships WHERE id = ?', [id]);

/** Representatives of a company other than `exceptMembershipId`. */
export const otherRepresentatives = (db: Db, companyId: number, exceptMembershipId: number) =>
  Number(
    db.get<{ n: number }>('SELECT count(*) AS n FROM memberships WHERE company_id = ? AND is_company_representative = 1 AND id != ?', [companyId, exceptMembershipId])?.n ?? 0,
  );

// ---------------------------------------------------------------- links (activation, password reset)

/** 32 random bytes, URL-safe: unguessable and never sequential. */
export const newToken = () => randomBytes(32).toString('base64url');

export function createActivation(db: Db, membershipId: number, kind: 'registration' | 'invitation'): string {
  const id = newToken();
  db.run('INSERT INTO activations (id, membership_id, kind, created_at, used_at) VALUES (?, ?, ?, ?, NULL)', [id, membershipId, kind, new Date().toISOString()]);
  return id;
}

export function createPasswordReset(db: Db, userId: number): string {
  const now = new Date().toISOString();
  // A new link replaces older unused ones.
  db.run('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL', [now, userId]);
  const id = newToken();
  db.run('INSERT INTO password_resets (id, user_id, created_at, used_at) VALUES (?, ?, ?, NULL)', [id, userId, now]);
  return id;
}

export const isExpired = (createdAt: string, ttlMs: number, now = Date.now()) => Date.parse(createdAt) + ttlMs <= now;

// ---------------------------------------------------------------- companies (registry and platform)

export interface CompanyFacts {
  name: string;
  nip: string;
  regon: string;
  street: string | null;
  city: string | null;
  postalCode: string | null;
  district: string | null;
  country: string;
}

interface CompanyLookupRow {
  id?: number;
  name: string;
  nip: string;
  regon: string;
  street: string | null;
  city: string | null;
  postal_code: string | null;
  district: string | null;
  country: string;
}

const toFacts = (row: CompanyLookupRow): CompanyFacts => ({
  name: row.name,
  nip: row.nip,
  regon: row.regon,
  street: row.street,
  city: row.city,
  postalCode: row.postal_code,
  district: row.district,
  country: row.country,
});

/** A Polish platform company by REGON or NIP. */
export const platformCompany = (db: Db, by: 'regon' | 'nip', value: string) =>
  db.get<CompanyLookupRow & { id: number }>(`SELECT * FROM companies WHERE ${by} = ? AND is_foreign = 0 ORDER BY id LIMIT 1`, [value]);

/** The registry answer: platform companies first (they exist too), then the built-in registry. */
export function lookupCompany(db: Db, by: 'regon' | 'nip', value: string): (CompanyFacts & { isRegistered: boolean }) | null {
  const own = platformCompany(db, by, value);
  if (own) return { ...toFacts(own), isRegistered: true };
  const row = db.get<CompanyLookupRow>(`SELECT * FROM company_registry WHERE ${by} = ?`, [value]);
  return row ? { ...toFacts(row), isRegistered: false } : null;
}

/** 'registered': a user of the company has activated a membership; 'unfinished': on the platform, nobody activated. */
export function companyRegistrationState(db: Db, companyId: number): 'registered' | 'unfinished' {
  const activated = db.get<{ n: number }>('SELECT count(*) AS n FROM memberships WHERE company_id = ? AND activated = 1', [companyId]);
  return Number(activated?.n ?? 0) > 0 ? 'registered' : 'unfinished';
}

