import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { notifications } from '../db/schema/index';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import {
  insertWorkspaceFixtures,
  signInDemoUsers,
  type WorkspaceFixtures,
} from '../testing/workspaceFixtures';

interface LeadJson {
  id: string;
  qualification: string;
  hidden_date: string | null;
  assignee: { guid: string } | null;
  comment_count: number;
  procurement_stage_qualification: {
    context_source: string | null;
    signal_types: string[];
    score: string | null;
  } | null;
}

const post = (api: ApiHarness, t: Tokens, path: string, body: unknown) =>
  api.authed(t, path, { method: 'POST', body: JSON.stringify(body) });
const put = (api: ApiHarness, t: Tokens, path: string, body: unknown) =>
  api.authed(t, path, { method: 'PUT', body: JSON.stringify(body) });

const LEAD_QUERY = `query Lead($id: ID!) { lead(id: $id) { id qualification hiddenDate commentCount assignee { guid } } }`;

await describeOnDatabases('leads: qualification, assignee, comments, seen-by', (api) => {
  let fx: WorkspaceFixtures;
  let maya: Tokens;
  let leo: Tokens;
  let sam: Tokens;
  let guest: Tokens;
  let admin: Tokens;
  let companyGuid: string;

  beforeAll(async () => {
    fx = await insertWorkspaceFixtures(api().db.handle.db);
    ({ maya, leo, sam, guest, admin } = await signInDemoUsers(api()));
    const me = (await (await api().authed(maya, '/api/current_user')).json()) as {
      company: { guid: string };
    };
    companyGuid = me.company.guid;
  });

  const lead = async (t: Tokens, id: number) => {
    const res = await api().graphql<{
      lead: {
        qualification: string;
        hiddenDate: string | null;
        commentCount: number;
        assignee: { guid: string } | null;
      };
    }>(t, LEAD_QUERY, { id: String(id) });
    expect(res.errors).toBeUndefined();
    return res.data?.lead;
  };

  it('hides a lead for the whole team (not another company) and restores it', async () => {
    const stageId = fx.notices[0]?.stages.TENDER ?? 0;
    const res = await post(api(), maya, '/api/create_qualification', {
      procurementStageId: stageId,
      qualification: 'not_relevant',
      recordGuid: fx.notices[0]?.guid,
      score: 2,
      signalTypes: ['keyword'],
      stage: 'TENDER',
      contextSource: 'feed',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { assignee_id: string | null; lead: LeadJson };
    expect(body.assignee_id).toBeNull();
    expect(body.lead.qualification).toBe('not_relevant');
    expect(body.lead.hidden_date).toEqual(expect.any(String));
    expect(body.lead.procurement_stage_qualification).toMatchObject({
      context_source: 'feed',
      signal_types: ['keyword'],
      score: '2',
    });

    expect(await lead(leo, stageId)).toMatchObject({
      qualification: 'not_relevant',
      hiddenDate: expect.any(String),
    });
    expect(await lead(sam, stageId)).toMatchObject({ qualification: 'unqualified', hiddenDate: null });

    const hidden = await api().graphql<{ leadsByQualification: { id: string }[] }>(
      leo,
      `query { leadsByQualification(qualifications: ["not_relevant", "pre_engage_not_relevant"]) { id } }`,
    );
    expect(hidden.data?.leadsByQualification.map((l) => l.id)).toEqual([String(stageId)]);

    const stages = (await (await api().authed(leo, '/api/qualification_stages')).json()) as {
      qualification_stages: { id: string; label: string; disqualifies_lead: boolean; count: number }[];
    };
    expect(stages.qualification_stages.find((s) => s.id === 'not_relevant')).toEqual({
      id: 'not_relevant',
      label: 'Not relevant',
      disqualifies_lead: true,
      count: 1,
    });

    const restored = await post(api(), leo, '/api/delete_qualification', { procurementStageId: stageId });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { lead: LeadJson }).lead).toMatchObject({
      qualification: 'unqualified',
      hidden_date: null,
    });
    expect(await lead(maya, stageId)).toMatchObject({ qualification: 'unqualified', hiddenDate: null });
  });

  it('refuses bad input, guests, and AWARD-stage leads without AWARDS', async () => {
    const notice = fx.notices[1];
    expect(
      (
        await post(api(), maya, '/api/create_qualification', {
          procurementStageId: 'x',
          qualification: 'not_relevant',
        })
      ).status,
    ).toBe(400);
    const bad = await post(api(), maya, '/api/create_qualification', {
      procurementStageId: notice?.stages.TENDER,
      qualification: 'maybe',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/qualification/);
    expect(
      (
        await post(api(), maya, '/api/create_qualification', {
          procurementStageId: 999999999,
          qualification: 'won',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await post(api(), guest, '/api/create_qualification', {
          procurementStageId: notice?.stages.TENDER,
          qualification: 'not_relevant',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await post(api(), sam, '/api/create_qualification', {
          procurementStageId: notice?.stages.AWARD,
          qualification: 'not_relevant',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await post(api(), sam, '/api/create_qualification', {
          procurementStageId: notice?.stages.PRE_TENDER,
          qualification: 'pre_engage_not_relevant',
        })
      ).status,
    ).toBe(200);
    const unauth = await api().request('/api/create_qualification', { method: 'POST', body: '{}' });
    expect(unauth.status).toBe(401);
  });

  it('assigns to company users only, notifies the assignee, and create_qualification returns the assignee id', async () => {
    const stageId = fx.notices[3]?.stages.TENDER ?? 0;
    const users = (await (await api().authed(maya, `/api/companies/${companyGuid}/users`)).json()) as {
      users: { guid: string; email: string }[];
    };
    expect(users.users.map((u) => u.email).sort()).toEqual(['leo@northwind.test', 'maya@northwind.test']);
    expect((await api().authed(sam, `/api/companies/${companyGuid}/users`)).status).toBe(403);
    expect((await api().authed(admin, `/api/companies/${companyGuid}/users`)).status).toBe(403);

    const path = `/api/companies/${companyGuid}/procurement_stages/${stageId}/assignee`;
    const refused = await put(api(), maya, path, { userGuid: fx.userGuids.sam });
    expect(refused.status).toBe(403);
    expect((await put(api(), sam, path, { userGuid: fx.userGuids.sam })).status).toBe(403);
    expect((await put(api(), maya, path, { userGuid: 'nope' })).status).toBe(400);

    const res = await put(api(), maya, path, { userGuid: fx.userGuids.leo });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { lead: LeadJson }).lead.assignee?.guid).toBe(fx.userGuids.leo);
    const [note] = await api()
      .db.handle.db.select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, fx.userIds.leo ?? 0),
          eq(notifications.verb, 'assign'),
          eq(notifications.link, `/records/${fx.notices[3]?.guid}`),
        ),
      );
    expect(note?.textAttributes).toMatchObject({
      actorName: 'Maya Patel',
      newAssignee: { guid: fx.userGuids.leo, name: 'Leo Okafor' },
      oldAssignee: null,
    });

    const q = await post(api(), maya, '/api/create_qualification', {
      procurementStageId: stageId,
      qualification: 'in_review',
    });
    expect(((await q.json()) as { assignee_id: string }).assignee_id).toBe(String(fx.userIds.leo));
    const qualifyNotes = await api()
      .db.handle.db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, fx.userIds.leo ?? 0), eq(notifications.verb, 'qualify')));
    expect(qualifyNotes.some((n) => n.textAttributes.toStatusLabel === 'In review')).toBe(true);

    const unassigned = await put(api(), leo, path, { userGuid: null });
    expect(((await unassigned.json()) as { lead: LeadJson }).lead.assignee).toBeNull();
  });

  it('comments: create with mentions and follower notifications, author-only edit and soft delete', async () => {
    const notice = fx.notices[2];
    const stageId = notice?.stages.TENDER ?? 0;
    const base = `/api/companies/${companyGuid}/procurement_stages/${stageId}/comments`;
    expect((await post(api(), maya, base, { content: '   ' })).status).toBe(400);
    expect((await post(api(), guest, base, { content: 'hi' })).status).toBe(403);
    expect((await api().authed(sam, base)).status).toBe(403);

    const first = await post(api(), leo, base, { content: 'Worth a look' });
    expect(first.status).toBe(201);
    const mention = `Please check @[Maya Patel](${fx.userGuids.maya}) and @[Sam Reid](${fx.userGuids.sam}) @[Leo Okafor](${fx.userGuids.leo})`;
    const created = await post(api(), leo, base, { content: mention });
    const body = (await created.json()) as {
      comment: { id: string; content: string; author: { guid: string } };
      comment_count: number;
    };
    expect(body.comment_count).toBe(2);
    expect(body.comment.author.guid).toBe(fx.userGuids.leo);

    const mayaNotes = await api()
      .db.handle.db.select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, fx.userIds.maya ?? 0),
          eq(notifications.link, `/records/${notice?.guid}`),
        ),
      );
    expect(mayaNotes.map((n) => n.verb)).toEqual(['mention']);
    expect(mayaNotes[0]?.textAttributes.commentText).toBe(
      'Please check @Maya Patel and @Sam Reid @Leo Okafor',
    );
    const samNotes = await api()
      .db.handle.db.select()
      .from(notifications)
      .where(eq(notifications.link, `/records/${notice?.guid}`));
    expect(samNotes.filter((n) => n.userId === fx.userIds.sam || n.userId === fx.userIds.leo)).toEqual([]);

    // Maya has commented: Leo's next comment notifies her as a follower ('comment').
    await post(api(), maya, base, { content: 'On it' });
    await post(api(), leo, base, { content: 'Thanks' });
    const mayaVerbs = (
      await api()
        .db.handle.db.select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, fx.userIds.maya ?? 0),
            eq(notifications.link, `/records/${notice?.guid}`),
          ),
        )
    ).map((n) => n.verb);
    expect(mayaVerbs.sort()).toEqual(['comment', 'mention']);

    const id = body.comment.id;
    expect((await put(api(), maya, `/api/comments/${id}`, { content: 'hijack' })).status).toBe(403);
    expect((await api().authed(maya, `/api/comments/${id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await put(api(), sam, `/api/comments/${id}`, { content: 'x' })).status).toBe(404);
    const edited = (await (
      await put(api(), leo, `/api/comments/${id}`, { content: 'Edited text' })
    ).json()) as { comment: { content: string; last_edited_at: string } };
    expect(edited.comment).toMatchObject({ content: 'Edited text', last_edited_at: expect.any(String) });
    const deleted = await api().authed(leo, `/api/comments/${id}`, { method: 'DELETE' });
    expect(
      ((await deleted.json()) as { comment: { deleted_at: string; content: string } }).comment,
    ).toMatchObject({ deleted_at: expect.any(String), content: '' });
    expect((await api().authed(leo, `/api/comments/${id}`, { method: 'DELETE' })).status).toBe(404);
    const [mentionNote] = await api()
      .db.handle.db.select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, fx.userIds.maya ?? 0),
          eq(notifications.verb, 'mention'),
          eq(notifications.link, `/records/${notice?.guid}`),
        ),
      );
    expect(mentionNote?.textAttributes.deletedAt).toEqual(expect.any(String));

    const list = (await (await api().authed(maya, base)).json()) as {
      comments: { id: string; deleted_at: string | null }[];
    };
    expect(list.comments).toHaveLength(4);
    expect(list.comments.filter((c) => c.deleted_at)).toHaveLength(1);
    expect((await lead(maya, stageId))?.commentCount).toBe(3);
    expect((await lead(sam, stageId))?.commentCount).toBe(0);
  });

  it('comments over GraphQL: create, update, delete; a non-author is FORBIDDEN', async () => {
    const stageId = String(fx.notices[1]?.stages.TENDER);
    const created = await api().graphql<{ createComment: { id: string; content: string } }>(
      maya,
      `mutation($id: ID!, $c: String!) { createComment(procurementStageId: $id, content: $c) { id content } }`,
      { id: stageId, c: 'From GraphQL' },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data?.createComment.id;
    const forbidden = await api().graphql(leo, `mutation($id: ID!) { deleteComment(id: $id) { id } }`, {
      id,
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const updated = await api().graphql<{ updateComment: { content: string; lastEditedAt: string } }>(
      maya,
      `mutation($id: ID!) { updateComment(id: $id, content: "Changed") { content lastEditedAt } }`,
      { id },
    );
    expect(updated.data?.updateComment.content).toBe('Changed');
    const deleted = await api().graphql<{ deleteComment: { deletedAt: string } }>(
      maya,
      `mutation($id: ID!) { deleteComment(id: $id) { deletedAt } }`,
      { id },
    );
    expect(deleted.data?.deleteComment.deletedAt).toEqual(expect.any(String));
    const bad = await api().graphql(
      maya,
      `mutation { createComment(procurementStageId: "abc", content: "x") { id } }`,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('seen-by adds a user once, only for themselves, and shows the company’s users', async () => {
    const guid = fx.notices[0]?.guid ?? '';
    const path = (userId: number | undefined) => `/api/users/${userId}/seen_records/${guid}`;
    expect((await put(api(), maya, path(fx.userIds.maya), {})).status).toBe(200);
    const again = await put(api(), maya, path(fx.userIds.maya), {});
    expect(
      ((await again.json()) as { seen_by_users: { guid: string }[] }).seen_by_users.map((u) => u.guid),
    ).toEqual([fx.userGuids.maya]);
    expect((await put(api(), maya, path(fx.userIds.leo), {})).status).toBe(403);
    await put(api(), sam, path(fx.userIds.sam), {});
    const gql = await api().graphql<{
      markRecordSeen: { seenByUsers: { guid: string; firstName: string }[]; leads: { stage: string }[] };
    }>(
      leo,
      `mutation($g: String!) { markRecordSeen(guid: $g) { guid seenByUsers { guid firstName } leads { stage } } }`,
      { g: guid },
    );
    expect(gql.data?.markRecordSeen.seenByUsers.map((u) => u.firstName)).toEqual(['Maya', 'Leo']);
    expect(gql.data?.markRecordSeen.leads.map((l) => l.stage).sort()).toEqual([
      'AWARD',
      'PRE_TENDER',
      'TENDER',
    ]);
    expect((await put(api(), maya, `/api/users/${fx.userIds.maya}/seen_records/not-a-guid`, {})).status).toBe(
      400,
    );
  });
});
