/** Who may qualify, assign and comment on leads (decisions 0009 and 0018). */
import { noGuest, northwindOnly, outcomes, signedIn, type AccessTable, type OperationAccessTable, type Outcomes } from '../http/access';

/** A path naming Northwind: every other company is refused (403), its own users are not. */
const northwindPath: Outcomes = signedIn({ guest: 'forbidden', free: 'forbidden', admin: 'forbidden', otherCompany: 'forbidden' });
const stagePath = (f: { companyGuid: string; notice: { tenderStageId: number } }) =>
  `/api/companies/${f.companyGuid}/procurement_stages/${f.notice.tenderStageId}`;

export const access: AccessTable = {
  'POST /api/create_qualification': {
    expect: noGuest(),
    example: (f) => ({ path: '/api/create_qualification', body: { procurementStageId: f.notice.tenderStageId, qualification: 'in_review' } }),
  },
  'POST /api/delete_qualification': { expect: noGuest(), example: (f) => ({ path: '/api/delete_qualification', body: { procurementStageId: f.notice.tenderStageId } }) },
  'GET /api/qualification_stages': { expect: signedIn(), example: () => ({ path: '/api/qualification_stages' }) },
  'GET /api/companies/:company_guid/users': { expect: northwindPath, example: (f) => ({ path: `/api/companies/${f.companyGuid}/users` }) },
  'PUT /api/companies/:company_guid/procurement_stages/:procurement_stage_id/assignee': {
    expect: northwindPath,
    example: (f) => ({ path: `${stagePath(f)}/assignee`, body: { userGuid: f.userGuids.paidNoExport } }),
  },
  'GET /api/companies/:company_guid/procurement_stages/:procurement_stage_id/comments': { expect: northwindPath, example: (f) => ({ path: `${stagePath(f)}/comments` }) },
  'POST /api/companies/:company_guid/procurement_stages/:procurement_stage_id/comments': {
    expect: northwindPath,
    example: (f) => ({ path: `${stagePath(f)}/comments`, body: { content: 'Worth a look' } }),
  },
  // The author only; a teammate is refused, other companies do not see the comment.
  'PUT /api/comments/:id': {
    expect: northwindOnly({ paidNoExport: 'forbidden' }),
    example: async (f) => ({ path: `/api/comments/${await f.make.comment()}`, body: { content: 'Edited' } }),
  },
  'DELETE /api/comments/:id': { expect: northwindOnly({ paidNoExport: 'forbidden' }), example: async (f) => ({ path: `/api/comments/${await f.make.comment()}` }) },
  // The path names the owner: only they mark records seen as themselves.
  'PUT /api/users/:user_id/seen_records/:record_guid': {
    expect: outcomes('forbidden', { anonymous: '401', paid: 'ok' }),
    example: (f) => ({ path: `/api/users/${f.userIds.paid}/seen_records/${f.notice.guid}` }),
  },
};

export const graphqlAccess: OperationAccessTable = {
  'Query.lead': {
    expect: signedIn(),
    example: (f) => ({ query: 'query($id: ID!) { lead(id: $id) { __typename } }', variables: { id: String(f.notice.tenderStageId) } }),
  },
  'Query.comments': {
    expect: signedIn(),
    example: (f) => ({ query: 'query($id: ID!) { comments(procurementStageId: $id) { __typename } }', variables: { id: String(f.notice.tenderStageId) } }),
  },
  'Query.companyUsers': { expect: signedIn(), example: () => ({ query: '{ companyUsers { __typename } }' }) },
  'Query.qualificationStages': { expect: signedIn(), example: () => ({ query: '{ qualificationStages { __typename } }' }) },
  'Query.leadsByQualification': { expect: signedIn(), example: () => ({ query: '{ leadsByQualification(qualifications: ["in_review"]) { __typename } }' }) },
  'Query.recordWorkspace': {
    expect: signedIn(),
    example: (f) => ({ query: 'query($g: String!) { recordWorkspace(guid: $g) { __typename } }', variables: { g: f.notice.guid } }),
  },
  'Mutation.markRecordSeen': {
    expect: signedIn(),
    example: (f) => ({ query: 'mutation($g: String!) { markRecordSeen(guid: $g) { __typename } }', variables: { g: f.notice.guid } }),
  },
  'Mutation.createQualification': {
    expect: noGuest(),
    example: (f) => ({
      query: 'mutation($i: CreateQualificationInput!) { createQualification(input: $i) { __typename } }',
      variables: { i: { procurementStageId: String(f.notice.tenderStageId), qualification: 'in_review' } },
    }),
  },
  'Mutation.deleteQualification': {
    expect: noGuest(),
    example: (f) => ({ query: 'mutation($id: ID!) { deleteQualification(procurementStageId: $id) { __typename } }', variables: { id: String(f.notice.tenderStageId) } }),
  },
  'Mutation.assignLead': {
    expect: noGuest(),
    example: (f) => ({ query: 'mutation($id: ID!) { assignLead(procurementStageId: $id, userGuid: null) { __typename } }', variables: { id: String(f.notice.tenderStageId) } }),
  },
  'Mutation.createComment': {
    expect: noGuest(),
    example: (f) => ({
      query: 'mutation($id: ID!) { createComment(procurementStageId: $id, content: "Worth a look") { __typename } }',
      variables: { id: String(f.notice.tenderStageId) },
    }),
  },
  'Mutation.updateComment': {
    expect: northwindOnly({ paidNoExport: 'forbidden' }),
    example: async (f) => ({ query: 'mutation($id: ID!) { updateComment(id: $id, content: "Edited") { __typename } }', variables: { id: String(await f.make.comment()) } }),
  },
  'Mutation.deleteComment': {
    expect: northwindOnly({ paidNoExport: 'forbidden' }),
    example: async (f) => ({ query: 'mutation($id: ID!) { deleteComment(id: $id) { __typename } }', variables: { id: String(await f.make.comment()) } }),
  },
};
