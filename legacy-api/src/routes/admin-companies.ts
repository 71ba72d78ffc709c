import { Router } from 'express';
import { requireUser, type AppContext } from '../context.js';
import { permissionsOf, requireAnyPermission, requireMembershipPermission } from '../domain/access.js';
import { companyOptions, companyUser, companyUsers, findCompany, listCompanies, listDatapools, serializeCompany } from '../domain/companies.js';
import { membershipsOf } from '../domain/users.js';
import { listAnswer } from '../http/answer-shapes.js';
import { MESSAGES, detail, fieldErrors, methodNotAllowed } from '../http/errors.js';
import { intParam, one, requiredInt } from './query-params.js';

export const COMPANY_MESSAGES = {
  lastRepresentative: 'Nie można usunąć ostatniego reprezentanta firmy',
  ownMembership: 'Nie można usunąć własnego członkostwa',
  notBoolean: 'Musi być poprawną wartością logiczną.',
} as const;

export const COMPANIES_PAGE = { defaultLimit: 10, maxLimit: 100, usersPageSize: 10, usersMaxPageSize: 100 } as const;

const BOOLEANS = new Map<unknown, boolean>([
  [true, true], [false, false], [1, true], [0, false],
  ['true', true], ['false', false], ['True', true], ['False', false], ['1', true], ['0', false],
]);

/** Company administration (admin-side §2 companies list and details, §7): platform administrators (registered_company). */
export function adminCompanyRoutes(ctx: AppContext): Router {
  const router = Router();

  router
    .route('/companies/:membershipId/get_companies/')
    .get(ctx.track, async (req, res) => {
      await requireMembershipPermission(ctx, req, ['registered_company']);
      const limit = intParam(req.query.limit, COMPANIES_PAGE.defaultLimit, { strict: true, max: COMPANIES_PAGE.maxLimit });
      const offset = intParam(req.query.offset, 0);
      const search = one(req.query.search_multi_match)?.trim() || undefined;
      res.json(listCompanies(ctx.db, { search, ordering: one(req.query.ordering), limit, offset }));
    })
    .all(methodNotAllowed);

  // A platform administrator reads any company; any other member only a company they hold an activated membership in.
  router
    .route('/companies/get_by_id/')
    .get(ctx.track, async (req, res) => {
      const user = await requireUser(ctx, req);
      const id = requiredInt(req.query.id, 'id');
      const memberships = membershipsOf(ctx.db, user.id).filter((m) => m.activated === 1);
      const admin = memberships.some((m) => permissionsOf(m).includes('registered_company'));
      if (!admin && !memberships.some((m) => m.company_id === id)) throw detail(403, MESSAGES.denied);
      const company = findCompany(ctx.db, id);
      if (!company) throw detail(404, MESSAGES.notFound);
      res.json(serializeCompany(ctx.db, company));
    })
    .all(methodNotAllowed);

  router
    .route('/companies/company/:id/')
    .patch(ctx.track, async (req, res) => {
      await requireAnyPermission(ctx, req, ['registered_company']);
      const id = Number(req.params.id);
      const company = /^\d+$/.test(String(req.params.id)) ? findCompany(ctx.db, id) : undefined;
      if (!company) throw detail(404, MESSAGES.notFound);
      const raw = (req.body as Record<string, unknown> | undefined)?.accessToDownload;
      if (raw === undefined || raw === null) throw fieldErrors({ accessToDownload: [MESSAGES.required] });
      const value = BOOLEANS.get(raw);
      if (value === undefined) throw fieldErrors({ accessToDownload: [COMPANY_MESSAGES.notBoolean] });
      ctx.db.run('UPDATE companies SET access_to_download = ? WHERE id = ?', [value ? 1 : 0, id]);
      res.json(serializeCompany(ctx.db, findCompany(ctx.db, id)!));
    })
    .all(methodNotAllowed);

  // No trailing slash in the spec; Express tolerates both.
  router
    .route('/companies/datapools')
    .get(ctx.track, async (req, res) => {
      await requireAnyPermission(ctx, req, ['repository', 'registered_company']);
      res.json(listAnswer(listDatapools(ctx.db), ctx.config.listEnvelope));
    })
    .all(methodNotAllowed);

  router
    .route('/companies/:membershipId/get_comps/')
    .get(ctx.track, async (req, res) => {
      await requireMembershipPermission(ctx, req, ['repository', 'registered_company']);
      res.json({ results: companyOptions(ctx.db, one(req.query.name__contains)?.trim()) });
    })
    .all(methodNotAllowed);

  router
    .route('/companies/:membershipId/company_users/:companyId/')
    .get(ctx.track, async (req, res) => {
      await requireMembershipPermission(ctx, req, ['registered_company']);
      const companyId = Number(req.params.companyId);
      if (!/^\d+$/.test(String(req.params.companyId)) || !findCompany(ctx.db, companyId)) throw detail(404, MESSAGES.notFound);
      const pageSize = intParam(req.query.page_size, COMPANIES_PAGE.usersPageSize, { strict: true, max: COMPANIES_PAGE.usersMaxPageSize });
      const page = intParam(req.query.page, 0);
      const direction = one(req.query.direction)?.toLowerCase() === 'desc' ? 'desc' : 'asc';
      res.json(companyUsers(ctx.db, companyId, { page, pageSize, sortColumn: one(req.query.sort_column) ?? 'name', direction }));
    })
    .all(methodNotAllowed);

  router
    .route('/companies/:membershipId/company_users/:companyId/:targetMembershipId/')
    // The admin's "user by id" (admin-side §7, path not shown): one user of the company by membership id.
    .get(ctx.track, async (req, res) => {
      await requireMembershipPermission(ctx, req, ['registered_company']);
      const [companyId, membershipId] = [String(req.params.companyId), String(req.params.targetMembershipId)];
      const record = /^\d+$/.test(companyId) && /^\d+$/.test(membershipId) ? companyUser(ctx.db, Number(companyId), Number(membershipId)) : null;
      if (!record) throw detail(404, MESSAGES.notFound);
      res.json(record);
    })
    .delete(ctx.track, async (req, res) => {
      const { user } = await requireMembershipPermission(ctx, req, ['registered_company']);
      const target = ctx.db.get<{ id: number; user_id: number; is_company_representative: number }>(
        'SELECT id, user_id, is_company_representative FROM memberships WHERE id = ? AND company_id = ?',
        [String(req.params.targetMembershipId), String(req.params.companyId)],
      );
      if (!target) throw detail(404, MESSAGES.notFound);
      if (target.user_id === user.id) throw detail(400, COMPANY_MESSAGES.ownMembership);
      if (target.is_company_representative === 1) {
        const others = ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM memberships WHERE company_id = ? AND is_company_representative = 1 AND id != ?', [
          String(req.params.companyId),
          target.id,
        ]);
        if (Number(others?.n ?? 0) === 0) throw detail(400, COMPANY_MESSAGES.lastRepresentative);
      }
      ctx.db.run('DELETE FROM memberships WHERE id = ?', [target.id]);
      res.status(204).end();
    })
    .all(methodNotAllowed);

  return router;
}
