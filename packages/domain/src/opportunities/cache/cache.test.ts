import { describe, expect, it } from 'vitest';
import { DeleteCommentMutation } from '../../leads/graphql/mutations/DeleteComment';
import { leadFixtures, RECORD_GUIDS, teamUserFixtures } from '../../leads/mocks/fixtures';
import { createLeadsMockRoot } from '../../leads/mocks/store';
import { BUYER_GUIDS } from '../../lists/mocks/fixtures';
import { createSchemaClient } from '../../testing/schemaClient';
import { AddOpportunityEntitiesMutation } from '../graphql/mutations/AddOpportunityEntities';
import { CreateOpportunityMutation } from '../graphql/mutations/CreateOpportunity';
import { CreateOpportunityCommentMutation, OpportunityCommentsQuery } from '../graphql/pipeline/comments';
import { RemoveOpportunityEntityMutation } from '../graphql/mutations/RemoveOpportunityEntity';
import { EntityOpportunitiesQuery } from '../graphql/queries/EntityOpportunities';
import { OpportunitiesQuery } from '../graphql/queries/Opportunities';
import {
  BulkAssignOpportunitiesMutation,
  DeleteOpportunityMutation,
  OpportunityPipelineQuery,
  UpdateOpportunityMutation,
} from '../graphql/pipeline/operations';
import { opportunityFixtures } from '../mocks/fixtures';
import { EMPTY_PIPELINE_FILTERS, pipelineSearch } from '../rules/pipeline';
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

describe('opportunities cache: the pipeline', () => {
  async function pipeline() {
    const { root } = createOpportunitiesMockRoot(opportunityFixtures());
    const { client } = createSchemaClient(root);
    const board = { search: pipelineSearch(EMPTY_PIPELINE_FILTERS, 'board') };
    const identified = { search: pipelineSearch({ ...EMPTY_PIPELINE_FILTERS, stageIds: ['101'] }, { index: 0 }) };
    const subs = [board, identified].map((v) => client.query(OpportunityPipelineQuery, v).subscribe(() => undefined));
    await client.query(OpportunityPipelineQuery, board).toPromise();
    await client.query(OpportunityPipelineQuery, identified).toPromise();
    const read = (v: typeof board) => client.readQuery(OpportunityPipelineQuery, v)?.data?.opportunities;
    return {
      client,
      board: () => read(board),
      identified: () => read(identified),
      teardown: () => subs.forEach((s) => s.unsubscribe()),
    };
  }

  it('a stage move changes the card’s column on the board at once and refetches stage-filtered lists', async () => {
    const t = await pipeline();
    expect(t.identified()?.results.map((o) => o.id)).toEqual(['62']);
    await t.client.mutation(UpdateOpportunityMutation, { id: '62', input: { stageId: '103' } }).toPromise();
    expect(t.board()?.results.find((o) => o.id === '62')?.stage?.name).toBe('Bid preparation');
    await new Promise((r) => setTimeout(r, 0));
    expect(t.identified()?.results.map((o) => o.id)).toEqual([]);
    t.teardown();
  });

  it('bulk assign updates every card; delete drops it from every list', async () => {
    const t = await pipeline();
    await t.client
      .mutation(BulkAssignOpportunitiesMutation, { ids: ['61', '63'], assignedToId: teamUserFixtures.leo.id })
      .toPromise();
    const assignees = Object.fromEntries((t.board()?.results ?? []).map((o) => [o.id, o.assignedTo?.name]));
    expect(assignees['61']).toBe('Leo Okafor');
    expect(assignees['63']).toBe('Leo Okafor');
    await t.client.mutation(DeleteOpportunityMutation, { id: '61' }).toPromise();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.board()?.results.map((o) => o.id)).not.toContain('61');
    t.teardown();
  });
});

describe('opportunities cache: comments', () => {
  it("appends a new comment to its opportunity's cached list, not to another's; a delete blanks it in place", async () => {
    const { root } = createLeadsMockRoot(leadFixtures());
    const { client, server } = createSchemaClient(root);
    const subs = ['61', '62'].map((id) => client.query(OpportunityCommentsQuery, { opportunityId: id }).subscribe(() => undefined));
    await client.query(OpportunityCommentsQuery, { opportunityId: '61' }).toPromise();
    await client.query(OpportunityCommentsQuery, { opportunityId: '62' }).toPromise();
    const list = (id: string) => client.readQuery(OpportunityCommentsQuery, { opportunityId: id })?.data?.opportunityComments;
    const made = await client.mutation(CreateOpportunityCommentMutation, { opportunityId: '61', content: 'Pricing by Friday' }).toPromise();
    const id = made.data?.createOpportunityComment.id;
    expect(list('61')?.map((c) => c.id)).toEqual([id]);
    expect(list('62')).toEqual([]);
    const reads = server.calls.filter((c) => c === 'OpportunityComments').length;
    await client.mutation(DeleteCommentMutation, { id: id ?? '' }).toPromise();
    expect(list('61')?.[0]).toMatchObject({ id, content: '', deletedAt: expect.any(String) });
    expect(server.calls.filter((c) => c === 'OpportunityComments').length).toBe(reads);
    subs.forEach((s) => s.unsubscribe());
  });
});
