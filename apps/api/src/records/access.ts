/** Who may search and read notices (decision 0018): everyone signed in; award details are redacted, not refused. */
import { outcomes, signedIn, type AccessTable, type OperationAccessTable } from '../http/access';

export const access: AccessTable = {
  'POST /api/records/search': { expect: signedIn(), example: () => ({ path: '/api/records/search', body: { text: 'cloud', limit: 5 } }) },
  'POST /api/records/:familyId/timeline': { expect: signedIn(), example: (f) => ({ path: `/api/records/${f.notice.familyGuid}/timeline` }) },
};

export const graphqlAccess: OperationAccessTable = {
  'Query.notices': { expect: signedIn(), example: () => ({ query: '{ notices(filter: { text: "cloud", limit: 5 }) { __typename } }' }) },
  'Query.record': {
    expect: signedIn(),
    example: (f) => ({ query: 'query($g: String!) { record(guid: $g) { __typename } }', variables: { g: f.notice.guid } }),
  },
  'Query.lotsByIds': { expect: signedIn(), example: () => ({ query: '{ lotsByIds(ids: ["1"]) { __typename } }' }) },
  // The Free plan's one-by-one award unlock (decision 0011): paid plans see awards anyway and are refused.
  'Mutation.unlockAward': {
    expect: outcomes('forbidden', { anonymous: '401', free: 'ok' }),
    example: (f) => ({ query: 'mutation($g: String!) { unlockAward(guid: $g) { __typename } }', variables: { g: f.awardedNotice.guid } }),
  },
};
