/** Who may read and change opportunities (decision 0018): the company's users, no guest pass. */
import { noGuest, northwindOnly, signedIn, type OperationAccessTable } from '../http/access';

const create = 'mutation($e: [OpportunityEntityInput!]) { createOpportunity(opportunity: { name: "Leeds cloud" }, entities: $e) { id } }';

export const graphqlAccess: OperationAccessTable = {
  'Query.opportunities': { expect: signedIn(), example: () => ({ query: '{ opportunities { __typename } }' }) },
  'Query.opportunityFormSchema': { expect: signedIn(), example: () => ({ query: '{ opportunityFormSchema { __typename } }' }) },
  'Query.opportunityWorkflow': { expect: signedIn(), example: () => ({ query: '{ opportunityWorkflow { __typename } }' }) },
  'Query.entityOpportunities': {
    expect: signedIn(),
    example: (f) => ({ query: 'query($g: String!) { entityOpportunities(entityId: $g) { __typename } }', variables: { g: f.notice.guid } }),
  },
  'Mutation.createOpportunity': {
    expect: noGuest(),
    example: (f) => ({ query: create, variables: { e: [{ entityId: f.notice.guid, entityType: 'Notice' }] } }),
  },
  'Mutation.addOpportunityEntities': {
    expect: northwindOnly({ guest: 'forbidden' }),
    example: async (f) => ({
      query: 'mutation($id: ID!, $e: [OpportunityEntityInput!]!) { addOpportunityEntities(id: $id, entities: $e) { __typename } }',
      variables: { id: await f.make.opportunity(), e: [{ entityId: f.notice.guid, entityType: 'Notice' }] },
    }),
  },
  'Mutation.removeOpportunityEntity': {
    expect: northwindOnly({ guest: 'forbidden' }),
    example: async (f) => ({
      query: 'mutation($id: ID!, $e: [OpportunityEntityInput!]!) { removeOpportunityEntity(id: $id, entities: $e) }',
      variables: { id: await f.make.opportunity(), e: [{ entityId: f.notice.guid, entityType: 'Notice' }] },
    }),
  },
  'Query.opportunity': {
    expect: northwindOnly(),
    example: async (f) => ({
      query: 'query($id: ID!) { opportunity(id: $id) { __typename } }',
      variables: { id: await f.make.opportunity() },
    }),
  },
  'Query.opportunityComments': {
    expect: northwindOnly(),
    example: async (f) => ({
      query: 'query($id: ID!) { opportunityComments(opportunityId: $id) { id } }',
      variables: { id: await f.make.opportunity() },
    }),
  },
  'Mutation.createOpportunityComment': {
    expect: northwindOnly({ guest: 'forbidden' }),
    example: async (f) => ({
      query: 'mutation($id: ID!) { createOpportunityComment(opportunityId: $id, content: "Bid review on Friday") { id } }',
      variables: { id: await f.make.opportunity() },
    }),
  },
  'Mutation.updateOpportunity': {
    expect: northwindOnly({ guest: 'forbidden' }),
    example: async (f) => ({
      query: 'mutation($id: ID!, $s: ID) { updateOpportunity(id: $id, input: { stageId: $s, value: 1200 }) { __typename } }',
      variables: { id: await f.make.opportunity(), s: await f.make.opportunityStage() },
    }),
  },
  'Mutation.deleteOpportunity': {
    expect: northwindOnly({ guest: 'forbidden' }),
    example: async (f) => ({
      query: 'mutation($id: ID!) { deleteOpportunity(id: $id) }',
      variables: { id: await f.make.opportunity() },
    }),
  },
  'Mutation.bulkUpdateOpportunityStage': {
    expect: northwindOnly({ guest: 'forbidden' }),
    example: async (f) => ({
      query: 'mutation($ids: [ID!]!, $s: ID!) { bulkUpdateOpportunityStage(ids: $ids, stageId: $s) { __typename } }',
      variables: { ids: [await f.make.opportunity(), await f.make.opportunity()], s: await f.make.opportunityStage() },
    }),
  },
  'Mutation.bulkAssignOpportunities': {
    expect: northwindOnly({ guest: 'forbidden' }),
    example: async (f) => ({
      query: 'mutation($ids: [ID!]!, $u: ID) { bulkAssignOpportunities(ids: $ids, assignedToId: $u) { __typename } }',
      variables: { ids: [await f.make.opportunity()], u: String(f.userIds.paidNoExport) },
    }),
  },
};
