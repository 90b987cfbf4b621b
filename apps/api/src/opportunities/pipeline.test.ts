import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, type Tokens } from '../testing/api';
import { insertWorkspaceFixtures, signInDemoUsers, type WorkspaceFixtures } from '../testing/workspaceFixtures';

interface Opp {
  id: string;
  name: string;
  value: number | null;
  stage: { id: string; name: string } | null;
  assignedTo: { id: string; name: string } | null;
  createdBy: { name: string } | null;
  links: { entityType: string; name: string }[];
  buyerActivity: { name: string; stage: string; value: number | null; redacted: boolean }[];
}

const FIELDS = `id name value stage { id name } assignedTo { id name } createdBy { name }
  links { entityType name } buyerActivity { name stage value redacted }`;
const CREATE = `mutation($o: OpportunityInput!, $e: [OpportunityEntityInput!]) { createOpportunity(opportunity: $o, entities: $e) { id } }`;
const UPDATE = `mutation($id: ID!, $i: OpportunityUpdateInput!) { updateOpportunity(id: $id, input: $i) { ${FIELDS} } }`;
const ONE = `query($id: ID!) { opportunity(id: $id) { ${FIELDS} } }`;

await describeOnDatabases('opportunity pipeline', (api) => {
  let fx: WorkspaceFixtures;
  let maya: Tokens;
  let leo: Tokens;
  let sam: Tokens;
  let guest: Tokens;
  let stages: string[] = [];
  let leoId = '';

  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await api().graphql<{ createOpportunity: { id: string } }>(maya, CREATE, {
      o: { name, ...extra },
      e: fx.notices[0] ? [{ entityId: fx.notices[0].guid, entityType: 'Notice' }] : [],
    });
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.createOpportunity.id;
  };
  const leoNotifications = async () => {
    const res = await api().authed(leo, '/api/notifications?limit=50');
    const body = (await res.json()) as { notifications: { verb: string; link: string | null }[] };
    return body.notifications;
  };

  beforeAll(async () => {
    fx = await insertWorkspaceFixtures(api().db.handle.db);
    ({ maya, leo, sam, guest } = await signInDemoUsers(api()));
    const wf = await api().graphql<{ opportunityWorkflow: { transitions: { stage: { id: string } }[] } }>(
      maya,
      '{ opportunityWorkflow { transitions { stage { id } } } }',
    );
    stages = wf.data?.opportunityWorkflow.transitions.map((t) => t.stage.id) ?? [];
    const me = await api().graphql<{ currentUser: { id: string } }>(leo, '{ currentUser { id } }');
    leoId = me.data?.currentUser.id ?? '';
  });

  it('reads one opportunity with its page fields; another company gets nothing', async () => {
    const id = await create('Page fields');
    const res = await api().graphql<{ opportunity: Opp }>(maya, ONE, { id });
    expect(res.errors).toBeUndefined();
    expect(res.data?.opportunity.createdBy?.name).toBe('Maya Patel');
    expect(res.data?.opportunity.links.map((l) => l.entityType)).toEqual(['Notice']);
    expect(res.data?.opportunity.links[0]?.name).toBe(fx.notices[0]?.name);
    expect(res.data?.opportunity.buyerActivity.length).toBeGreaterThan(0);
    const other = await api().graphql<{ opportunity: Opp | null }>(sam, ONE, { id });
    expect(other.data?.opportunity ?? null).toBeNull();
  });

  it('edits in place, notifies the new assignee and the assignee of a stage change, never the actor', async () => {
    const id = await create('Edit me');
    const before = (await leoNotifications()).length;
    const res = await api().graphql<{ updateOpportunity: Opp }>(maya, UPDATE, {
      id,
      i: { value: 5000, assignedToId: leoId, routeToMarket: 'Open tender' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateOpportunity.value).toBe(5000);
    expect(res.data?.updateOpportunity.assignedTo?.id).toBe(leoId);
    const moved = await api().graphql<{ updateOpportunity: Opp }>(maya, UPDATE, { id, i: { stageId: stages[2] } });
    expect(moved.data?.updateOpportunity.stage?.id).toBe(stages[2]);
    const after = await leoNotifications();
    expect(after.length - before).toBe(2);
    expect(after.slice(0, 2).map((n) => [n.verb, n.link])).toEqual([
      ['qualify', `/opportunities/${id}`],
      ['assign', `/opportunities/${id}`],
    ]);
    // Leo moving his own opportunity notifies nobody.
    await api().graphql(leo, UPDATE, { id, i: { stageId: stages[3] } });
    expect((await leoNotifications()).length).toBe(after.length);
    // Clearing, an unknown key, a stage of no workflow.
    const cleared = await api().graphql<{ updateOpportunity: Opp }>(maya, UPDATE, { id, i: { value: null } });
    expect(cleared.data?.updateOpportunity.value).toBeNull();
    const bad = await api().graphql(maya, UPDATE, { id, i: { stageId: '999999' } });
    expect(JSON.stringify(bad.errors)).toContain('not a stage of your workflow');
    const blank = await api().graphql(maya, UPDATE, { id, i: { name: '  ' } });
    expect(JSON.stringify(blank.errors)).toContain('Name is required');
  });

  it('refuses guests and other companies every write', async () => {
    const id = await create('Private to Northwind');
    const guestRes = await api().graphql(guest, UPDATE, { id, i: { value: 1 } });
    expect(guestRes.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const samRes = await api().graphql(sam, 'mutation($id: ID!) { deleteOpportunity(id: $id) }', { id });
    expect(JSON.stringify(samRes.errors)).toContain('Opportunity not found');
    const still = await api().graphql<{ opportunity: Opp | null }>(maya, ONE, { id });
    expect(still.data?.opportunity?.name).toBe('Private to Northwind');
  });

  it('bulk moves and assigns (all or nothing), filters, sorts and counts stages', async () => {
    const ids = [await create('Bulk A', { value: 10 }), await create('Bulk B', { value: 30 }), await create('Bulk C')];
    const moved = await api().graphql<{ bulkUpdateOpportunityStage: Opp[] }>(
      maya,
      'mutation($ids: [ID!]!, $s: ID!) { bulkUpdateOpportunityStage(ids: $ids, stageId: $s) { id stage { id } } }',
      { ids, s: stages[4] },
    );
    expect(moved.data?.bulkUpdateOpportunityStage.map((o) => o.stage?.id)).toEqual([stages[4], stages[4], stages[4]]);
    const other = await create('Not mine');
    const refused = await api().graphql(
      sam,
      'mutation($ids: [ID!]!, $u: ID) { bulkAssignOpportunities(ids: $ids, assignedToId: $u) { id } }',
      { ids: [other], u: null },
    );
    expect(JSON.stringify(refused.errors)).toContain('Opportunity not found');
    const assigned = await api().graphql<{ bulkAssignOpportunities: Opp[] }>(
      maya,
      'mutation($ids: [ID!]!, $u: ID) { bulkAssignOpportunities(ids: $ids, assignedToId: $u) { id assignedTo { id } } }',
      { ids: ids.slice(0, 2), u: leoId },
    );
    expect(assigned.data?.bulkAssignOpportunities.map((o) => o.assignedTo?.id)).toEqual([leoId, leoId]);

    const q = `query($s: OpportunitySearchInput) { opportunities(search: $s) {
      results { name } total stageCounts { stageId count } } }`;
    const byStage = await api().graphql<{
      opportunities: { results: { name: string }[]; total: number; stageCounts: { stageId: string | null; count: number }[] };
    }>(maya, q, { s: { stageIds: [stages[4]], sort: 'value', sortOrder: 'desc' } });
    expect(byStage.errors).toBeUndefined();
    expect(byStage.data?.opportunities.results.map((r) => r.name)).toEqual(['Bulk B', 'Bulk A', 'Bulk C']);
    expect(byStage.data?.opportunities.stageCounts.find((c) => c.stageId === stages[4])?.count).toBe(3);
    // Stage counts ignore the stage filter: other stages are counted too.
    expect(byStage.data?.opportunities.stageCounts.length).toBeGreaterThan(1);
    const byAssignee = await api().graphql<{ opportunities: { total: number } }>(maya, q, {
      s: { assigneeIds: [leoId], stageIds: [stages[4]] },
    });
    expect(byAssignee.data?.opportunities.total).toBe(2);
    const badSort = await api().graphql(maya, q, { s: { sort: 'password' } });
    expect(badSort.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('deletes (soft): gone from reads and lists', async () => {
    const id = await create('Delete me');
    const res = await api().graphql<{ deleteOpportunity: string }>(maya, 'mutation($id: ID!) { deleteOpportunity(id: $id) }', { id });
    expect(res.data?.deleteOpportunity).toBe(id);
    const gone = await api().graphql<{ opportunity: Opp | null }>(maya, ONE, { id });
    expect(gone.data?.opportunity ?? null).toBeNull();
  });

  it('comments with mentions: the mentioned teammate is notified, the author deletes; a guest pass or another company neither reads nor writes', async () => {
    const id = await create('Commented bid');
    const me = await api().graphql<{ currentUser: { guid: string } }>(leo, '{ currentUser { guid } }');
    const add = 'mutation($id: ID!, $c: String!) { createOpportunityComment(opportunityId: $id, content: $c) { id content author { firstName } } }';
    const res = await api().graphql<{ createOpportunityComment: { id: string; content: string; author: { firstName: string } } }>(maya, add, {
      id,
      c: `Can you draft the pricing, @[Leo](${me.data?.currentUser.guid})?`,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createOpportunityComment.author.firstName).toBe('Maya');
    expect((await leoNotifications()).some((n) => n.verb === 'mention' && n.link === `/opportunities/${id}`)).toBe(true);
    const list = 'query($id: ID!) { opportunityComments(opportunityId: $id) { id content deletedAt } }';
    const read = await api().graphql<{ opportunityComments: { id: string; content: string; deletedAt: string | null }[] }>(guest, list, { id });
    expect(read.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    const commentId = res.data?.createOpportunityComment.id;
    await api().graphql(maya, 'mutation($id: ID!) { deleteComment(id: $id) { id } }', { id: commentId });
    const after = await api().graphql<{ opportunityComments: { content: string; deletedAt: string | null }[] }>(maya, list, { id });
    expect(after.data?.opportunityComments).toEqual([{ id: commentId, content: '', deletedAt: expect.any(String) }]);
    expect((await api().graphql(guest, add, { id, c: 'hi' })).errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect((await api().graphql(sam, list, { id })).errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    expect((await api().graphql(maya, add, { id, c: '   ' })).errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('exports the pipeline under its filters as csv and xlsx through the export rules', async () => {
    await create('Export me', { value: 1234, stageId: stages[1] });
    const post = (who: Tokens, body: unknown) =>
      api().authed(who, '/api/opportunities/export', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const csv = await post(maya, { format: 'csv', search: { text: 'Export me' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/tenderlens-opportunities-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^\uFEFF?Name,Stage,Value,Currency,Buyers,Assignee,Close date,Submission date,Created by,Created,Link$/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Export me,[^,]+,1234,GBP,/);
    const xlsx = await post(maya, { format: 'xlsx', search: { stageIds: [stages[1]] } });
    expect(xlsx.status).toBe(200);
    expect(Buffer.from(await xlsx.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
    expect((await post(sam, { format: 'csv' })).status).toBe(403);
    expect((await post(guest, { format: 'csv' })).status).toBe(403);
    expect((await post(maya, { format: 'pdf' })).status).toBe(400);
  });
});
