/**
 * Who may read and author reports (decision 0048): a published custom briefing is its company's (other
 * companies get 404; admins read every report, drafts included); industry reports and the content library
 * are every signed-in user's; authoring is admins' only.
 */
import { adminOnly, northwindOnly, outcomes, signedIn, type AccessFixtures, type AccessTable, type OperationAccessTable } from '../http/access';

const briefing = (f: AccessFixtures) => f.make.report();
const readable = northwindOnly({ admin: 'ok' });

export const access: AccessTable = {
  'GET /api/companies/:companyGuid/reports': {
    expect: outcomes('forbidden', { anonymous: '401', paid: 'ok', paidNoExport: 'ok', admin: 'ok' }),
    example: (f) => ({ path: `/api/companies/${f.companyGuid}/reports` }),
  },
  'POST /api/public_reports': { expect: signedIn(), example: () => ({ path: '/api/public_reports', body: {} }) },
  'POST /api/public_reports/': { expect: signedIn(), example: () => ({ path: '/api/public_reports/', body: { label: 'Market' } }) },
  'GET /api/reports/:reportId/pdf': { expect: readable, example: async (f) => ({ path: `/api/reports/${(await briefing(f)).guid}/pdf` }) },
  'GET /api/reports/:reportId/documents/:ref': {
    expect: readable,
    example: async (f) => {
      const r = await briefing(f);
      return { path: `/api/reports/${r.guid}/documents/${r.documentRef}` };
    },
  },
  'POST /api/reports/:reportId/documents': {
    expect: adminOnly(),
    example: async (f) => ({
      path: `/api/reports/${(await briefing(f)).guid}/documents`,
      body: { title: 'Method note', caption: 'How we counted', file: { mime_type: 'text/plain', content_base64: Buffer.from('Counted by hand.').toString('base64') } },
    }),
  },
};

const reportOp = (query: string) => ({
  expect: adminOnly(),
  example: async (f: AccessFixtures) => ({ query, variables: { id: (await briefing(f)).guid } }),
});
const sectionOp = (query: string) => ({
  expect: adminOnly(),
  example: async (f: AccessFixtures) => ({ query, variables: { id: (await briefing(f)).sectionId } }),
});

export const graphqlAccess: OperationAccessTable = {
  'Query.reports': { expect: signedIn(), example: () => ({ query: '{ reports(reportType: "CUSTOM_BRIEFING") { id title } }' }) },
  'Query.report': {
    expect: readable,
    example: async (f) => ({ query: 'query($id: ID!) { report(id: $id) { id sections { id records { guid value } } } }', variables: { id: (await briefing(f)).guid } }),
  },
  'Query.contentLibrary': { expect: signedIn(), example: () => ({ query: '{ contentLibrary { reports { id } articles { url } } }' }) },
  'Query.adminReports': { expect: adminOnly(), example: () => ({ query: '{ adminReports { id } }' }) },
  'Mutation.createReport': {
    expect: adminOnly(),
    example: () => ({ query: 'mutation { createReport(input: { title: "Market watch", reportType: "INDUSTRY_REPORT" }) { id } }' }),
  },
  'Mutation.updateReport': reportOp('mutation($id: ID!) { updateReport(id: $id, input: { title: "Renamed briefing" }) { id } }'),
  'Mutation.deleteReport': reportOp('mutation($id: ID!) { deleteReport(id: $id) }'),
  'Mutation.publishReport': reportOp('mutation($id: ID!) { publishReport(id: $id, published: true) { id publishedAt } }'),
  'Mutation.addReportSection': reportOp(
    'mutation($id: ID!) { addReportSection(reportId: $id, sectionType: "Header", contentJson: "{\\"text\\":\\"Outlook\\"}") { id } }',
  ),
  'Mutation.removeReportDocument': {
    expect: adminOnly(),
    example: async (f) => {
      const r = await briefing(f);
      return { query: 'mutation($id: ID!, $ref: String!) { removeReportDocument(reportId: $id, ref: $ref) { id } }', variables: { id: r.guid, ref: r.documentRef } };
    },
  },
  'Mutation.updateReportSection': sectionOp('mutation($id: ID!) { updateReportSection(id: $id, contentJson: "{\\"text\\":\\"Summary\\"}") { id } }'),
  'Mutation.removeReportSection': sectionOp('mutation($id: ID!) { removeReportSection(id: $id) { id } }'),
  'Mutation.moveReportSection': sectionOp('mutation($id: ID!) { moveReportSection(id: $id, position: 0) { id } }'),
  'Mutation.answerReportQuestion': {
    expect: adminOnly(),
    example: async (f) => ({ query: 'mutation($id: ID!) { answerReportQuestion(id: $id) { id } }', variables: { id: (await briefing(f)).questionId } }),
  },
};
