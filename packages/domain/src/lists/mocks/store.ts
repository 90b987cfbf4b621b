import type { MockRoot } from '../../mocks/executeMock';
import type { BuyerList, RecordList } from '../schemas/newBuyerList';

export interface ListsMockData {
  recordLists: RecordList[];
  /** Record guid → ids of the lists holding it. */
  memberships: Record<string, string[]>;
  buyerLists: BuyerList[];
  /** Known buyers (guid → name) for entries. */
  buyers: Record<string, string>;
  me: { id: string; guid: string; firstName: string; lastName: string };
}

/** In-memory notice lists and buyer lists behaving as the API does (names unique, PRIVATE by default). */
export function createListsMockRoot(data: ListsMockData, clock: () => Date = () => new Date()) {
  const recordLists = data.recordLists.map((l) => ({ ...l }));
  const memberships: Record<string, string[]> = Object.fromEntries(
    Object.entries(data.memberships).map(([k, v]) => [k, [...v]]),
  );
  const buyerLists = data.buyerLists.map((l) => ({
    ...l,
    entries: [...l.entries],
    buyerGuids: [...l.buyerGuids],
  }));
  let next = 900;
  const workspace = (guid: string) => ({
    guid,
    seenByUsers: [],
    leads: [],
    lists: recordLists
      .filter((l) => (memberships[guid] ?? []).includes(l.id))
      .map((l) => ({ id: l.id, name: l.name })),
  });
  const recordList = (id: unknown) => {
    const list = recordLists.find((l) => l.id === String(id));
    if (!list) throw new Error('List not found');
    return list;
  };
  const count = (list: RecordList) => {
    list.recordCount = Object.values(memberships).filter((ids) => ids.includes(list.id)).length;
  };
  const buyerList = (guid: unknown) => {
    const list = buyerLists.find((l) => l.guid === String(guid));
    if (!list) throw new Error('Buyer list not found');
    return list;
  };
  const setEntries = (list: BuyerList, guids: string[]) => {
    list.buyerGuids = guids;
    list.entries = guids.map((g, i) => ({ id: String(i + 1), guid: g, name: data.buyers[g] ?? g }));
  };
  const nameTaken = (names: string[], name: string) =>
    names.some((n) => n.toLowerCase() === name.trim().toLowerCase());
  const groups = (guids: string[]) => ({
    private: buyerLists.filter((l) => l.sharingType === 'PRIVATE'),
    team: buyerLists.filter((l) => l.sharingType !== 'PRIVATE'),
    all: buyerLists,
    saved: guids.length > 0 && buyerLists.some((l) => l.buyerGuids.some((g) => guids.includes(g))),
  });
  const root: MockRoot = {
    recordLists: () => ({
      own: recordLists.filter((l) => l.user?.guid === data.me.guid),
      shared: recordLists.filter((l) => l.user?.guid !== data.me.guid),
    }),
    recordWorkspace: (args) => workspace(String(args['guid'])),
    addRecordToList: (args) => {
      const list = recordList(args['listId']);
      const guid = String(args['recordGuid']);
      const ids = (memberships[guid] ??= []);
      if (!ids.includes(list.id)) ids.push(list.id);
      count(list);
      return { list, record: workspace(guid) };
    },
    removeRecordFromList: (args) => {
      const list = recordList(args['listId']);
      const guid = String(args['recordGuid']);
      memberships[guid] = (memberships[guid] ?? []).filter((id) => id !== list.id);
      count(list);
      return { list, record: workspace(guid) };
    },
    createRecordList: (args) => {
      const name = String(args['name']).trim();
      if (
        !name ||
        nameTaken(
          recordLists.map((l) => l.name),
          name,
        )
      )
        throw new Error('This name is already in use');
      const at = clock().toISOString();
      const list: RecordList = {
        id: String(next++),
        guid: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
        name,
        sharingType: 'TEAM',
        user: data.me,
        recordCount: 0,
        createdAt: at,
        updatedAt: at,
      };
      recordLists.push(list);
      for (const guid of (args['recordGuids'] as string[] | null) ?? [])
        (memberships[guid] ??= []).push(list.id);
      count(list);
      return list;
    },
    updateRecordList: (args) => {
      const list = recordList(args['id']);
      if (list.user?.guid !== data.me.guid) throw new Error('Forbidden');
      if (typeof args['name'] === 'string') {
        const name = args['name'].trim();
        if (!name) throw new Error('List name is required');
        if (
          nameTaken(
            recordLists.filter((l) => l !== list).map((l) => l.name),
            name,
          )
        )
          throw new Error('This name is already in use');
        list.name = name;
      }
      if (args['sharingType'] === 'TEAM' || args['sharingType'] === 'PRIVATE')
        list.sharingType = args['sharingType'];
      list.updatedAt = clock().toISOString();
      return list;
    },
    deleteRecordList: (args) => {
      const list = recordList(args['id']);
      if (list.user?.guid !== data.me.guid) throw new Error('Forbidden');
      recordLists.splice(recordLists.indexOf(list), 1);
      for (const ids of Object.values(memberships))
        if (ids.includes(list.id)) ids.splice(ids.indexOf(list.id), 1);
      return list.id;
    },
    buyerLists: (args) => groups((args['buyerGuids'] as string[] | null) ?? []),
    searchOrganisations: (args) => {
      const request = (args['request'] ?? {}) as { text?: string; limit?: number };
      const text = (request.text ?? '').toLowerCase();
      const orgs = Object.entries(data.buyers)
        .filter(([, name]) => name.toLowerCase().includes(text))
        .map(([guid, name], i) => ({
          id: String(i + 1),
          guid,
          name,
          town: null,
          noticeCount: 10 - i,
          aliases: [],
          primaryRole: 'BUYER',
        }));
      return { orgs: orgs.slice(0, request.limit ?? 20), total: orgs.length };
    },
    buyerList: (args) => {
      const key = String(args['id']);
      const list = buyerLists.find((l) => l.id === key || l.guid === key);
      if (!list) throw new Error('Buyer list not found');
      return list;
    },
    updateBuyerList: (args) => {
      const list = buyerLists.find((l) => l.id === String(args['id']));
      if (!list) throw new Error('Buyer list not found');
      if (!list.permissionActions.includes('can_delete')) throw new Error('Forbidden');
      if (typeof args['name'] === 'string') {
        const name = args['name'].trim();
        if (!name) throw new Error('Buyer list name is required');
        if (
          nameTaken(
            buyerLists.filter((l) => l !== list).map((l) => l.name),
            name,
          )
        )
          throw new Error('This name is already in use');
        list.name = name;
      }
      if (args['sharingType'] === 'TEAM' || args['sharingType'] === 'PRIVATE')
        list.sharingType = args['sharingType'];
      list.updatedAt = clock().toISOString();
      return list;
    },
    deleteBuyerList: (args) => {
      const list = buyerLists.find((l) => l.id === String(args['id']));
      if (!list) throw new Error('Buyer list not found');
      if (!list.permissionActions.includes('can_delete')) throw new Error('Forbidden');
      buyerLists.splice(buyerLists.indexOf(list), 1);
      return list.id;
    },
    createBuyerList: (args) => {
      const name = String(args['name']).trim();
      if (
        !name ||
        nameTaken(
          buyerLists.map((l) => l.name),
          name,
        )
      )
        throw new Error('This name is already in use');
      const at = clock().toISOString();
      next += 1;
      const list: BuyerList = {
        id: String(next),
        guid: `10000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
        name,
        ownerId: data.me.id,
        sharingType: args['sharingType'] === 'TEAM' ? 'TEAM' : 'PRIVATE',
        entries: [],
        buyerGuids: [],
        permissionActions: [
          'can_read',
          'create_buyer_list_entries',
          'delete_buyer_list_entries',
          'can_delete',
          'can_create',
        ],
        createdAt: at,
        updatedAt: at,
      };
      setEntries(list, (args['buyerGuids'] as string[] | null) ?? []);
      buyerLists.push(list);
      return list;
    },
    addBuyersToList: (args) => {
      const list = buyerList(args['buyerListGuid']);
      const added = ((args['buyerGuids'] as string[]) ?? []).filter((g) => !list.buyerGuids.includes(g));
      setEntries(list, [...list.buyerGuids, ...added]);
      return { count: added.length, buyerList: list };
    },
    removeBuyersFromList: (args) => {
      const list = buyerList(args['buyerListGuid']);
      const gone = ((args['buyerGuids'] as string[]) ?? []).filter((g) => list.buyerGuids.includes(g));
      setEntries(
        list,
        list.buyerGuids.filter((g) => !gone.includes(g)),
      );
      return { count: gone.length, buyerList: list };
    },
  };
  return { root, recordLists, buyerLists, memberships };
}
