import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { signInDemoUsers } from '../testing/workspaceFixtures';

interface ViewJson {
  id: number;
  name: string;
  sharing: string;
  view: { filter_settings?: Record<string, unknown>; table_settings?: { columns?: string[] } };
  pinned_rank: number | null;
}
interface PinsJson {
  pinned_saved_views: { saved_view_id: number; rank: number }[];
}

const call = (api: ApiHarness, t: Tokens, method: string, path: string, body?: unknown) =>
  api.authed(t, path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
const names = async (api: ApiHarness, t: Tokens) =>
  ((await (await call(api, t, 'GET', '/api/saved_views/')).json()) as { saved_views: ViewJson[] }).saved_views.map((v) => v.name).sort();

await describeOnDatabases('saved views and pinned saved views', (api) => {
  let maya: Tokens;
  let leo: Tokens;
  let sam: Tokens;
  let guest: Tokens;
  beforeAll(async () => {
    ({ maya, leo, sam, guest } = await signInDemoUsers(api()));
  });

  const create = async (t: Tokens, body: unknown, status = 201) => {
    const res = await call(api(), t, 'POST', '/api/saved_views/', body);
    expect(res.status).toBe(status);
    return ((await res.json()) as { saved_view: ViewJson }).saved_view;
  };
  const view = { filter_settings: { stages: ['OPEN'], cpvCodes: ['72000000'] }, sort_order: [{ field: 'close_date', order: 'ASC' }], table_settings: { columns: ['title', 'buyer'] } };

  it('creates private, team and company views, each seen by the right people', async () => {
    const mine = await create(maya, { name: 'My open IT', view });
    expect(mine).toMatchObject({ name: 'My open IT', sharing: 'PRIVATE', view, pinned_rank: null });
    await create(maya, { name: 'Team IT', sharing: 'TEAM', view });
    await create(maya, { name: 'Company IT', sharing: 'COMPANY', view });
    expect(await names(api(), maya)).toEqual(expect.arrayContaining(['Company IT', 'My open IT', 'Team IT']));
    const leoSees = await names(api(), leo);
    expect(leoSees).toEqual(expect.arrayContaining(['Company IT', 'Team IT']));
    expect(leoSees).not.toContain('My open IT');
    const samSees = await names(api(), sam);
    expect(samSees.filter((n) => n.endsWith(' IT'))).toEqual([]);
  });

  it('validates with zod and refuses guests; only the owner changes or deletes', async () => {
    await create(maya, { name: '  ' }, 400);
    await create(maya, { name: 'x', view: { filter_settings: {}, unknown: 1 } }, 400);
    await create(maya, { name: 'x', sharing: 'WORLD' }, 400);
    await create(guest, { name: 'Guest view' }, 403);
    const team = await create(maya, { name: 'Shared', sharing: 'TEAM', view });
    expect((await call(api(), leo, 'PUT', `/api/saved_views/${team.id}`, { name: 'Mine now' })).status).toBe(403);
    expect((await call(api(), leo, 'DELETE', `/api/saved_views/${team.id}`)).status).toBe(403);
    expect((await call(api(), sam, 'PUT', `/api/saved_views/${team.id}`, { name: 'Nope' })).status).toBe(404);
    const renamed = await call(api(), maya, 'PUT', `/api/saved_views/${team.id}`, { name: 'Shared IT', sharing: 'PRIVATE' });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { saved_view: ViewJson }).saved_view).toMatchObject({ name: 'Shared IT', sharing: 'PRIVATE', view });
    expect(await names(api(), leo)).not.toContain('Shared IT');
    expect((await call(api(), maya, 'DELETE', `/api/saved_views/${team.id}`)).status).toBe(204);
    expect(await names(api(), maya)).not.toContain('Shared IT');
  });

  it('pins, ranks and unpins per user', async () => {
    const a = await create(leo, { name: 'Pin A', sharing: 'TEAM' });
    const b = await create(leo, { name: 'Pin B' });
    const pin = async (t: Tokens, path: string, body: unknown, status = 200) => {
      const res = await call(api(), t, 'POST', `/api/pinned_saved_views/${path}`, body);
      expect(res.status).toBe(status);
      return res.status === 200 ? ((await res.json()) as PinsJson).pinned_saved_views : [];
    };
    await pin(leo, 'create', { saved_view_id: a.id });
    expect(await pin(leo, 'create', { saved_view_id: b.id })).toEqual([
      { saved_view_id: a.id, rank: 0 },
      { saved_view_id: b.id, rank: 1 },
    ]);
    expect(await pin(leo, 'update_rank', { saved_view_ids: [b.id, a.id] })).toEqual([
      { saved_view_id: b.id, rank: 0 },
      { saved_view_id: a.id, rank: 1 },
    ]);
    await pin(leo, 'update_rank', { saved_view_ids: [b.id] }, 400);
    expect(await pin(leo, 'list', {})).toHaveLength(2);
    // Maya's pins are her own; she cannot pin Leo's private view; Sam cannot see the team's.
    expect(await pin(maya, 'list', {})).toEqual([]);
    await pin(maya, 'create', { saved_view_id: b.id }, 404);
    await pin(sam, 'create', { saved_view_id: a.id }, 404);
    await pin(guest, 'create', { saved_view_id: a.id }, 403);
    expect(await pin(leo, 'delete', { saved_view_id: b.id })).toEqual([{ saved_view_id: a.id, rank: 1 }]);
  });
});
