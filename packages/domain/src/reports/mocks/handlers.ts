import { GraphQLError } from 'graphql';
import { http, HttpResponse, type GraphQLHandler, type HttpHandler } from 'msw';
import type { MockRoot } from '../../mocks/executeMock';
import { featureHandlers, type FeatureScenario } from '../../mocks/featureHandlers';
import type { ReportData } from '../graphql/reports';
import { parseSectionContent, REPORT_SECTION_TYPES, type ReportSectionType, type ReportType } from '../rules/reports';
import { libraryArticlesFixture, NORTHWIND_COMPANY, reportFixtures, sectionFixture, summaryOf } from './fixtures';

export interface ReportsHandlersOptions {
  /** @default 'default' */
  scenario?: FeatureScenario;
  reports?: ReportData[];
  /** The reader lacks CONTACTS: Contacts sections come back withheld. @default false */
  contactsLocked?: boolean;
  /** The reader is not an admin: authoring is refused. @default false */
  notAdmin?: boolean;
  /** Writes fail (failure messages). @default false */
  failMutations?: boolean;
}

const notFound = () => new GraphQLError('Report not found', { extensions: { code: 'NOT_FOUND' } });
const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** In-memory reports behaving as the API does: readers see published ones, admins author. */
export function createReportsMockRoot(initial: ReportData[], options: ReportsHandlersOptions = {}) {
  const reports = initial.map((r) => ({ ...r, sections: [...r.sections] }));
  let next = 1;
  let nextSection = 900;
  const find = (id: unknown) => {
    const r = reports.find((x) => x.id === String(id));
    if (!r) throw notFound();
    return r;
  };
  const admin = () => {
    if (options.notAdmin) throw new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN', reason: 'forbidden' } });
  };
  const sectionOwner = (id: unknown) => {
    const r = reports.find((x) => x.sections.some((s) => s.id === String(id)));
    if (!r) throw new GraphQLError('Section not found', { extensions: { code: 'NOT_FOUND' } });
    return r;
  };
  const renumber = (r: ReportData) => {
    r.sections = r.sections.map((s, i) => ({ ...s, position: i }));
    return r;
  };
  const content = (type: ReportSectionType, json: unknown) => {
    const parsed = parseSectionContent(type, JSON.parse(String(json)));
    if (!parsed.ok) throw badInput(parsed.message);
    return parsed.content;
  };
  const root: MockRoot = {
    reports: (args) => reports.filter((r) => r.publishedAt && r.reportType === (args['reportType'] as ReportType)).map(summaryOf),
    report: (args) => {
      const r = find(args['id']);
      if (!r.publishedAt && options.notAdmin) throw notFound();
      return r;
    },
    contentLibrary: () => ({
      reports: reports.filter((r) => r.publishedAt && r.reportType === 'INDUSTRY_REPORT').map(summaryOf),
      articles: reports.some((r) => r.publishedAt && r.reportType === 'INDUSTRY_REPORT') ? libraryArticlesFixture : [],
    }),
    adminReports: () => {
      admin();
      return reports.map(summaryOf);
    },
    createReport: (args) => {
      admin();
      const input = args['input'] as { title: string; reportType: ReportType; companyGuid?: string | null; description?: string | null };
      if (!input.title.trim()) throw badInput('A title is required');
      if (input.reportType === 'CUSTOM_BRIEFING' && !input.companyGuid) throw badInput('A custom briefing is for a company: choose one');
      const made: ReportData = {
        __typename: 'Report',
        id: `5e7a1b20-0000-4000-8000-${String(100 + next++).padStart(12, '0')}`,
        title: input.title,
        description: input.description ?? null,
        reportType: input.reportType,
        label: null,
        publishedAt: null,
        pdfUrl: '',
        coverImageUrl: null,
        company: input.reportType === 'CUSTOM_BRIEFING' ? NORTHWIND_COMPANY : null,
        updatedAt: '2026-11-25T09:00:00.000Z',
        adminNotes: null,
        documents: [],
        sections: [],
      };
      made.pdfUrl = `/api/reports/${made.id}/pdf`;
      reports.unshift(made);
      return made;
    },
    updateReport: (args) => {
      admin();
      return Object.assign(find(args['id']), args['input'] as object);
    },
    deleteReport: (args) => {
      admin();
      reports.splice(reports.indexOf(find(args['id'])), 1);
      return true;
    },
    publishReport: (args) => {
      admin();
      const r = find(args['id']);
      r.publishedAt = args['published'] ? '2026-11-25T09:00:00.000Z' : null;
      if (args['reportType'] === 'INDUSTRY_REPORT') Object.assign(r, { reportType: 'INDUSTRY_REPORT', company: null });
      if (args['reportType'] === 'CUSTOM_BRIEFING') Object.assign(r, { reportType: 'CUSTOM_BRIEFING', company: NORTHWIND_COMPANY });
      return r;
    },
    addReportSection: (args) => {
      admin();
      const r = find(args['reportId']);
      const type = args['sectionType'] as ReportSectionType;
      if (!REPORT_SECTION_TYPES.includes(type)) throw badInput('Unknown section type');
      const stored = content(type, args['contentJson']);
      r.sections.push({ ...sectionFixture(type, r.sections.length), id: String(nextSection++), title: (args['title'] as string | null) ?? null, contentJson: JSON.stringify(stored), answer: null, answeredBy: null, answeredAt: null });
      return r;
    },
    updateReportSection: (args) => {
      admin();
      const r = sectionOwner(args['id']);
      r.sections = r.sections.map((s) =>
        s.id === String(args['id']) ? { ...s, title: (args['title'] as string | null) ?? null, contentJson: JSON.stringify(content(s.sectionType, args['contentJson'])) } : s,
      );
      return r;
    },
    removeReportSection: (args) => {
      admin();
      const r = sectionOwner(args['id']);
      r.sections = r.sections.filter((s) => s.id !== String(args['id']));
      return renumber(r);
    },
    moveReportSection: (args) => {
      admin();
      const r = sectionOwner(args['id']);
      const moving = r.sections.find((s) => s.id === String(args['id']));
      const rest = r.sections.filter((s) => s !== moving);
      if (moving) rest.splice(Math.min(Number(args['position']), rest.length), 0, moving);
      r.sections = rest;
      return renumber(r);
    },
    answerReportQuestion: (args) => {
      admin();
      const r = sectionOwner(args['id']);
      r.sections = r.sections.map((s) => (s.id === String(args['id']) ? { ...s, answer: sectionFixture('AiQuestion').answer, answeredBy: 'embedded', answeredAt: '2026-11-25T09:00:00.000Z' } : s));
      return r;
    },
    removeReportDocument: (args) => {
      admin();
      const r = find(args['reportId']);
      r.documents = r.documents.filter((d) => d.ref !== args['ref']);
      return r;
    },
  };
  return { root, reports };
}

const MINIMAL_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';

/** GraphQL and REST mocks for reports. */
export function reportsHandlers(options: ReportsHandlersOptions = {}): (GraphQLHandler | HttpHandler)[] {
  const initial = options.scenario === 'empty' ? [] : (options.reports ?? reportFixtures({ contactsLocked: options.contactsLocked ?? false }));
  const { root, reports } = createReportsMockRoot(initial, options);
  return [
    ...featureHandlers(
      root,
      {
        queries: ['Reports', 'Report', 'ContentLibrary', 'AdminReports'],
        mutations: [
          'CreateReport', 'UpdateReport', 'DeleteReport', 'PublishReport', 'AddReportSection', 'UpdateReportSection',
          'RemoveReportSection', 'MoveReportSection', 'AnswerReportQuestion', 'RemoveReportDocument',
        ],
      },
      options,
    ),
    http.get('*/api/reports/:reportId/pdf', () => new HttpResponse(MINIMAL_PDF, { headers: { 'content-type': 'application/pdf' } })),
    http.get('*/api/reports/:reportId/documents/:ref', () => new HttpResponse('Counted by hand.', { headers: { 'content-type': 'text/plain' } })),
    http.post('*/api/reports/:reportId/documents', async ({ params, request }) => {
      const body = (await request.json()) as { title?: string; url?: string; caption?: string; description?: string };
      const r = reports.find((x) => x.id === params['reportId']);
      if (!r) return HttpResponse.json({ error: { code: 'not_found', message: 'Report not found' } }, { status: 404 });
      const ref = (body.title ?? 'document').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'document';
      r.documents = [
        ...r.documents,
        { ref, title: body.title ?? '', description: body.description ?? null, caption: body.caption ?? null, url: body.url ?? null, path: `/reports/${r.id}/documents/${ref}`, mimeType: null, sizeBytes: null },
      ];
      return HttpResponse.json({ id: r.id }, { status: 201 });
    }),
    http.post('*/api/public_reports/', () =>
      HttpResponse.json({ reports: reports.filter((r) => r.publishedAt && r.reportType === 'INDUSTRY_REPORT').map((r) => ({ id: r.id, title: r.title })) }),
    ),
  ];
}
