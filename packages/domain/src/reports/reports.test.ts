import { describe, expect, it } from 'vitest';
import { createSchemaClient } from '../testing/schemaClient';
import {
  AddReportSectionMutation,
  AdminReportsQuery,
  ContentLibraryQuery,
  CreateReportMutation,
  DeleteReportMutation,
  MoveReportSectionMutation,
  PublishReportMutation,
  ReportQuery,
  ReportsQuery,
} from './graphql/reports';
import { REPORT_IDS, reportFixtures } from './mocks/fixtures';
import { createReportsMockRoot } from './mocks/handlers';
import { isAllowedEmbed, parseSectionContent, REPORT_SECTION_TYPES, seniorityGroupOf, SECTION_CONTENT_SCHEMAS } from './rules/reports';
import { SECTION_CONTENT_FIXTURES } from './mocks/fixtures';

describe('report rules', () => {
  it('allows https embeds from the allow-list only', () => {
    expect(isAllowedEmbed('https://www.youtube-nocookie.com/embed/x')).toBe(true);
    expect(isAllowedEmbed('http://www.youtube-nocookie.com/embed/x')).toBe(false);
    expect(isAllowedEmbed('https://evil.example/embed')).toBe(false);
    expect(isAllowedEmbed('https://user:pw@player.vimeo.com/video/1')).toBe(false);
    expect(isAllowedEmbed('javascript:alert(1)')).toBe(false);
  });

  it('checks each section type’s content strictly, and every fixture passes', () => {
    for (const t of REPORT_SECTION_TYPES) expect(parseSectionContent(t, SECTION_CONTENT_FIXTURES[t]).ok).toBe(true);
    expect(parseSectionContent('Header', { text: '' })).toEqual({ ok: false, message: 'A heading is required' });
    expect(parseSectionContent('Header', { text: 'x', onload: 'y' }).ok).toBe(false);
    expect(parseSectionContent('RecordList', { recordGuids: [] })).toEqual({ ok: false, message: 'Add at least one record' });
    expect(SECTION_CONTENT_SCHEMAS.Iframe.parse({ src: 'https://player.vimeo.com/video/1', title: 'Video' }).height).toBe(480);
  });

  it('groups contact seniorities as the spec names them', () => {
    expect(seniorityGroupOf('Deputy/Assistant Chief Officer')).toBe('Chief Officer');
    expect(seniorityGroupOf('Chairman')).toBe('C-level & Execs');
    expect(seniorityGroupOf('Third Level/Head of Service/Manager')).toBe('Management');
    expect(seniorityGroupOf('Clerk/Secretary')).toBeNull();
  });
});

describe('report cache', () => {
  it('puts a new report at the head of adminReports, drops a deleted one, and asks readers’ lists again on publish', async () => {
    const { root } = createReportsMockRoot(reportFixtures());
    const { client } = createSchemaClient(root);
    const subs = [
      client.query(AdminReportsQuery, {}).subscribe(() => undefined),
      client.query(ReportsQuery, { reportType: 'CUSTOM_BRIEFING' }).subscribe(() => undefined),
      client.query(ContentLibraryQuery, {}).subscribe(() => undefined),
    ];
    await client.query(AdminReportsQuery, {}).toPromise();
    await client.query(ReportsQuery, { reportType: 'CUSTOM_BRIEFING' }).toPromise();
    await client.query(ContentLibraryQuery, {}).toPromise();
    expect(client.readQuery(ReportsQuery, { reportType: 'CUSTOM_BRIEFING' })?.data?.reports.map((r) => r.id)).toEqual([REPORT_IDS.briefing]);

    const made = await client.mutation(CreateReportMutation, { input: { title: 'Bradford briefing', reportType: 'CUSTOM_BRIEFING', companyGuid: REPORT_IDS.briefing } }).toPromise();
    const id = made.data?.createReport.id ?? '';
    expect(client.readQuery(AdminReportsQuery, {})?.data?.adminReports[0]?.id).toBe(id);

    // A section added answers the whole report: the cached report shows it.
    await client.mutation(AddReportSectionMutation, { reportId: id, sectionType: 'Header', contentJson: JSON.stringify({ text: 'Outlook' }) }).toPromise();
    await client.mutation(AddReportSectionMutation, { reportId: id, sectionType: 'RichText', contentJson: JSON.stringify({ html: '<p>Hi</p>' }) }).toPromise();
    const read = await client.query(ReportQuery, { id }).toPromise();
    expect(read.data?.report.sections.map((s) => s.sectionType)).toEqual(['Header', 'RichText']);
    const second = read.data?.report.sections[1]?.id ?? '';
    await client.mutation(MoveReportSectionMutation, { id: second, position: 0 }).toPromise();
    expect(client.readQuery(ReportQuery, { id })?.data?.report.sections.map((s) => s.sectionType)).toEqual(['RichText', 'Header']);

    await client.mutation(PublishReportMutation, { id, published: true, reportType: 'CUSTOM_BRIEFING', companyGuid: REPORT_IDS.briefing }).toPromise();
    await new Promise((r) => setTimeout(r, 10));
    const lists = await client.query(ReportsQuery, { reportType: 'CUSTOM_BRIEFING' }).toPromise();
    expect(lists.data?.reports.map((r) => r.id)).toEqual([id, REPORT_IDS.briefing]);

    await client.mutation(DeleteReportMutation, { id }).toPromise();
    expect(client.readQuery(AdminReportsQuery, {})?.data?.adminReports.map((r) => r.id)).not.toContain(id);
    subs.forEach((s) => s.unsubscribe());
  });
});
