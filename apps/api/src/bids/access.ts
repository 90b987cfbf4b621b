/**
 * Who may read and generate bid/no-bid reports (decision 0018, 0034): the opportunity's company
 * reads and writes; guests never write; other companies get 404; credits are the company's.
 */
import { northwindOnly, outcomes, signedIn, type AccessFixtures, type AccessTable, type OperationAccessTable } from '../http/access';

const report = (f: AccessFixtures) => f.make.bidReport();

export const access: AccessTable = {
  'GET /api/bid_reports/public/:hash': {
    expect: outcomes('ok'),
    example: async (f) => ({ path: `/api/bid_reports/public/${(await report(f)).publicHash}`, credentials: 'none' }),
  },
  'GET /api/bid_reports/public/:hash/pdf': {
    expect: outcomes('ok'),
    example: async (f) => ({ path: `/api/bid_reports/public/${(await report(f)).publicHash}/pdf`, credentials: 'none' }),
  },
  'GET /api/bid_reports/:id/pdf': {
    expect: northwindOnly(),
    example: async (f) => ({ path: `/api/bid_reports/${(await report(f)).id}/pdf` }),
  },
  /** The export rules: guests refused, plans without EXPORTS paywalled; each company exports its own. */
  'POST /api/opportunities/export': {
    expect: signedIn({ guest: 'forbidden', free: 'paywall' }),
    example: () => ({ path: '/api/opportunities/export', body: { format: 'csv' } }),
  },
};

export const graphqlAccess: OperationAccessTable = {
  'Query.bidReport': {
    expect: northwindOnly(),
    example: async (f) => ({ query: 'query($id: ID!) { bidReport(opportunityId: $id) { __typename } }', variables: { id: (await report(f)).opportunityId } }),
  },
  'Query.bidReports': { expect: signedIn(), example: () => ({ query: '{ bidReports { id } }' }) },
  'Query.remainingCredits': { expect: signedIn(), example: () => ({ query: '{ remainingCredits(creditType: "BID_REPORT") { remainingCredits } }' }) },
  'Mutation.regenerateBuyerSummary': {
    expect: northwindOnly({ guest: 'forbidden' }),
    example: async (f) => ({ query: 'mutation($id: ID!) { regenerateBuyerSummary(id: $id) { id buyerSummary } }', variables: { id: await f.make.opportunity() } }),
  },
  'Mutation.createBidReport': {
    expect: northwindOnly({ guest: 'forbidden' }),
    example: async (f) => ({ query: 'mutation($id: ID!) { createBidReport(opportunityId: $id) { id status } }', variables: { id: await f.make.opportunity() } }),
  },
  'Mutation.updateBidReportAnswer': {
    expect: northwindOnly({ guest: 'forbidden' }),
    example: async (f) => ({
      query: 'mutation($id: ID!) { updateBidReportAnswer(id: $id, promptId: "fit.value", answer: "Checked with finance.") { id } }',
      variables: { id: (await report(f)).id },
    }),
  },
  'Mutation.updateBidReportPublicity': {
    expect: northwindOnly({ guest: 'forbidden' }),
    example: async (f) => ({
      query: 'mutation($id: ID!) { updateBidReportPublicity(id: $id, isPublic: true) { publicHash } }',
      variables: { id: (await report(f)).id },
    }),
  },
};
