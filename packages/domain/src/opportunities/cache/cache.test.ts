import { describe, expect, it } from 'vitest';
import { RECORD_GUIDS } from '../../leads/mocks/fixtures';
import { BUYER_GUIDS } from '../../lists/mocks/fixtures';
import { createSchemaClient } from '../../testing/schemaClient';
import { AddOpportunityEntitiesMutation } from '../graphql/mutations/AddOpportunityEntities';
import { CreateOpportunityMutation } from '../graphql/mutations/CreateOpportunity';
import { RemoveOpportunityEntityMutation } from '../graphql/mutations/RemoveOpportunityEntity';
import { EntityOpportunitiesQuery } from '../graphql/queries/EntityOpportunities';
import { OpportunitiesQuery } from '../graphql/queries/Opportunities';
import { opportunityFixtures } from '../mocks/fixtures';
import { createOpportunitiesMockRoot } from '../mocks/store';

const NOTICE = RECORD_GUIDS.kentHousing;

async function setup() {
  const { root } = createOpportunitiesMockRoot(opportunityFixtures());
  const { client } = createSchemaClient(root);
  const drawer = { search: { text: '', buyerIds: [BUYER_GUIDS.kent] }, entityId: NOTICE };
  const subs = [
    client.query(OpportunitiesQuery, drawer).subscribe(() => undefined),
    client.query(EntityOpportunitiesQuery, { entityId: NOTICE }).subscribe(() => undefined),
  ];
  await client.query(OpportunitiesQuery, drawer).toPromise();
  await client.query(EntityOpportunitiesQuery, { entityId: NOTICE }).toPromise();
  return {
    client,
    saved: () =>
      Object.fromEntries(
        (client.readQuery(OpportunitiesQuery, drawer)?.data?.opportunities.results ?? []).map((o) => [
          o.id,
          o.isSaved,
        ]),
      ),
    order: () => client.readQuery(OpportunitiesQuery, drawer)?.data?.opportunities.results.map((o) => o.id),
    linked: () =>
      client
        .readQuery(EntityOpportunitiesQuery, { entityId: NOTICE })
        ?.data?.entityOpportunities.map((o) => o.id),
    teardown: () => subs.forEach((s) => s.unsubscribe()),
  };
}

const notice = [{ entityId: NOTICE, entityType: 'Notice' as const }];

describe('opportunities cache: cached links follow entity changes', () => {
  it('lists same-buyer opportunities first with isSaved for the open entity', async () => {
    const t = await setup();
    expect(t.order()).toEqual(['62', '61', '63']);
    expect(t.saved()).toEqual({ '61': false, '62': false, '63': false });
    expect(t.linked()).toEqual([]);
    t.teardown();
  });

  it('adding an entity marks the opportunity saved and adds it to the entity’s opportunities', async () => {
    const t = await setup();
    const res = await t.client
      .mutation(AddOpportunityEntitiesMutation, { id: '61', entities: notice, entityId: NOTICE })
      .toPromise();
    expect(res.error).toBeUndefined();
    expect(t.saved()['61']).toBe(true);
    expect(t.linked()).toEqual(['61']);
    t.teardown();
  });

  it('removing an entity (the mutation returns only an id) unmarks it and drops the link', async () => {
    const t = await setup();
    await t.client
      .mutation(AddOpportunityEntitiesMutation, { id: '63', entities: notice, entityId: NOTICE })
      .toPromise();
    expect(t.linked()).toEqual(['63']);
    await t.client.mutation(RemoveOpportunityEntityMutation, { id: '63', entities: notice }).toPromise();
    expect(t.saved()['63']).toBe(false);
    expect(t.linked()).toEqual([]);
    t.teardown();
  });

  it('a created opportunity is saved for its entity and linked at once', async () => {
    const t = await setup();
    const res = await t.client
      .mutation(CreateOpportunityMutation, {
        opportunity: { name: 'Kent bid', stageId: '102' },
        entities: notice,
        entityId: NOTICE,
      })
      .toPromise();
    const id = res.data?.createOpportunity.id ?? '';
    expect(res.data?.createOpportunity.isSaved).toBe(true);
    expect(t.linked()).toEqual([id]);
    t.teardown();
  });
});
