import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_SECTION_TYPES } from '@tenderlens/domain/reports';
import { describeOnDatabases, type Tokens } from '../testing/api';
import { FX, seedSearchFixtures } from '../testing/searchFixtures';
import { answerFingerprint, createOpenAiAnswerer, embeddedAnswer, type AnswerRecord } from './ai';
import { richTextLines } from './pdf';
import { sanitiseRichText } from './service';

interface Section {
  id: string;
  sectionType: string;
  contentJson: string;
  answer: string | null;
  records: { guid: string; value: number | null; redacted: boolean; buyerName: string | null }[];
  contactGroups: { group: string; total: number; locked: boolean; contacts: { name: string }[] }[];
}
interface Report {
  id: string;
  title: string;
  publishedAt: string | null;
  adminNotes: string | null;
  documents: { ref: string; path: string }[];
  sections: Section[];
}
const REPORT = `id title publishedAt adminNotes documents { ref path }
  sections { id sectionType contentJson answer records { guid value redacted buyerName } contactGroups { group total locked contacts { name } } }`;

const RECORD: AnswerRecord = {
  name: 'Cloud hosting',
  stage: 'TENDER',
  buyer: 'Leeds City Council',
  value: 400000,
  currency: 'GBP',
  publishDate: '2026-10-01T00:00:00.000Z',
  closeDate: '2026-12-01T00:00:00.000Z',
  expiryDate: null,
  description: 'Managed cloud hosting',
};

describe('report pieces', () => {
  it('keeps safe rich text and removes scripts, handlers and javascript links', () => {
    const html = sanitiseRichText('<p onclick="x()">Hi <a href="javascript:alert(1)">x</a><a href="https://a.test">a</a><script>bad()</script><img src=x onerror=y></p>');
    expect(html).toBe('<p>Hi <a rel="noopener noreferrer" target="_blank">x</a><a href="https://a.test" rel="noopener noreferrer" target="_blank">a</a></p>');
    expect(richTextLines('<h2>Title</h2><ul><li>One &amp; two</li></ul>')).toEqual(['Title', '• One & two']);
  });

  it('answers from the records that bear on the question, and fingerprints the question and records', () => {
    const answer = embeddedAnswer('Which cloud contracts close first?', [RECORD, { ...RECORD, name: 'Roads', description: 'Resurfacing', closeDate: null }]);
    expect(answer).toContain("1 of the report's 2 records bear on this question.");
    expect(answer).toContain('£400,000');
    expect(answer).toContain('Earliest close date: 2026-12-01 (Cloud hosting).');
    expect(embeddedAnswer('Anything?', [])).toBe('This report has no records to answer from.');
    expect(answerFingerprint('Q?', [RECORD])).toBe(answerFingerprint(' q? ', [RECORD]));
    expect(answerFingerprint('Q?', [RECORD])).not.toBe(answerFingerprint('Q?', [{ ...RECORD, value: 1 }]));
  });

  it('asks an OpenAI-compatible service, retrying with back-off when it fails', async () => {
    let calls = 0;
    const waits: number[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      calls++;
      if (calls === 1) return new Response('busy', { status: 503 });
      const body = JSON.parse(String(init.body)) as { messages: { content: string }[] };
      expect(body.messages[1]?.content).toContain('Cloud hosting');
      return Response.json({ choices: [{ message: { content: '{"answer":"Cloud hosting closes first."}' } }] });
    }) as typeof globalThis.fetch;
    const answerer = createOpenAiAnswerer({ baseUrl: 'http://ai.test/v1', apiKey: 'k', model: 'm', timeoutMs: 1000, fetch }, async (ms) => {
      waits.push(ms);
    });
    expect(await answerer.answer('What closes first?', [RECORD])).toBe('Cloud hosting closes first.');
    expect(calls).toBe(2);
    expect(waits).toEqual([1000]);
  });
});

await describeOnDatabases('reports: custom briefings and industry reports', (api) => {
  let maya: Tokens;
  let sam: Tokens;
  let admin: Tokens;
  let northwind: string;

  const gql = async <T>(who: Tokens, query: string, variables?: Record<string, unknown>) => {
    const res = await api().graphql<T>(who, query, variables);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data;
  };
  const add = (id: string, sectionType: string, content: unknown) =>
    api().graphql<{ addReportSection: Report }>(
      admin,
      `mutation($id: ID!, $t: String!, $c: String!) { addReportSection(reportId: $id, sectionType: $t, contentJson: $c) { ${REPORT} } }`,
      { id, t: sectionType, c: JSON.stringify(content) },
    );

  beforeAll(async () => {
    const db = api().app.database.db;
    await seedSearchFixtures(db);
    maya = await api().signIn('maya@northwind.test');
    sam = await api().signIn('sam@freeco.test');
    admin = await api().signIn('admin@tenderlens.test');
    const [row] = ((await db.execute(sql`select guid::text as guid from companies where name = 'Northwind Digital Ltd' limit 1`)) as unknown as { rows: { guid: string }[] }).rows;
    northwind = row?.guid ?? '';
    await db.execute(sql`insert into contacts (organisation_id, first_name, last_name, job_title, seniority)
      select o.id, x.f, x.l, x.t, x.s from organisations o, (values ('Ada', 'Chief', 'Chief Executive', 'Chief Officer'),
        ('Ben', 'Board', 'Chair', 'Chairman'), ('Cas', 'Head', 'Head of Procurement', 'Second Level / Head of Service'),
        ('Dee', 'Clerk', 'Clerk', 'Clerk/Secretary')) as x(f, l, t, s) where o.guid = ${FX.buyers.leeds}::uuid`);
  });

  it('lets an admin build a briefing with every section type, publish it to Northwind, and only Northwind read it', async () => {
    expect(northwind).not.toBe('');
    const created = await gql<{ createReport: Report }>(
      admin,
      `mutation($c: String) { createReport(input: { title: "Leeds briefing", reportType: "CUSTOM_BRIEFING", companyGuid: $c, adminNotes: "Draft for Maya" }) { ${REPORT} } }`,
      { c: northwind },
    );
    const id = created.createReport.id;
    const doc = await api().authed(admin, `/api/reports/${id}/documents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Method note', file: { mime_type: 'text/plain', content_base64: Buffer.from('Counted by hand.').toString('base64') } }),
    });
    expect(doc.status).toBe(201);
    const contents: Record<string, unknown> = {
      Header: { text: 'Leeds outlook' },
      RichText: { html: '<p>Hello <script>x()</script><strong>Leeds</strong></p>' },
      RecordList: { recordGuids: [FX.notices.leedsCloud, FX.notices.leedsDataAward] },
      LinkList: { links: [{ url: 'https://news.test/a', title: 'Council budget' }] },
      DocumentList: { refs: ['method-note'] },
      CpvChart: { buyerGuid: FX.buyers.leeds },
      Suppliers: { buyerGuid: FX.buyers.leeds },
      Contacts: { buyerGuid: FX.buyers.leeds },
      Iframe: { src: 'https://www.youtube-nocookie.com/embed/abc', title: 'Briefing video', height: 400 },
      AiQuestion: { question: 'Which cloud contracts close first?' },
    };
    for (const t of REPORT_SECTION_TYPES) expect((await add(id, t, contents[t])).errors).toBeUndefined();
    const refused = await add(id, 'Iframe', { src: 'https://evil.test/x', title: 'x', height: 400 });
    expect(refused.errors?.[0]?.message).toContain('Embeds must be https from');

    // Before publishing, Maya cannot see it.
    const before = await api().graphql(maya, 'query($id: ID!) { report(id: $id) { id } }', { id });
    expect(before.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const built = (await gql<{ report: Report }>(admin, `query($id: ID!) { report(id: $id) { ${REPORT} } }`, { id })).report;
    expect(built.sections.map((s) => s.sectionType)).toEqual([...REPORT_SECTION_TYPES]);
    expect(JSON.parse(built.sections.find((s) => s.sectionType === 'RichText')!.contentJson)).toEqual({ html: '<p>Hello <strong>Leeds</strong></p>' });
    const question = built.sections.find((s) => s.sectionType === 'AiQuestion')!;
    const answered = await gql<{ answerReportQuestion: Report }>(admin, `mutation($id: ID!) { answerReportQuestion(id: $id) { ${REPORT} } }`, { id: question.id });
    expect(answered.answerReportQuestion.sections.find((s) => s.id === question.id)?.answer).toContain('bear on this question');

    // Reorder: the question moves to the top.
    const moved = await gql<{ moveReportSection: Report }>(admin, `mutation($id: ID!) { moveReportSection(id: $id, position: 0) { ${REPORT} } }`, { id: question.id });
    expect(moved.moveReportSection.sections[0]?.sectionType).toBe('AiQuestion');
    expect(moved.moveReportSection.sections[1]?.sectionType).toBe('RichText');

    await gql(admin, `mutation($id: ID!, $c: String) { publishReport(id: $id, published: true, reportType: "CUSTOM_BRIEFING", companyGuid: $c) { id } }`, { id, c: northwind });

    const list = await gql<{ reports: { id: string }[] }>(maya, '{ reports(reportType: "CUSTOM_BRIEFING") { id } }');
    expect(list.reports.map((r) => r.id)).toContain(id);
    const read = (await gql<{ report: Report }>(maya, `query($id: ID!) { report(id: $id) { ${REPORT} } }`, { id })).report;
    expect(read.adminNotes).toBeNull();
    const records = read.sections.find((s) => s.sectionType === 'RecordList')!.records;
    expect(records.map((r) => r.guid)).toEqual([FX.notices.leedsCloud, FX.notices.leedsDataAward]);
    expect(records[1]).toMatchObject({ value: 250000, redacted: false });
    const contacts = read.sections.find((s) => s.sectionType === 'Contacts')!.contactGroups;
    expect(contacts.map((g) => [g.group, g.total, g.locked])).toEqual([
      ['Chief Officer', 1, false],
      ['C-level & Execs', 1, false],
      ['Management', 1, false],
    ]);
    expect(contacts[0]?.contacts[0]?.name).toBe('Ada Chief');

    const file = await api().authed(maya, `/api/reports/${id}/documents/method-note`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('Counted by hand.');
    const pdf = await api().authed(maya, `/api/reports/${id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    // Sam (FreeCo) is not Northwind: the briefing is not there for him.
    const other = await api().graphql(sam, 'query($id: ID!) { report(id: $id) { id } }', { id });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await api().authed(sam, `/api/reports/${id}/pdf`)).status).toBe(404);
    expect((await gql<{ reports: { id: string }[] }>(sam, '{ reports(reportType: "CUSTOM_BRIEFING") { id } }')).reports).toEqual([]);
  });

  it('publishes an industry report to everyone: Free sees it with award values redacted and contacts blurred', async () => {
    const created = await gql<{ createReport: Report }>(admin, 'mutation { createReport(input: { title: "Cloud market", reportType: "INDUSTRY_REPORT", label: "Market" }) { id } }');
    const id = created.createReport.id;
    await add(id, 'RecordList', { recordGuids: [FX.notices.leedsDataAward] });
    await add(id, 'Contacts', { buyerGuid: FX.buyers.leeds });
    await add(id, 'LinkList', { links: [{ url: 'https://news.test/cloud', title: 'Cloud spending rises', src_url: 'https://news.test' }] });
    await gql(admin, 'mutation($id: ID!) { publishReport(id: $id, published: true) { id } }', { id });

    const read = (await gql<{ report: Report }>(sam, `query($id: ID!) { report(id: $id) { ${REPORT} } }`, { id })).report;
    expect(read.sections[0]?.records[0]).toMatchObject({ value: null, redacted: true });
    expect(read.sections[1]?.contactGroups.every((g) => g.locked && g.contacts.length === 0)).toBe(true);
    expect(read.sections[1]?.contactGroups[0]?.total).toBe(1);

    const library = await gql<{ contentLibrary: { reports: { id: string }[]; articles: { title: string; reportId: string }[] } }>(
      sam,
      '{ contentLibrary { reports { id } articles { title reportId } } }',
    );
    expect(library.contentLibrary.reports.map((r) => r.id)).toContain(id);
    expect(library.contentLibrary.articles).toContainEqual({ title: 'Cloud spending rises', reportId: id });

    const pub = await api().authed(sam, '/api/public_reports/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ label: 'Market' }) });
    expect(pub.status).toBe(200);
    expect(((await pub.json()) as { reports: { id: string }[] }).reports.map((r) => r.id)).toEqual([id]);

    // Withdrawn: gone for readers.
    await gql(admin, 'mutation($id: ID!) { publishReport(id: $id, published: false) { id } }', { id });
    expect((await gql<{ reports: { id: string }[] }>(sam, '{ reports(reportType: "INDUSTRY_REPORT") { id } }')).reports).toEqual([]);
  });

  it('refuses authoring to non-admins and bad content to admins', async () => {
    const res = await api().graphql(maya, 'mutation { createReport(input: { title: "Mine", reportType: "INDUSTRY_REPORT" }) { id } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const noCompany = await api().graphql(admin, 'mutation { createReport(input: { title: "Mine", reportType: "CUSTOM_BRIEFING" }) { id } }');
    expect(noCompany.errors?.[0]?.message).toBe('A custom briefing is for a company: choose one');
    const created = await gql<{ createReport: Report }>(admin, 'mutation { createReport(input: { title: "Checks", reportType: "INDUSTRY_REPORT" }) { id } }');
    const bad = await add(created.createReport.id, 'RecordList', { recordGuids: ['nope'] });
    expect(bad.errors?.[0]?.message).toBe('Not a guid');
    const extra = await add(created.createReport.id, 'Header', { text: 'x', script: 'y' });
    expect(extra.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
