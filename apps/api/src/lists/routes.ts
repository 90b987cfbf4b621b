/** REST: notice lists (record_lists, user_lists) and buyer lists (docs/contracts.md). */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../http/context';
import { noticeIdByGuid } from '../leads/service';
import { assertCan } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { parseInput, readBody } from '../workspace/http';
import { GuidSchema, IdSchema } from '../workspace/schemas';
import {
  addBuyers,
  buyerList,
  buyerListPermissionsOf,
  buyerListsOf,
  createBuyerList,
  deleteBuyerList,
  removeBuyers,
  updateBuyerList,
  updateBuyerListPermissions,
} from './buyerLists';
import { toBuyerListJson, toPermissionJson, toRecordListJson } from './json';
import {
  addRecordToList,
  createRecordList,
  deleteRecordList,
  listsOfRecord,
  recordListsOf,
  removeRecordFromList,
  updateRecordList,
  visibleRecordList,
} from './recordLists';
import {
  AddRecordBodySchema,
  BuyerGuidsSchema,
  BuyerListPermissionSchema,
  CreateBuyerListSchema,
  CreateUserListSchema,
  UpdateBuyerListSchema,
  UpdatePermissionsSchema,
  UpdateUserListSchema,
} from './schemas';

const session = (c: Context<AppEnv>) => {
  const { user } = c.get('auth');
  return { user, subject: toPolicySubject(user) };
};
const IdPath = z.object({ id: IdSchema });
/** Buyer lists are addressed by id or guid. */
const ListKeyPath = z.object({
  id: z.union([z.string().regex(/^[1-9]\d{0,17}$/), GuidSchema], { message: 'must be a list id or guid' }),
});

export function listRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Notice lists ------------------------------------------------------------------------------
  const ownAndShared = async (c: Context<AppEnv>) => {
    const { user, subject } = session(c);
    assertCan(subject, { type: 'workspace.read' });
    const { own, shared } = await recordListsOf(deps.db, user);
    return c.json({ own: own.map(toRecordListJson), shared: shared.map(toRecordListJson) });
  };
  app.get('/record_lists', ownAndShared);
  app.get('/user_lists', ownAndShared);

  app.get('/records/:guid/record_lists', async (c) => {
    const { user, subject } = session(c);
    assertCan(subject, { type: 'workspace.read' });
    const { guid } = parseInput(z.object({ guid: GuidSchema }), c.req.param());
    const notice = await noticeIdByGuid(deps.db, guid);
    return c.json({ record_lists: (await listsOfRecord(deps.db, user, notice.id)).map(toRecordListJson) });
  });

  app.post('/record_lists/:id/records', async (c) => {
    const { user, subject } = session(c);
    const { id } = parseInput(IdPath, c.req.param());
    const body = await readBody(c, AddRecordBodySchema);
    const notice = await noticeIdByGuid(deps.db, body.record_list_entry.guid);
    const list = await addRecordToList(deps.db, user, subject, id, notice.id);
    return c.json(
      { record_list: toRecordListJson(list), record_guid: body.record_list_entry.guid.toLowerCase() },
      201,
    );
  });

  app.delete('/record_lists/:id/records/:recordId', async (c) => {
    const { user, subject } = session(c);
    const { id, recordId } = parseInput(IdPath.extend({ recordId: GuidSchema }), c.req.param());
    const notice = await noticeIdByGuid(deps.db, recordId);
    const list = await removeRecordFromList(deps.db, user, subject, id, notice.id);
    return c.json({ record_list: toRecordListJson(list), record_guid: recordId.toLowerCase() });
  });

  app.post('/user_lists', async (c) => {
    const { user, subject } = session(c);
    const body = await readBody(c, CreateUserListSchema);
    const list = await createRecordList(deps.db, user, subject, {
      name: body.name,
      recordGuids: body.record_guids,
      sharingType: body.sharing_type,
    });
    return c.json({ user_list: toRecordListJson(list) }, 201);
  });

  app.get('/user_lists/:id', async (c) => {
    const { user, subject } = session(c);
    assertCan(subject, { type: 'workspace.read' });
    const { id } = parseInput(IdPath, c.req.param());
    return c.json({ user_list: toRecordListJson(await visibleRecordList(deps.db, user, id)) });
  });

  app.patch('/user_lists/:id', async (c) => {
    const { user, subject } = session(c);
    const { id } = parseInput(IdPath, c.req.param());
    const body = await readBody(c, UpdateUserListSchema);
    const list = await updateRecordList(deps.db, user, subject, id, {
      name: body.name,
      sharingType: body.sharing_type,
    });
    return c.json({ user_list: toRecordListJson(list) });
  });

  app.delete('/user_lists/:id', async (c) => {
    const { user, subject } = session(c);
    const { id } = parseInput(IdPath, c.req.param());
    await deleteRecordList(deps.db, user, subject, id);
    return c.body(null, 204);
  });

  // Buyer lists -------------------------------------------------------------------------------
  app.get('/buyer_lists', async (c) => {
    const { user, subject } = session(c);
    const query = parseInput(
      z.object({
        permission: BuyerListPermissionSchema.optional(),
        buyer_guids: z.array(GuidSchema).optional(),
      }),
      {
        permission: c.req.query('permission') || undefined,
        buyer_guids: c.req.query('buyer_guids')?.split(',').filter(Boolean),
      },
    );
    const groups = await buyerListsOf(deps.db, user, subject, {
      permission: query.permission,
      buyerGuids: query.buyer_guids,
    });
    return c.json({
      private: groups.private.map(toBuyerListJson),
      team: groups.team.map(toBuyerListJson),
      all: groups.all.map(toBuyerListJson),
      saved: groups.saved,
    });
  });

  app.post('/buyer_lists', async (c) => {
    const { user, subject } = session(c);
    const body = await readBody(c, CreateBuyerListSchema);
    const list = await createBuyerList(deps.db, user, subject, {
      name: body.name,
      sharingType: body.sharing_type,
      buyerGuids: body.buyer_guids,
    });
    return c.json({ buyer_list: toBuyerListJson(list) }, 201);
  });

  app.get('/buyer_lists/:id', async (c) => {
    const { user, subject } = session(c);
    const { id } = parseInput(ListKeyPath, c.req.param());
    return c.json({ buyer_list: toBuyerListJson(await buyerList(deps.db, user, subject, id)) });
  });

  app.put('/buyer_lists/:id', async (c) => {
    const { user, subject } = session(c);
    const { id } = parseInput(ListKeyPath, c.req.param());
    const body = await readBody(c, UpdateBuyerListSchema);
    const list = await updateBuyerList(deps.db, user, subject, id, {
      name: body.name,
      sharingType: body.sharing_type,
      buyerGuids: body.buyer_guids,
    });
    return c.json({ buyer_list: toBuyerListJson(list) });
  });

  app.delete('/buyer_lists/:id', async (c) => {
    const { user, subject } = session(c);
    const { id } = parseInput(ListKeyPath, c.req.param());
    await deleteBuyerList(deps.db, user, subject, id);
    return c.body(null, 204);
  });

  app.post('/buyer_lists/:id/add', async (c) => {
    const { user, subject } = session(c);
    const { id } = parseInput(ListKeyPath, c.req.param());
    const body = await readBody(c, BuyerGuidsSchema);
    const change = await addBuyers(deps.db, user, subject, id, body.buyer_guids);
    return c.json({ buyer_list: toBuyerListJson(change.buyerList), count: change.count });
  });

  app.post('/buyer_lists/:id/remove', async (c) => {
    const { user, subject } = session(c);
    const { id } = parseInput(ListKeyPath, c.req.param());
    const body = await readBody(c, BuyerGuidsSchema);
    const change = await removeBuyers(deps.db, user, subject, id, body.buyer_guids);
    return c.json({ buyer_list: toBuyerListJson(change.buyerList), count: change.count });
  });

  app.get('/buyer_lists/:id/permissions', async (c) => {
    const { user, subject } = session(c);
    const { id } = parseInput(ListKeyPath, c.req.param());
    const result = await buyerListPermissionsOf(deps.db, user, subject, id);
    return c.json({
      sharing_type: result.buyerList.sharingType,
      permission_actions: result.buyerList.permissionActions,
      permissions: result.permissions.map(toPermissionJson),
    });
  });

  app.put('/buyer_lists/:id/permissions', async (c) => {
    const { user, subject } = session(c);
    const { id } = parseInput(ListKeyPath, c.req.param());
    const body = await readBody(c, UpdatePermissionsSchema);
    const result = await updateBuyerListPermissions(deps.db, user, subject, id, {
      sharingType: body.new_sharing_type,
      userGuid: body.user_guid ?? null,
    });
    return c.json({
      sharing_type: result.buyerList.sharingType,
      permission_actions: result.buyerList.permissionActions,
      permissions: result.permissions.map(toPermissionJson),
    });
  });

  return app;
}
