import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, type Tokens } from '../testing/api';
import {
  insertWorkspaceFixtures,
  signInDemoUsers,
  type WorkspaceFixtures,
} from '../testing/workspaceFixtures';

interface Opp {
  id: string;
  name: string;
  value: number | null;
  stage: { id: string; name: string } | null;
  buyers: { id: string; name: string }[];
  entities: { entityId: string; entityType: string }[];
  isSaved: boolean;
}

const FIELDS = `id name value stage { id name } buyers { id name } entities { entityId entityType } isSaved(entityId: $entity)`;
const CREATE = `mutation Create($o: OpportunityInput!, $e: [OpportunityEntityInput!], $s: Boolean, $entity: String!) {
  createOpportunity(opportunity: $o, entities: $e, fromStrategy: $s) { ${FIELDS} } }`;

await describeOnDatabases('opportunities', (api) => {
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

  it('serves the default workflow (TenderQualification and Bidding transitions) and the form schema', async () => {
    const res = await api().graphql<{
      opportunityWorkflow: {
        isDefault: boolean;
        transitions: { group: string; order: number; stage: { name: string } }[];
      };
      opportunityFormSchema: { fields: { id: string; required: boolean }[]; defaultStageId: string };
    }>(
      maya,
      `query { opportunityWorkflow { id isDefault transitions { id group order stage { id name transitionGroup } } }
      opportunityFormSchema { fields { id required hidden } defaultStageId } }`,
    );
    expect(res.errors).toBeUndefined();
    const wf = res.data?.opportunityWorkflow;
    expect(wf?.isDefault).toBe(true);
    expect(wf?.transitions.map((t) => [t.order, t.group, t.stage.name]).slice(0, 3)).toEqual([
      [0, 'Bidding', 'Identified'],
      [1, 'TenderQualification', 'Tender qualification'],
      [2, 'Bidding', 'Bid preparation'],
    ]);
    expect(res.data?.opportunityFormSchema.fields.filter((f) => f.required).map((f) => f.id)).toEqual([
      'name',
      'stageId',
    ]);
  });

  it('creates from a notice, adds and removes entities, and lists them per entity', async () => {
    const wf = await api().graphql<{ opportunityWorkflow: { transitions: { stage: { id: string } }[] } }>(
      maya,
      `query { opportunityWorkflow { transitions { stage { id } } } }`,
    );
    const stageId = wf.data?.opportunityWorkflow.transitions[1]?.stage.id;
    const notice = fx.notices[0];
    const created = await api().graphql<{ createOpportunity: Opp }>(maya, CREATE, {
      o: {
        name: 'Leeds cloud bid',
        stageId,
        value: 250000,
        closeDate: '2025-06-30',
        assignedToId: String(fx.userIds.leo),
      },
      e: [{ entityId: notice?.guid, entityType: 'Notice' }],
      entity: notice?.guid,
    });
    expect(created.errors).toBeUndefined();
    const opp = created.data?.createOpportunity;
    expect(opp).toMatchObject({
      name: 'Leeds cloud bid',
      value: 250000,
      stage: { name: 'Tender qualification' },
      isSaved: true,
    });
    expect(opp?.buyers.map((b) => b.name)).toEqual(['Leeds City Council']);

    const buyer = fx.buyers[1];
    const added = await api().graphql<{ addOpportunityEntities: Opp }>(
      leo,
      `mutation($id: ID!, $e: [OpportunityEntityInput!]!, $entity: String!) { addOpportunityEntities(id: $id, entities: $e) { ${FIELDS} } }`,
      { id: opp?.id, e: [{ entityId: buyer?.guid, entityType: 'Organisation' }], entity: buyer?.guid },
    );
    expect(added.data?.addOpportunityEntities.isSaved).toBe(true);
    expect(added.data?.addOpportunityEntities.entities).toHaveLength(2);

    const linked = await api().graphql<{ entityOpportunities: { id: string }[] }>(
      leo,
      `query($e: String!) { entityOpportunities(entityId: $e) { id } }`,
      { e: buyer?.guid },
    );
    expect(linked.data?.entityOpportunities.map((o) => o.id)).toEqual([opp?.id]);
    const elsewhere = await api().graphql<{ entityOpportunities: unknown[] }>(
      admin,
      `query($e: String!) { entityOpportunities(entityId: $e) { id } }`,
      { e: buyer?.guid },
    );
    expect(elsewhere.data?.entityOpportunities).toEqual([]);

    const removed = await api().graphql<{ removeOpportunityEntity: string }>(
      maya,
      `mutation($id: ID!, $e: [OpportunityEntityInput!]!) { removeOpportunityEntity(id: $id, entities: $e) }`,
      { id: opp?.id, e: [{ entityId: buyer?.guid, entityType: 'Organisation' }] },
    );
    expect(removed.data?.removeOpportunityEntity).toBe(opp?.id);
    const after = await api().graphql<{ entityOpportunities: unknown[] }>(
      leo,
      `query($e: String!) { entityOpportunities(entityId: $e) { id } }`,
      { e: buyer?.guid },
    );
    expect(after.data?.entityOpportunities).toEqual([]);

    // Another company cannot touch it.
    const foreign = await api().graphql(
      admin,
      `mutation($id: ID!, $e: [OpportunityEntityInput!]!) { addOpportunityEntities(id: $id, entities: $e) { id } }`,
      { id: opp?.id, e: [{ entityId: buyer?.guid, entityType: 'Organisation' }] },
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('validates input and enforces the policy (guest, AWARDS from a strategy context)', async () => {
    const entity = fx.notices[1]?.guid;
    const noName = await api().graphql(maya, CREATE, { o: { name: '  ' }, entity });
    expect(noName.errors?.[0]?.message).toMatch(/Name is required/);
    const badDate = await api().graphql(maya, CREATE, { o: { name: 'X', closeDate: '30/06/2025' }, entity });
    expect(badDate.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badStage = await api().graphql(maya, CREATE, { o: { name: 'X', stageId: '999999' }, entity });
    expect(badStage.errors?.[0]?.message).toMatch(/stageId/);
    const foreignAssignee = await api().graphql(maya, CREATE, {
      o: { name: 'X', assignedToId: String(fx.userIds.sam) },
      entity,
    });
    expect(foreignAssignee.errors?.[0]?.message).toMatch(/assignedToId/);
    const badEntity = await api().graphql(maya, CREATE, {
      o: { name: 'X' },
      e: [{ entityId: entity, entityType: 'Planet' }],
      entity,
    });
    expect(badEntity.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    expect(
      (await api().graphql(guest, CREATE, { o: { name: 'X' }, entity })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await api().graphql(sam, CREATE, { o: { name: 'X' }, s: true, entity })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const samOwn = await api().graphql<{ createOpportunity: Opp }>(sam, CREATE, {
      o: { name: 'Free opportunity' },
      entity,
    });
    expect(samOwn.data?.createOpportunity.name).toBe('Free opportunity');
    const mayaStrategy = await api().graphql<{ createOpportunity: Opp }>(maya, CREATE, {
      o: { name: 'Strategy one' },
      s: true,
      entity,
    });
    expect(mayaStrategy.errors).toBeUndefined();
  });

  it('searches by text, puts same-buyer opportunities first, pages by 30', async () => {
    const [b0, b1] = fx.buyers;
    for (let i = 0; i < 33; i += 1) {
      const e = i % 3 === 0 ? [{ entityId: b1?.guid, entityType: 'Organisation' }] : [];
      await api().graphql(leo, CREATE, {
        o: { name: `Pipeline ${String(i).padStart(2, '0')} 100%_match` },
        e,
        entity: b0?.guid,
      });
    }
    const q = `query($s: OpportunitySearchInput) { opportunities(search: $s) { total buyerMatchCount nextOffset results { name buyers { id } } } }`;
    const page = await api().graphql<{
      opportunities: {
        total: number;
        buyerMatchCount: number;
        nextOffset: number | null;
        results: { name: string; buyers: { id: string }[] }[];
      };
    }>(leo, q, { s: { text: 'pipeline', buyerIds: [b1?.guid] } });
    expect(page.errors).toBeUndefined();
    const o = page.data?.opportunities;
    expect(o?.total).toBe(33);
    expect(o?.results).toHaveLength(30);
    expect(o?.nextOffset).toBe(30);
    expect(o?.buyerMatchCount).toBe(11);
    expect(o?.results.slice(0, 11).every((r) => r.buyers.some((b) => b.id === b1?.guid))).toBe(true);
    const second = await api().graphql<{ opportunities: { results: unknown[]; nextOffset: number | null } }>(
      leo,
      q,
      { s: { text: 'pipeline', offset: 30 } },
    );
    expect(second.errors).toBeUndefined();
    expect(second.data?.opportunities.results).toHaveLength(3);
    expect(second.data?.opportunities.nextOffset).toBeNull();
    const escaped = await api().graphql<{ opportunities: { total: number } }>(leo, q, {
      s: { text: '100%_' },
    });
    expect(escaped.data?.opportunities.total).toBe(33);
    const none = await api().graphql<{ opportunities: { total: number } }>(leo, q, { s: { text: '%' } });
    expect(none.data?.opportunities.total).toBe(33);
    const nothing = await api().graphql<{ opportunities: { total: number } }>(leo, q, {
      s: { text: 'zzz%' },
    });
    expect(nothing.data?.opportunities.total).toBe(0);
    const other = await api().graphql<{ opportunities: { total: number } }>(admin, q, {
      s: { text: 'pipeline' },
    });
    expect(other.data?.opportunities.total).toBe(0);
  });
});
