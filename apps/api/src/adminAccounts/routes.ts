/** REST: the admin pages' users and companies, 'Switch company' / 'Switch team' and the audit log (admins only). */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteUser } from '../accounts/deleteUser';
import type { AppDeps, AppEnv } from '../http/context';
import { assertCan } from '../policy/index';
import { isActing, toPolicySubject } from '../users/currentUser';
import { parseInput, readBody } from '../workspace/http';
import { AuditQuerySchema, CompanyUpdateSchema, IdParamSchema, SearchQuerySchema, SwitchCompanySchema, SwitchTeamSchema, UserUpdateSchema } from './schemas';
import {
  adminSession,
  audit,
  getCompany,
  getUser,
  listAudit,
  searchCompanies,
  searchUsers,
  switchCompany,
  switchTeam,
  updateCompany,
  updateUser,
} from './service';

const id = (c: Context<AppEnv>) => Number(parseInput(IdParamSchema, { id: c.req.param('id') }).id);
const search = (c: Context<AppEnv>) => parseInput(SearchQuerySchema, { q: c.req.query('q') ?? undefined, limit: c.req.query('limit') || undefined });

/**
 * Every write an admin makes while acting inside another company goes to the audit log (after it succeeded), so
 * what was done in a customer's workspace on their behalf can be traced. Behind requireAuth.
 */
export function auditActingAdmins(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const auth = c.get('auth') as AppEnv['Variables']['auth'] | undefined;
    if (!auth || c.req.method === 'GET' || c.res.status >= 400 || !auth.user.admin || !isActing(auth.user)) return;
    // The admin routes log their own changes in detail.
    if (c.req.path.startsWith('/api/admin/')) return;
    await audit(deps.db, auth.user, 'request', null, { method: c.req.method, path: c.req.path, status: c.res.status }, deps.now());
  };
}

/** Behind requireAuth. */
export function adminAccountRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/admin/*', async (c, next) => {
    assertCan(toPolicySubject(c.get('auth').user), { type: 'admin.access' });
    await next();
  });

  app.get('/admin/users', async (c) => {
    const { q, limit } = search(c);
    return c.json({ users: await searchUsers(deps.db, q, limit) });
  });
  app.get('/admin/companies', async (c) => {
    const { q, limit } = search(c);
    return c.json({ companies: await searchCompanies(deps.db, q, limit) });
  });
  app.get('/admin/users/:id', async (c) => c.json(await getUser(deps.db, id(c))));
  app.patch('/admin/users/:id', async (c) => {
    const change = await readBody(c, UserUpdateSchema);
    return c.json(await updateUser(deps.db, c.get('auth').user, id(c), change, deps.now()));
  });
  app.delete('/admin/users/:id', async (c) => {
    const deleted = await deleteUser(deps.db, c.get('auth').user, id(c), deps.now());
    return c.json({ deleted: { id: String(deleted.id), email: deleted.email }, removed: deleted.removed });
  });
  app.get('/admin/companies/:id', async (c) => c.json(await getCompany(deps.db, id(c))));
  app.patch('/admin/companies/:id', async (c) => {
    const change = await readBody(c, CompanyUpdateSchema);
    return c.json(await updateCompany(deps.db, c.get('auth').user, id(c), change, deps.now()));
  });

  app.get('/admin/session', async (c) => c.json(await adminSession(deps.db, c.get('auth').user)));
  app.post('/admin/switch_company', async (c) => {
    const { company_id } = await readBody(c, SwitchCompanySchema);
    const { user, session } = c.get('auth');
    await switchCompany(deps.db, user, session.id, company_id === null ? null : Number(company_id), deps.now());
    return c.body(null, 204);
  });
  app.post('/admin/switch_team', async (c) => {
    const { team_id } = await readBody(c, SwitchTeamSchema);
    const { user, session } = c.get('auth');
    await switchTeam(deps.db, user, session.id, Number(team_id), deps.now());
    return c.body(null, 204);
  });
  app.get('/admin/audit_log', async (c) => {
    const { limit, offset } = parseInput(AuditQuerySchema, { limit: c.req.query('limit') || undefined, offset: c.req.query('offset') || undefined });
    return c.json({ entries: await listAudit(deps.db, limit, offset) });
  });
  return app;
}
