import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { loadCurrentUser, toPolicySubject } from '../users/currentUser';
import { buyerListsOf, createBuyerList } from './buyerLists';
import { createRecordList, recordListsOf } from './recordLists';
import {
  insertWorkspaceFixtures,
  signInDemoUsers,
  type WorkspaceFixtures,
} from '../testing/workspaceFixtures';

interface RecordListJson {
  id: string;
  name: string;
  sharing_type: string;
  record_count: number;
  user: { guid: string } | null;
}
interface BuyerListJson {
  id: string;
  guid: string;
  name: string;
  sharing_type: string;
  buyer_guids: string[];
  permission_actions: string[];
}

const send = (api: ApiHarness, t: Tokens, method: string, path: string, body?: unknown) =>
  api.authed(t, path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

await describeOnDatabases('lists: notice lists and buyer lists', (api) => {
  let fx: WorkspaceFixtures;
  let maya: Tokens;
  let leo: Tokens;
  let sam: Tokens;
  let guest: Tokens;
  let admin: Tokens;

  beforeAll(async () => {
    fx = await insertWorkspaceFixtures(api().db.handle.db);
    ({ maya, leo, sam, guest, admin } = await signInDemoUsers(api()));
  });

  it('creates notice lists (name required and unique), saves and removes notices, own and shared', async () => {
    const [n0, n1] = fx.notices;
    expect((await send(api(), maya, 'POST', '/api/user_lists', { name: ' ' })).status).toBe(400);
    expect((await send(api(), guest, 'POST', '/api/user_lists', { name: 'Mine' })).status).toBe(403);
    const created = await send(api(), maya, 'POST', '/api/user_lists', {
      name: 'Cloud leads',
      record_guids: [n0?.guid],
    });
    expect(created.status).toBe(201);
    const list = ((await created.json()) as { user_list: RecordListJson }).user_list;
    expect(list).toMatchObject({
      name: 'Cloud leads',
      sharing_type: 'TEAM',
      record_count: 1,
      user: { guid: fx.userGuids.maya },
    });
    const clash = await send(api(), leo, 'POST', '/api/user_lists', { name: 'cloud LEADS' });
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { error: { message: string } }).error.message).toBe(
      'This name is already in use',
    );
    expect(
      (
        await send(api(), maya, 'POST', '/api/user_lists', {
          name: 'Bad',
          record_guids: ['00000000-0000-4000-8000-000000000000'],
        })
      ).status,
    ).toBe(400);

    const added = await send(api(), leo, 'POST', `/api/record_lists/${list.id}/records`, {
      record_list_entry: { guid: n1?.guid },
    });
    expect(added.status).toBe(201);
    expect(((await added.json()) as { record_list: RecordListJson }).record_list.record_count).toBe(2);
    await send(api(), leo, 'POST', `/api/record_lists/${list.id}/records`, {
      record_list_entry: { guid: n1?.guid },
    });
    expect(
      (await send(api(), leo, 'POST', `/api/record_lists/${list.id}/records`, { record_list_entry: {} }))
        .status,
    ).toBe(400);
    expect(
      (
        await send(api(), sam, 'POST', `/api/record_lists/${list.id}/records`, {
          record_list_entry: { guid: n1?.guid },
        })
      ).status,
    ).toBe(404);

    const leoLists = (await (await api().authed(leo, '/api/record_lists')).json()) as {
      own: RecordListJson[];
      shared: RecordListJson[];
    };
    expect(leoLists.own).toEqual([]);
    expect(leoLists.shared.map((l) => l.name)).toEqual(['Cloud leads']);
    const samLists = (await (await api().authed(sam, '/api/record_lists')).json()) as {
      own: RecordListJson[];
      shared: RecordListJson[];
    };
    expect([...samLists.own, ...samLists.shared]).toEqual([]);

    const ofRecord = (await (await api().authed(maya, `/api/records/${n1?.guid}/record_lists`)).json()) as {
      record_lists: RecordListJson[];
    };
    expect(ofRecord.record_lists.map((l) => l.id)).toEqual([list.id]);
    const removed = await send(api(), maya, 'DELETE', `/api/record_lists/${list.id}/records/${n1?.guid}`);
    expect(((await removed.json()) as { record_list: RecordListJson }).record_list.record_count).toBe(1);

    const gql = await api().graphql<{
      addRecordToList: { list: { recordCount: number }; record: { guid: string; lists: { id: string }[] } };
    }>(
      leo,
      `mutation($l: ID!, $g: String!) { addRecordToList(listId: $l, recordGuid: $g) { list { recordCount } record { guid lists { id } } } }`,
      { l: list.id, g: n1?.guid },
    );
    expect(gql.data?.addRecordToList).toEqual({
      list: { recordCount: 2 },
      record: { guid: n1?.guid, lists: [{ id: list.id }] },
    });

    expect(
      (await send(api(), leo, 'PATCH', `/api/user_lists/${list.id}`, { name: 'Leo rename' })).status,
    ).toBe(403);
    const renamed = await send(api(), maya, 'PATCH', `/api/user_lists/${list.id}`, {
      name: 'Cloud and hosting',
      sharing_type: 'PRIVATE',
    });
    expect(((await renamed.json()) as { user_list: RecordListJson }).user_list).toMatchObject({
      name: 'Cloud and hosting',
      sharing_type: 'PRIVATE',
    });
    expect(
      ((await (await api().authed(leo, '/api/user_lists')).json()) as { shared: unknown[] }).shared,
    ).toEqual([]);
    expect((await send(api(), leo, 'DELETE', `/api/user_lists/${list.id}`)).status).toBe(404);
    expect((await send(api(), maya, 'DELETE', `/api/user_lists/${list.id}`)).status).toBe(204);
  });

  it('buyer lists: validation, private/team visibility, add/remove counts, saved flag', async () => {
    const [b0, b1, b2] = fx.buyers;
    const required = await send(api(), maya, 'POST', '/api/buyer_lists', { name: '' });
    expect(required.status).toBe(400);
    expect(((await required.json()) as { error: { message: string } }).error.message).toBe(
      'name: Buyer list name is required',
    );
    expect(
      (await send(api(), maya, 'POST', '/api/buyer_lists', { name: 'X', sharing_type: 'PUBLIC' })).status,
    ).toBe(400);
    expect((await send(api(), sam, 'POST', '/api/buyer_lists', { name: 'Free list' })).status).toBe(403);
    expect((await send(api(), guest, 'GET', '/api/buyer_lists')).status).toBe(403);

    const created = await send(api(), maya, 'POST', '/api/buyer_lists', {
      name: 'Councils',
      buyer_guids: [b0?.guid],
    });
    expect(created.status).toBe(201);
    const priv = ((await created.json()) as { buyer_list: BuyerListJson }).buyer_list;
    expect(priv).toMatchObject({ sharing_type: 'PRIVATE', buyer_guids: [b0?.guid] });
    expect(priv.permission_actions).toEqual([
      'can_read',
      'create_buyer_list_entries',
      'delete_buyer_list_entries',
      'can_delete',
      'can_create',
    ]);
    const dup = await send(api(), maya, 'POST', '/api/buyer_lists', { name: 'COUNCILS' });
    expect(dup.status).toBe(409);
    expect(((await dup.json()) as { error: { message: string } }).error.message).toBe(
      'This name is already in use',
    );

    // A teammate cannot see or change a PRIVATE list; another company neither.
    expect((await send(api(), leo, 'GET', `/api/buyer_lists/${priv.id}`)).status).toBe(404);
    expect(
      (await send(api(), leo, 'POST', `/api/buyer_lists/${priv.id}/add`, { buyer_guids: [b1?.guid] })).status,
    ).toBe(404);
    expect((await send(api(), admin, 'GET', `/api/buyer_lists/${priv.guid}`)).status).toBe(404);

    const team = (
      (await (
        await send(api(), maya, 'POST', '/api/buyer_lists', { name: 'Team targets', sharing_type: 'TEAM' })
      ).json()) as { buyer_list: BuyerListJson }
    ).buyer_list;
    const add = await send(api(), leo, 'POST', `/api/buyer_lists/${team.id}/add`, {
      buyer_guids: [b1?.guid, b2?.guid],
    });
    expect(((await add.json()) as { count: number }).count).toBe(2);
    const again = await send(api(), leo, 'POST', `/api/buyer_lists/${team.guid}/add`, {
      buyer_guids: [b1?.guid],
    });
    expect(((await again.json()) as { count: number }).count).toBe(0);
    expect((await send(api(), leo, 'DELETE', `/api/buyer_lists/${team.id}`)).status).toBe(403);
    expect((await send(api(), leo, 'PUT', `/api/buyer_lists/${team.id}`, { name: 'Mine now' })).status).toBe(
      403,
    );
    const removed = await send(api(), leo, 'POST', `/api/buyer_lists/${team.id}/remove`, {
      buyer_guids: [b1?.guid],
    });
    expect(
      ((await removed.json()) as { count: number; buyer_list: BuyerListJson }).buyer_list.buyer_guids,
    ).toEqual([b2?.guid]);
    expect(
      (await send(api(), leo, 'POST', `/api/buyer_lists/${team.id}/remove`, { buyer_guids: [] })).status,
    ).toBe(400);

    const groups = (await (await api().authed(leo, `/api/buyer_lists?buyer_guids=${b2?.guid}`)).json()) as {
      private: BuyerListJson[];
      team: BuyerListJson[];
      all: BuyerListJson[];
      saved: boolean;
    };
    expect(groups.private).toEqual([]);
    expect(groups.team.map((l) => l.name)).toEqual(['Team targets']);
    expect(groups.saved).toBe(true);
    const notSaved = (await (await api().authed(leo, `/api/buyer_lists?buyer_guids=${b0?.guid}`)).json()) as {
      saved: boolean;
    };
    expect(notSaved.saved).toBe(false);
    const deletable = (await (await api().authed(leo, '/api/buyer_lists?permission=can_delete')).json()) as {
      all: unknown[];
    };
    expect(deletable.all).toEqual([]);
    expect((await api().authed(leo, '/api/buyer_lists?permission=anything')).status).toBe(400);

    // Permissions: the owner shares the private list with Leo; Sam cannot be granted.
    expect(
      (await send(api(), leo, 'PUT', `/api/buyer_lists/${priv.id}/permissions`, { new_sharing_type: 'TEAM' }))
        .status,
    ).toBe(404);
    expect(
      (
        await send(api(), maya, 'PUT', `/api/buyer_lists/${priv.id}/permissions`, {
          new_sharing_type: 'PRIVATE',
          user_guid: fx.userGuids.sam,
        })
      ).status,
    ).toBe(403);
    const shared = await send(api(), maya, 'PUT', `/api/buyer_lists/${priv.id}/permissions`, {
      new_sharing_type: 'PRIVATE',
      user_guid: fx.userGuids.leo,
    });
    expect(shared.status).toBe(200);
    const perms = (await (await api().authed(leo, `/api/buyer_lists/${priv.id}/permissions`)).json()) as {
      sharing_type: string;
      permission_actions: string[];
      permissions: { accessor_type: string; role_name: string }[];
    };
    expect(perms.permission_actions).toEqual([
      'can_read',
      'create_buyer_list_entries',
      'delete_buyer_list_entries',
      'can_create',
    ]);
    expect(perms.permissions.map((p) => p.role_name).sort()).toEqual(['EDITOR', 'OWNER']);

    const renamed = await send(api(), maya, 'PUT', `/api/buyer_lists/${priv.id}`, {
      name: 'Councils (North)',
      buyer_guids: [b1?.guid],
    });
    expect(((await renamed.json()) as { buyer_list: BuyerListJson }).buyer_list).toMatchObject({
      name: 'Councils (North)',
      buyer_guids: [b1?.guid],
    });
    expect((await send(api(), maya, 'DELETE', `/api/buyer_lists/${priv.id}`)).status).toBe(204);
    expect((await send(api(), maya, 'GET', `/api/buyer_lists/${priv.id}`)).status).toBe(404);
  });

  it('buyer lists over GraphQL: grouped, add and remove by list guid', async () => {
    const created = await api().graphql<{
      createBuyerList: { id: string; guid: string; sharingType: string };
    }>(maya, `mutation { createBuyerList(name: "GraphQL list") { id guid sharingType } }`);
    expect(created.data?.createBuyerList.sharingType).toBe('PRIVATE');
    const guid = created.data?.createBuyerList.guid;
    const added = await api().graphql<{
      addBuyersToList: { count: number; buyerList: { buyerGuids: string[] } };
    }>(
      maya,
      `mutation($l: String!, $b: [String!]!) { addBuyersToList(buyerListGuid: $l, buyerGuids: $b) { count buyerList { buyerGuids } } }`,
      { l: guid, b: fx.buyers.map((b) => b.guid) },
    );
    expect(added.data?.addBuyersToList.count).toBe(3);
    const groups = await api().graphql<{ buyerLists: { private: { name: string }[]; saved: boolean } }>(
      maya,
      `query($b: [String!]) { buyerLists(buyerGuids: $b) { private { name } saved } }`,
      { b: [fx.buyers[0]?.guid] },
    );
    expect(groups.data?.buyerLists.private.map((l) => l.name)).toContain('GraphQL list');
    expect(groups.data?.buyerLists.saved).toBe(true);
    const forbidden = await api().graphql(sam, `query { buyerLists { saved } }`);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const removed = await api().graphql<{ removeBuyersFromList: { count: number } }>(
      maya,
      `mutation($l: String!, $b: [String!]!) { removeBuyersFromList(buyerListGuid: $l, buyerGuids: $b) { count } }`,
      { l: guid, b: fx.buyers.map((b) => b.guid) },
    );
    expect(removed.data?.removeBuyersFromList.count).toBe(3);
  });

  it('renames, re-shares and deletes lists over GraphQL: owner only, names unique, guests refused', async () => {
    type Errors = { errors?: { extensions?: { code?: string }; message: string }[] };
    const notice = await api().graphql<{ createRecordList: { id: string } }>(
      maya,
      `mutation { createRecordList(name: "Rename me") { id } }`,
    );
    const noticeId = notice.data?.createRecordList.id;
    const renamed = await api().graphql<{ updateRecordList: { name: string; sharingType: string } }>(
      maya,
      `mutation($id: ID!) { updateRecordList(id: $id, name: "Renamed notices", sharingType: "PRIVATE") { name sharingType } }`,
      { id: noticeId },
    );
    expect(renamed.data?.updateRecordList).toEqual({ name: 'Renamed notices', sharingType: 'PRIVATE' });
    const byLeo = (await api().graphql(
      leo,
      `mutation($id: ID!) { updateRecordList(id: $id, name: "Leo's") { name } }`,
      { id: noticeId },
    )) as Errors;
    // PRIVATE now: Leo does not see it at all.
    expect(byLeo.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const blank = (await api().graphql(
      maya,
      `mutation($id: ID!) { updateRecordList(id: $id, name: " ") { name } }`,
      {
        id: noticeId,
      },
    )) as Errors;
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const guestDelete = (await api().graphql(guest, `mutation($id: ID!) { deleteRecordList(id: $id) }`, {
      id: noticeId,
    })) as Errors;
    expect(guestDelete.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    const deleted = await api().graphql<{ deleteRecordList: string }>(
      maya,
      `mutation($id: ID!) { deleteRecordList(id: $id) }`,
      { id: noticeId },
    );
    expect(deleted.data?.deleteRecordList).toBe(noticeId);
    const lists = await api().graphql<{ recordLists: { own: { id: string }[] } }>(
      maya,
      `query { recordLists { own { id } } }`,
    );
    expect(lists.data?.recordLists.own.map((l) => l.id)).not.toContain(noticeId);

    const team = await api().graphql<{ createBuyerList: { id: string } }>(
      maya,
      `mutation { createBuyerList(name: "Shared buyers", sharingType: "TEAM") { id } }`,
    );
    await api().graphql(maya, `mutation { createBuyerList(name: "Taken name") { id } }`);
    const teamId = team.data?.createBuyerList.id;
    const clash = (await api().graphql(
      maya,
      `mutation($id: ID!) { updateBuyerList(id: $id, name: "TAKEN name") { name } }`,
      {
        id: teamId,
      },
    )) as Errors;
    expect(clash.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(clash.errors?.[0]?.message).toBe('This name is already in use');
    const leoRename = (await api().graphql(
      leo,
      `mutation($id: ID!) { updateBuyerList(id: $id, name: "Mine now") { name } }`,
      {
        id: teamId,
      },
    )) as Errors;
    expect(leoRename.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const samRename = (await api().graphql(
      sam,
      `mutation($id: ID!) { updateBuyerList(id: $id, name: "Sam's") { name } }`,
      {
        id: teamId,
      },
    )) as Errors;
    expect(samRename.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ok = await api().graphql<{
      updateBuyerList: { name: string; sharingType: string; permissionActions: string[] };
    }>(
      maya,
      `mutation($id: ID!) { updateBuyerList(id: $id, name: "Key buyers", sharingType: "PRIVATE") { name sharingType permissionActions } }`,
      { id: teamId },
    );
    expect(ok.data?.updateBuyerList).toMatchObject({ name: 'Key buyers', sharingType: 'PRIVATE' });
    expect(ok.data?.updateBuyerList.permissionActions).toContain('can_delete');
    void admin;
  });

  it('loads any number of buyer lists in three queries and notice lists in one', async () => {
    const db = api().db.handle.db;
    const user = await loadCurrentUser(db, fx.userIds.maya ?? 0);
    if (!user) throw new Error('no user');
    const subject = toPolicySubject(user);
    for (let i = 0; i < 5; i += 1) {
      await createBuyerList(db, user, subject, {
        name: `Bulk ${i}`,
        sharingType: 'TEAM',
        buyerGuids: [fx.buyers[i % 3]?.guid ?? ''],
      });
      await createRecordList(db, user, subject, {
        name: `Bulk notices ${i}`,
        recordGuids: [fx.notices[i % 3]?.guid ?? ''],
        sharingType: 'TEAM',
      });
    }
    let queries = 0;
    const stop = api().db.handle.onQuery(() => {
      queries += 1;
    });
    const groups = await buyerListsOf(db, user, subject);
    const buyerQueries = queries;
    queries = 0;
    const notices = await recordListsOf(db, user);
    stop();
    expect(groups.all.length).toBeGreaterThanOrEqual(5);
    expect(buyerQueries).toBe(3);
    expect(notices.own.length).toBeGreaterThanOrEqual(5);
    expect(queries).toBe(1);
  });
});
