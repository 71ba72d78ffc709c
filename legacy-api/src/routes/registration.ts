import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import type { AppContext } from '../context.js';
import { COMPANY_PROFILE_VALUES, REGISTRATION_PURPOSES, VOIVODESHIPS } from '../domain/accounts/choices.js';
import { companyRegistrationState, lookupCompany, platformCompany } from '../domain/accounts/company-lookup.js';
import { FieldReader, asObject, type FieldErrors } from '../domain/accounts/field-reader.js';
import { EMAIL_RE, cleanNip, nipError, normalizeEmail, regonError } from '../domain/accounts/field-rules.js';
import { createActivation } from '../domain/accounts/links.js';
import { ACCOUNT_MESSAGES } from '../domain/accounts/messages.js';
import { readProfile, saveProfile } from '../domain/accounts/profiles.js';
import { createMembership, createUser, findMembership } from '../domain/accounts/users-and-memberships.js';
import { findUserByEmail, membershipsOf } from '../domain/users.js';
import { ApiError, MESSAGES, detail, fieldErrors, methodNotAllowed } from '../http/errors.js';
import { textParam } from './query-params.js';
import { sendMail } from '../mail/outbox.js';
import { randomBytes } from 'node:crypto';
import { freeSubscriptionPeriod } from '../domain/companies.js';

/** Authorisation attachment of a registration: image or PDF up to 10 MB. */
export const ATTACHMENT_MAX_BYTES = 10_000_000;
const ATTACHMENT_TYPES: { ext: RegExp; magic: (b: Buffer) => boolean }[] = [
  { ext: /\.pdf$/i, magic: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { ext: /\.(jpe?g)$/i, magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: /\.png$/i, magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
];


/** The query's REGON, validated: 400 {"regon": [...]} when missing or failing the checksum. */
function queryRegon(query: Record<string, unknown>): string {
  const regon = textParam(query.regon);
  if (!regon) throw fieldErrors({ regon: [MESSAGES.required] });
  const error = regonError(regon);
  if (error) throw fieldErrors({ regon: [error] });
  return regon;
}

/** Sends the activation link of a membership (registration or invitation) to the user. */
export function mailActivation(ctx: AppContext, to: string, membershipId: number, kind: 'registration' | 'invitation', companyName: string): string {
  const id = createActivation(ctx.db, membershipId, kind);
  const link = `${ctx.config.webAppUrl}/confirm/email/${id}`;
  const subject = kind === 'registration' ? 'Aktywacja konta na platformie' : `Zaproszenie do firmy ${companyName}`;
  const intro = kind === 'registration' ? `Dziękujemy za rejestrację firmy ${companyName}.` : `Zostałeś zaproszony do firmy ${companyName}.`;
  sendMail(ctx, {
    to,
    subject,
    text: `${intro}\nAby aktywować konto, otwórz link (ważny ${ctx.config.activationLinkTtlDays} dni):\n${link}\n`,
    link,
    kind: kind === 'registration' ? 'activation' : 'invitation',
  });
  return id;
}

interface CompanyInput {
  name: string;
  nip: string;
  regon: string;
  street: string;
  city: string;
  postalCode: string;
  district: string;
  country: string;
  webPage: string | null;
  companyProfile: string;
  purposes: Record<string, boolean>;
}

function readCompany(source: Record<string, unknown>): { value?: CompanyInput; errors: Record<string, string[]> } {
  const r = new FieldReader(source);
  const regon = r.string('regon');
  if (regon !== undefined && regonError(regon)) r.fail('regon', ACCOUNT_MESSAGES.badRegon);
  const nipRaw = r.string('nip');
  const nip = nipRaw === undefined ? undefined : cleanNip(nipRaw);
  if (nip !== undefined && nipError(nip)) r.fail('nip', ACCOUNT_MESSAGES.badNip);
  const name = r.string('name', { max: 130 });
  const street = r.string('street', { max: 130 });
  const city = r.string('city', { max: 130 });
  const postalCode = r.string('postalCode');
  if (postalCode !== undefined && !/^\d{2}-\d{3}$/.test(postalCode)) r.fail('postalCode', ACCOUNT_MESSAGES.badFormat);
  const district = r.choice('district', VOIVODESHIPS);
  const country = r.has('country') ? r.choice('country', ['Polska']) : 'Polska';
  const webPage = r.string('webPage', { optional: true, max: 130 }) ?? null;
  const companyProfile = r.choice('companyProfile', COMPANY_PROFILE_VALUES);
  const rawPurposes = asObject(source.registrationPurposes);
  const purposes = Object.fromEntries(REGISTRATION_PURPOSES.map((p) => [p, rawPurposes[p] === true]));
  if (!Object.values(purposes).some(Boolean)) r.fail('registrationPurposes', ACCOUNT_MESSAGES.purposes);
  if (!r.ok) return { errors: r.errors };
  return {
    value: { name: name!, nip: nip!, regon: regon!, street: street!, city: city!, postalCode: postalCode!, district: district!, country: country!, webPage, companyProfile: companyProfile!, purposes },
    errors: {},
  };
}

/** Registration (spec member-side §2 wizard, §4, §7) and the company/user lookups of the wizard. */
export function registrationRoutes(ctx: AppContext): Router {
  const router = Router();

  router
    .route('/companies/get_by_regon/')
    .get(ctx.track, (req, res) => {
      const company = lookupCompany(ctx.db, 'regon', queryRegon(req.query));
      if (!company) throw detail(404, ACCOUNT_MESSAGES.notFound);
      res.json(company);
    })
    .all(methodNotAllowed);

  router
    .route('/companies/get_by_nip/')
    .get(ctx.track, (req, res) => {
      const raw = textParam(req.query.nip);
      if (!raw) throw fieldErrors({ nip: [MESSAGES.required] });
      const nip = cleanNip(raw);
      const error = nipError(nip);
      if (error) throw fieldErrors({ nip: [error] });
      const company = lookupCompany(ctx.db, 'nip', nip);
      if (!company) throw detail(404, ACCOUNT_MESSAGES.notFound);
      res.json(company);
    })
    .all(methodNotAllowed);

  router
    .route('/companies/have_user_registered/')
    .get(ctx.track, (req, res) => {
      const company = platformCompany(ctx.db, 'regon', queryRegon(req.query));
      const state = company ? companyRegistrationState(ctx.db, company.id) : null;
      res.json({ haveUserRegistered: state === 'registered', unfinishedRegistration: state === 'unfinished' });
    })
    .all(methodNotAllowed);

  router
    .route('/accounts/by_email/:email/')
    .get(ctx.track, (req, res) => {
      const email = normalizeEmail(String(req.params.email));
      if (!EMAIL_RE.test(email)) throw fieldErrors({ email: [ACCOUNT_MESSAGES.badEmail] });
      const user = findUserByEmail(ctx.db, email);
      if (!user) throw detail(404, ACCOUNT_MESSAGES.notFound);
      res.json({ exists: true, email: user.email, firstName: user.first_name, lastName: user.last_name, phoneNumber: user.phone_number });
    })
    .all(methodNotAllowed);

  router
    .route('/accounts/assign_to_company/')
    .get(ctx.track, ctx.throttle, (req, res) => {
      const regon = queryRegon(req.query);
      const rawEmail = textParam(req.query.email);
      if (!rawEmail) throw fieldErrors({ email: [MESSAGES.required] });
      const email = normalizeEmail(rawEmail);
      if (!EMAIL_RE.test(email)) throw fieldErrors({ email: [ACCOUNT_MESSAGES.badEmail] });
      const company = platformCompany(ctx.db, 'regon', regon);
      if (!company) throw detail(404, ACCOUNT_MESSAGES.notFound);
      const user = findUserByEmail(ctx.db, email);
      if (!user) throw detail(400, ACCOUNT_MESSAGES.emailNotInMemberBase, { code: 'email_not_in_member_base' });
      const membership = membershipsOf(ctx.db, user.id).find((m) => m.company_id === company.id);
      if (!membership) throw detail(400, ACCOUNT_MESSAGES.userNotAssigned, { code: 'user_not_assigned' });
      // The assignment: a person a colleague added (an invited, not yet activated membership) gets a fresh link to
      // join with; an activated one has nothing left to do but sign in.
      const activated = membership.activated === 1;
      if (!activated) mailActivation(ctx, user.email, membership.id, 'invitation', company.name);
      res.json({ assigned: true, companyId: company.id, membershipId: membership.id, activated, activationSent: !activated });
    })
    .all(methodNotAllowed);

  router
    .route('/accounts/register/')
    .post(ctx.track, ctx.throttle, (req, res) => {
      const body = asObject(req.body);
      const errors: FieldErrors = {};
      const company = readCompany(asObject(body.company));
      if (!company.value) errors.company = company.errors;

      const userSource = asObject(body.user);
      const userReader = new FieldReader(userSource);
      const email = userReader.email('email');
      const existing = email ? findUserByEmail(ctx.db, email) : undefined;
      // An existing user's personal fields are locked in the wizard: only the e-mail counts then.
      let personal: { firstName: string; lastName: string; phoneNumber: string } | undefined;
      const profile = existing ? undefined : readProfile(userReader);
      if (!existing) {
        const firstName = userReader.name('firstName');
        const lastName = userReader.name('lastName');
        const phoneNumber = userReader.phone('phoneNumber');
        if (firstName && lastName && phoneNumber) personal = { firstName, lastName, phoneNumber };
      }
      if (!userReader.ok) errors.user = userReader.errors;
      if (body.isCompanyRepresentative === undefined || body.isCompanyRepresentative === null) errors.isCompanyRepresentative = [MESSAGES.required];
      else if (body.isCompanyRepresentative !== true) errors.isCompanyRepresentative = [ACCOUNT_MESSAGES.representative];
      if (Object.keys(errors).length) throw new ApiError(400, errors);

      const input = company.value!;
      const byRegon = platformCompany(ctx.db, 'regon', input.regon);
      if (byRegon) {
        if (companyRegistrationState(ctx.db, byRegon.id) === 'registered') throw detail(400, ACCOUNT_MESSAGES.companyExists, { code: 'company_exists' });
        throw detail(400, ACCOUNT_MESSAGES.registrationUnfinished, { code: 'registration_unfinished' });
      }
      if (platformCompany(ctx.db, 'nip', input.nip)) throw new ApiError(400, { company: { nip: [ACCOUNT_MESSAGES.nipTaken] } });

      const now = new Date();
      const period = freeSubscriptionPeriod(now);
      const result = ctx.db.transaction(() => {
        ctx.db.run(
          `INSERT INTO companies (name, nip, regon, gcp, street, city, postal_code, district, country, web_page, phone_number, company_profile,
             is_authorized, is_operator, is_foreign, subscription, access_to_download, api_key, activation_date, registration_date)
           VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 'free', 0, ?, NULL, ?)`,
          [
            input.name, input.nip, input.regon, input.street, input.city, input.postalCode, input.district, input.country, input.webPage,
            personal?.phoneNumber ?? existing?.phone_number ?? null, input.companyProfile, `pk_${randomBytes(16).toString('hex')}`, now.toISOString(),
          ],
        );
        const companyId = ctx.db.lastInsertId();
        let userId: number;
        if (existing) userId = existing.id;
        else {
          userId = createUser(ctx.db, { email: email!, ...personal! });
          saveProfile(ctx.db, userId, profile!);
        }
        const membershipId = createMembership(ctx.db, { userId, companyId, group: 'location_admin', representative: true });
        ctx.db.run(
          `INSERT INTO company_registrations (company_id, membership_id, registration_purposes, created_at)
           VALUES (?, ?, ?, ?)`,
          [companyId, membershipId, JSON.stringify(input.purposes), now.toISOString()],
        );
        return { companyId, userId, membershipId };
      });
      mailActivation(ctx, email!, result.membershipId, 'registration', input.name);
      res.status(201).json({
        ...result,
        subscription: { name: 'free', beginSubscriptionDt: period.begin, endSubscriptionDt: period.end },
      });
    })
    .all(methodNotAllowed);

  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1 } }).single('file');
  const receiveFile: RequestHandler = (req, res, next) =>
    upload(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') next(fieldErrors({ file: [ACCOUNT_MESSAGES.fileTooLarge] }));
      else if (err instanceof multer.MulterError) next(fieldErrors({ file: [err.message] }));
      else next(err);
    });

  router
    .route('/accounts/register/:membershipId/:filename/')
    .put(ctx.track, receiveFile, (req, res) => {
      const membershipId = Number(req.params.membershipId);
      const membership = Number.isSafeInteger(membershipId) ? findMembership(ctx.db, membershipId) : undefined;
      const registration = membership
        ? ctx.db.get<{ company_id: number }>('SELECT company_id FROM company_registrations WHERE membership_id = ?', [membership.id])
        : undefined;
      if (!membership || !registration) throw detail(404, ACCOUNT_MESSAGES.notFound);
      if (membership.activated === 1) throw detail(400, ACCOUNT_MESSAGES.registrationClosed);
      const file = req.file;
      if (!file) throw fieldErrors({ file: [ACCOUNT_MESSAGES.fileMissing] });
      const fileName = path.basename(String(req.params.filename)).replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 120);
      const type = ATTACHMENT_TYPES.find((t) => t.ext.test(fileName));
      if (!type || !type.magic(file.buffer)) throw fieldErrors({ file: [ACCOUNT_MESSAGES.fileType] });
      const relative = path.join('attachments', String(membership.id), fileName);
      const absolute = path.join(ctx.config.dataDir, relative);
      mkdirSync(path.dirname(absolute), { recursive: true });
      writeFileSync(absolute, file.buffer);
      ctx.db.run('UPDATE company_registrations SET attachment_file = ?, attachment_name = ? WHERE company_id = ?', [relative, fileName, registration.company_id]);
      res.json({ membershipId: membership.id, fileName, size: file.size });
    })
    .all(methodNotAllowed);

  return router;
}
