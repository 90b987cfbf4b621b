import { describe, expect, it, vi } from 'vitest';
import { RecordWorkspaceQuery } from '../../leads/graphql/queries/RecordWorkspace';
import { createLeadsMockRoot } from '../../leads/mocks/store';
import { leadFixtures, RECORD_GUIDS } from '../../leads/mocks/fixtures';
import { createSchemaClient, flush } from '../../testing/schemaClient';
import { AddBuyersToListMutation } from '../graphql/mutations/AddBuyersToList';
import { AddRecordToListMutation } from '../graphql/mutations/AddRecordToList';
import { CreateRecordListMutation } from '../graphql/mutations/CreateRecordList';
import { DeleteBuyerListMutation } from '../graphql/mutations/DeleteBuyerList';
import { DeleteRecordListMutation } from '../graphql/mutations/DeleteRecordList';
import { RemoveRecordFromListMutation } from '../graphql/mutations/RemoveRecordFromList';
import { UpdateBuyerListMutation } from '../graphql/mutations/UpdateBuyerList';
import { UpdateRecordListMutation } from '../graphql/mutations/UpdateRecordList';
import { BuyerListsQuery } from '../graphql/queries/BuyerLists';
import { RecordListsQuery } from '../graphql/queries/RecordLists';
import { BUYER_GUIDS, listFixtures } from '../mocks/fixtures';
import { createListsMockRoot } from '../mocks/store';

async function setup() {
  const lists = createListsMockRoot(listFixtures());
  const leads = createLeadsMockRoot(leadFixtures());
  // recordWorkspace from the lists store (it knows memberships); the rest from the leads store.
  const { client, server } = createSchemaClient({ ...leads.root, ...lists.root });
  const ws = { guid: RECORD_GUIDS.leedsCloud };
  const buyerVars = { buyerGuids: [BUYER_GUIDS.kent] };
  const subs = [
    client.query(RecordWorkspaceQuery, ws).subscribe(() => undefined),
    client.query(RecordListsQuery, {}).subscribe(() => undefined),
    client.query(BuyerListsQuery, buyerVars).subscribe(() => undefined),
  ];
  await client.query(RecordWorkspaceQuery, ws).toPromise();
  await client.query(RecordListsQuery, {}).toPromise();
  await client.query(BuyerListsQuery, buyerVars).toPromise();
  return {
    client,
    server,
    recordListIds: () =>
      client.readQuery(RecordWorkspaceQuery, ws)?.data?.recordWorkspace.lists.map((l) => l.id),
    own: () =>
      client.readQuery(RecordListsQuery, {})?.data?.recordLists.own.map((l) => `${l.name}:${l.recordCount}`),
    buyerGroups: () => client.readQuery(BuyerListsQuery, buyerVars)?.data?.buyerLists,
    teardown: () => subs.forEach((s) => s.unsubscribe()),
  };
}

describe('lists cache: Save / Unsave a notice toggles at once', () => {
  it('adds the list to the record optimistically and keeps it after the answer', async () => {
    const t = await setup();
    expect(t.recordListIds()).toEqual(['31']);
    t.server.holdMutations = true;
    const pending = t.client
      .mutation(AddRecordToListMutation, { listId: '32', recordGuid: RECORD_GUIDS.leedsCloud })
      .toPromise();
    await flush();
    expect(t.recordListIds()).toEqual(['31', '32']);
    t.server.holdMutations = false;
    t.server.release();
    await pending;
    expect(t.recordListIds()).toEqual(['31', '32']);
    await t.client
      .mutation(RemoveRecordFromListMutation, { listId: '31', recordGuid: RECORD_GUIDS.leedsCloud })
      .toPromise();
    expect(t.recordListIds()).toEqual(['32']);
    expect(t.own()).toEqual(['Cloud leads:0']);
    t.teardown();
  });

  it('rolls back when saving fails', async () => {
    const t = await setup();
    t.server.holdMutations = true;
    t.server.failNextMutation = true;
    const pending = t.client
      .mutation(AddRecordToListMutation, { listId: '32', recordGuid: RECORD_GUIDS.leedsCloud })
      .toPromise();
    await flush();
    expect(t.recordListIds()).toEqual(['31', '32']);
    t.server.release();
    expect((await pending).error).toBeDefined();
    await flush();
    expect(t.recordListIds()).toEqual(['31']);
    t.teardown();
  });

  it('a new notice list appears among own lists', async () => {
    const t = await setup();
    await t.client
      .mutation(CreateRecordListMutation, { name: 'Bids to watch', recordGuids: [RECORD_GUIDS.kentHousing] })
      .toPromise();
    await vi.waitFor(() => expect(t.own()).toEqual(['Cloud leads:1', 'Bids to watch:1']));
    t.teardown();
  });

  it('a new list created with the record shows among the record’s lists at once', async () => {
    const t = await setup();
    const created = await t.client
      .mutation(CreateRecordListMutation, { name: 'Bids to watch', recordGuids: [RECORD_GUIDS.leedsCloud] })
      .toPromise();
    expect(t.recordListIds()).toEqual(['31', created.data?.createRecordList.id]);
    t.teardown();
  });
});

describe('lists cache: rename and delete', () => {
  it('a renamed notice list shows its new name; a deleted one leaves own lists and the record', async () => {
    const t = await setup();
    await t.client.mutation(UpdateRecordListMutation, { id: '31', name: 'Cloud bids' }).toPromise();
    await vi.waitFor(() => expect(t.own()).toEqual(['Cloud bids:1']));
    await t.client.mutation(DeleteRecordListMutation, { id: '31' }).toPromise();
    await vi.waitFor(() => expect(t.own()).toEqual([]));
    await vi.waitFor(() => expect(t.recordListIds()).toEqual([]));
    t.teardown();
  });

  it('re-sharing a buyer list moves it to the team group; deleting takes it out', async () => {
    const t = await setup();
    expect(t.buyerGroups()?.private.map((l) => l.name)).toEqual(['Councils']);
    await t.client.mutation(UpdateBuyerListMutation, { id: '41', sharingType: 'TEAM' }).toPromise();
    await vi.waitFor(() => expect(t.buyerGroups()?.private).toEqual([]));
    expect(t.buyerGroups()?.team.map((l) => l.name)).toEqual(['Councils', 'Team targets']);
    await t.client.mutation(DeleteBuyerListMutation, { id: '41' }).toPromise();
    await vi.waitFor(() => expect(t.buyerGroups()?.all.map((l) => l.name)).toEqual(['Team targets']));
    t.teardown();
  });
});

describe('lists cache: buyer lists', () => {
  it('adding buyers updates the list entries and the saved flag', async () => {
    const t = await setup();
    expect(t.buyerGroups()?.saved).toBe(false);
    const res = await t.client
      .mutation(AddBuyersToListMutation, {
        buyerListGuid: '4b1a0000-0000-4000-8000-000000000041',
        buyerGuids: [BUYER_GUIDS.kent],
      })
      .toPromise();
    expect(res.data?.addBuyersToList.count).toBe(1);
    await vi.waitFor(() => expect(t.buyerGroups()?.saved).toBe(true));
    expect(t.buyerGroups()?.private[0]?.buyerGuids).toEqual([BUYER_GUIDS.leeds, BUYER_GUIDS.kent]);
    t.teardown();
  });
});
