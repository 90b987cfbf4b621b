/** Who may read and change notice lists and buyer lists (decisions 0009 and 0018). */
import { growthOnly, noGuest, northwindOnly, signedIn, type AccessTable, type OperationAccessTable } from '../http/access';

/** A TEAM notice list of the owner's: the teammate may save to it but not rename or delete it. */
const teamList = northwindOnly({ guest: 'forbidden' });
const listOwner = northwindOnly({ paidNoExport: 'forbidden' });
/** A TEAM buyer list of the owner's; buyer lists need BUYERS. */
const teamBuyerList = growthOnly({ admin: '404', otherCompany: '404' });
const buyerListOwner = growthOnly({ admin: '404', otherCompany: '404', paidNoExport: 'forbidden' });

export const access: AccessTable = {
  'GET /api/record_lists': { expect: signedIn(), example: () => ({ path: '/api/record_lists' }) },
  'GET /api/user_lists': { expect: signedIn(), example: () => ({ path: '/api/user_lists' }) },
  'GET /api/records/:guid/record_lists': { expect: signedIn(), example: (f) => ({ path: `/api/records/${f.notice.guid}/record_lists` }) },
  'POST /api/record_lists/:id/records': {
    expect: teamList,
    example: async (f) => ({ path: `/api/record_lists/${await f.make.recordList()}/records`, body: { record_list_entry: { guid: f.notice.guid } } }),
  },
  'DELETE /api/record_lists/:id/records/:recordId': {
    expect: teamList,
    example: async (f) => ({ path: `/api/record_lists/${await f.make.recordList()}/records/${f.notice.guid}` }),
  },
  'POST /api/user_lists': { expect: noGuest(), example: () => ({ path: '/api/user_lists', body: { name: `Shortlist ${Math.random()}` } }) },
  'GET /api/user_lists/:id': { expect: northwindOnly(), example: async (f) => ({ path: `/api/user_lists/${await f.make.recordList()}` }) },
  'PATCH /api/user_lists/:id': { expect: listOwner, example: async (f) => ({ path: `/api/user_lists/${await f.make.recordList()}`, body: { name: `Renamed ${Math.random()}` } }) },
  'DELETE /api/user_lists/:id': { expect: listOwner, example: async (f) => ({ path: `/api/user_lists/${await f.make.recordList()}` }) },
  'GET /api/buyer_lists': { expect: growthOnly(), example: () => ({ path: '/api/buyer_lists' }) },
  'POST /api/buyer_lists': { expect: growthOnly(), example: () => ({ path: '/api/buyer_lists', body: { name: `Councils ${Math.random()}` } }) },
  'GET /api/buyer_lists/:id': { expect: teamBuyerList, example: async (f) => ({ path: `/api/buyer_lists/${await f.make.buyerList('TEAM')}` }) },
  'PUT /api/buyer_lists/:id': {
    expect: buyerListOwner,
    example: async (f) => ({ path: `/api/buyer_lists/${await f.make.buyerList('TEAM')}`, body: { name: `Renamed ${Math.random()}` } }),
  },
  'DELETE /api/buyer_lists/:id': { expect: buyerListOwner, example: async (f) => ({ path: `/api/buyer_lists/${await f.make.buyerList('TEAM')}` }) },
  'POST /api/buyer_lists/:id/add': {
    expect: teamBuyerList,
    example: async (f) => ({ path: `/api/buyer_lists/${await f.make.buyerList('TEAM')}/add`, body: { buyer_guids: [f.buyer.guid] } }),
  },
  'POST /api/buyer_lists/:id/remove': {
    expect: teamBuyerList,
    example: async (f) => ({ path: `/api/buyer_lists/${await f.make.buyerList('TEAM')}/remove`, body: { buyer_guids: [f.buyer.guid] } }),
  },
  'GET /api/buyer_lists/:id/permissions': { expect: teamBuyerList, example: async (f) => ({ path: `/api/buyer_lists/${await f.make.buyerList('TEAM')}/permissions` }) },
  'PUT /api/buyer_lists/:id/permissions': {
    expect: buyerListOwner,
    example: async (f) => ({ path: `/api/buyer_lists/${await f.make.buyerList('TEAM')}/permissions`, body: { new_sharing_type: 'PRIVATE' } }),
  },
};

const gql = (query: string, variables: Record<string, unknown> = {}) => ({ query, variables });

export const graphqlAccess: OperationAccessTable = {
  'Query.recordLists': { expect: signedIn(), example: () => gql('{ recordLists { __typename } }') },
  'Query.buyerLists': { expect: growthOnly(), example: () => gql('{ buyerLists { __typename } }') },
  'Query.buyerList': { expect: teamBuyerList, example: async (f) => gql('query($id: ID!) { buyerList(id: $id) { __typename } }', { id: String(await f.make.buyerList('TEAM')) }) },
  'Mutation.createRecordList': { expect: noGuest(), example: () => gql('mutation($n: String!) { createRecordList(name: $n) { __typename } }', { n: `Shortlist ${Math.random()}` }) },
  'Mutation.updateRecordList': {
    expect: listOwner,
    example: async (f) => gql('mutation($id: ID!, $n: String) { updateRecordList(id: $id, name: $n) { __typename } }', { id: String(await f.make.recordList()), n: `Renamed ${Math.random()}` }),
  },
  'Mutation.deleteRecordList': { expect: listOwner, example: async (f) => gql('mutation($id: ID!) { deleteRecordList(id: $id) }', { id: String(await f.make.recordList()) }) },
  'Mutation.addRecordToList': {
    expect: teamList,
    example: async (f) => gql('mutation($id: ID!, $g: String!) { addRecordToList(listId: $id, recordGuid: $g) { __typename } }', { id: String(await f.make.recordList()), g: f.notice.guid }),
  },
  'Mutation.removeRecordFromList': {
    expect: teamList,
    example: async (f) => gql('mutation($id: ID!, $g: String!) { removeRecordFromList(listId: $id, recordGuid: $g) { __typename } }', { id: String(await f.make.recordList()), g: f.notice.guid }),
  },
  'Mutation.createBuyerList': { expect: growthOnly(), example: () => gql('mutation($n: String!) { createBuyerList(name: $n) { __typename } }', { n: `Councils ${Math.random()}` }) },
  'Mutation.updateBuyerList': {
    expect: buyerListOwner,
    example: async (f) => gql('mutation($id: ID!, $n: String) { updateBuyerList(id: $id, name: $n) { __typename } }', { id: String(await f.make.buyerList('TEAM')), n: `Renamed ${Math.random()}` }),
  },
  'Mutation.deleteBuyerList': { expect: buyerListOwner, example: async (f) => gql('mutation($id: ID!) { deleteBuyerList(id: $id) }', { id: String(await f.make.buyerList('TEAM')) }) },
  'Mutation.addBuyersToList': {
    expect: teamBuyerList,
    example: async (f) => gql('mutation($l: String!, $b: [String!]!) { addBuyersToList(buyerListGuid: $l, buyerGuids: $b) { __typename } }', { l: await f.make.buyerListGuid('TEAM'), b: [f.buyer.guid] }),
  },
  'Mutation.removeBuyersFromList': {
    expect: teamBuyerList,
    example: async (f) => gql('mutation($l: String!, $b: [String!]!) { removeBuyersFromList(buyerListGuid: $l, buyerGuids: $b) { __typename } }', { l: await f.make.buyerListGuid('TEAM'), b: [f.buyer.guid] }),
  },
};
