/**
 * Who may read and write bid responses (issue 12): the opportunity's company reads and writes;
 * guests never write; other companies (and the admin, outside it) get 404.
 */
import { northwindOnly, signedIn, type AccessTable, type OperationAccessTable } from '../http/access';
import { textUpload } from '../documents/access';

const writer = northwindOnly({ guest: 'forbidden' });

export const access: AccessTable = {
  'POST /api/opportunities/:id/bid_responses/upload': {
    expect: writer,
    example: async (f) => ({
      path: `/api/opportunities/${await f.make.opportunity()}/bid_responses/upload`,
      body: textUpload('1.1 Describe your approach to winter gritting. (max 500 words)\nWeighting: 10%', 'itt.txt'),
    }),
  },
  'GET /api/opportunities/:id/bid_responses/export': {
    expect: northwindOnly(),
    example: async (f) => ({ path: `/api/opportunities/${(await f.make.bidResponse()).opportunityId}/bid_responses/export` }),
  },
};

export const graphqlAccess: OperationAccessTable = {
  'Query.bidResponses': {
    expect: northwindOnly(),
    example: async (f) => ({
      query: 'query($id: ID!) { bidResponses(opportunityId: $id) { total extracting responses { id title } sources { id status } stages { id name } } }',
      variables: { id: await f.make.opportunity() },
    }),
  },
  // Counts of the caller's company only: another company's ids answer zeros, never their counts.
  'Query.bidResponseProgress': {
    expect: signedIn(),
    example: async (f) => ({ query: 'query($ids: [ID!]!) { bidResponseProgress(opportunityIds: $ids) { opportunityId total complete } }', variables: { ids: [(await f.make.bidResponse()).opportunityId] } }),
  },
  'Query.bidResponse': {
    expect: northwindOnly(),
    example: async (f) => ({ query: 'query($id: ID!) { bidResponse(id: $id) { id title changes { id } } }', variables: { id: (await f.make.bidResponse()).id } }),
  },
  'Mutation.createBidResponse': {
    expect: writer,
    example: async (f) => ({
      query: 'mutation($id: ID!) { createBidResponse(opportunityId: $id, input: { title: "Social value" }) { id } }',
      variables: { id: await f.make.opportunity() },
    }),
  },
  'Mutation.updateBidResponse': {
    expect: writer,
    example: async (f) => ({
      query: 'mutation($id: ID!) { updateBidResponse(id: $id, input: { response: "We mobilise in two weeks." }) { id response } }',
      variables: { id: (await f.make.bidResponse()).id },
    }),
  },
  'Mutation.deleteBidResponse': {
    expect: writer,
    example: async (f) => ({ query: 'mutation($id: ID!) { deleteBidResponse(id: $id) }', variables: { id: (await f.make.bidResponse()).id } }),
  },
  'Mutation.extractBidResponses': {
    expect: writer,
    example: async (f) => ({ query: 'mutation($id: ID!) { extractBidResponses(sourceId: $id) { id status } }', variables: { id: (await f.make.bidResponse()).sourceId } }),
  },
};
