import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNSUPPORTED_FILE_MESSAGE } from '@tenderlens/domain/files';
import { ExtractionWorker } from '../files/jobs';
import { extractionHandlers } from '../files/handlers';
import { docxFixture, pdfFixture } from '../files/fixtures';
import { extractText } from '../files/extract';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { extractRequirements, requirementFacts } from './embedded';
import { requirementMessages } from './openai';

describe('the embedded requirement extractor', () => {
  it('finds numbered questions under headings with their weighting and limits', () => {
    const found = extractRequirements([
      { label: 'Page 1', text: 'Invitation to tender\nWinter road maintenance 2027\nSection 3 – Quality questions\n3.1 Describe how you will mobilise the service in the first 30 days. (max 500 words)\nInclude your staffing plan and key milestones.\nWeighting: 15%' },
      { label: 'Page 2', text: 'Q2 What accreditations do you hold?\nWord limit: 250\n5% weighting\nSection 4 – Social value\nQuestion 4:\nExplain how the contract will create local jobs.\nMaximum 2 pages, font Arial 11pt' },
    ]);
    expect(found).toEqual([
      {
        reference: '3.1',
        title: 'Describe how you will mobilise the service in the first 30 days.',
        section: 'Section 3 – Quality questions',
        description: 'Include your staffing plan and key milestones.',
        weighting: 15,
        formattingRequirements: 'Maximum 500 words',
      },
      { reference: '2', title: 'What accreditations do you hold?', section: 'Section 3 – Quality questions', description: null, weighting: 5, formattingRequirements: 'Maximum 250 words' },
      {
        reference: '4',
        title: 'Explain how the contract will create local jobs.',
        section: 'Section 4 – Social value',
        description: 'Maximum 2 pages, font Arial 11pt',
        weighting: null,
        formattingRequirements: 'Maximum 2 pages; Font: Arial 11pt',
      },
    ]);
  });

  it('treats DOCX headings as sections and a bare "2.1 Quality" parent as a sub-heading', () => {
    const found = extractRequirements([
      { label: 'Technical', text: '2.1 Quality\n2.1.1 Provide your quality management approach.\n2.1.2 How do you handle complaints? (maximum 300 words)' },
    ]);
    expect(found.map((r) => [r.reference, r.section, r.formattingRequirements])).toEqual([
      ['2.1.1', 'Technical › Quality', null],
      ['2.1.2', 'Technical', 'Maximum 300 words'],
    ]);
  });

  it('reads no requirement from prose, and no weighting over 100%', () => {
    expect(extractRequirements([{ label: '', text: 'The authority maintains 1,200 miles of road.\nIt was founded in 1974.' }])).toEqual([]);
    expect(requirementFacts('Weighting: 150%').weighting).toBeNull();
  });

  it('sends the model the document text within its budget', () => {
    const messages = requirementMessages([{ label: 'Page 1', text: 'x'.repeat(200_000) }]);
    expect(messages[1]?.content.length).toBe(120_000);
  });
});

const MAYA = 'maya@northwind.test';
const LEO = 'leo@northwind.test';
const SAM = 'sam@freeco.test';

interface ResponseJson {
  id: string;
  reference: string | null;
  title: string;
  section: string | null;
  weighting: number | null;
  formattingRequirements: string | null;
  response: string;
  stageId: string | null;
  assignee: { id: string; name: string } | null;
  changes: { response: string; user: { name: string } | null }[];
}

await describeOnDatabases(
  'bid responses',
  (harness) => {
    let api: ApiHarness;
    let maya: Tokens;
    let leo: Tokens;
    let sam: Tokens;
    let worker: ExtractionWorker;
    let opportunityId: string;

    beforeAll(async () => {
      api = harness();
      [maya, leo, sam] = await Promise.all([api.signIn(MAYA), api.signIn(LEO), api.signIn(SAM)]);
      worker = new ExtractionWorker({ db: api.db.handle.db, storage: api.app.deps.files, logger: pino({ level: 'silent' }), handlers: extractionHandlers });
      const created = await api.graphql<{ createOpportunity: { id: string } }>(maya, 'mutation { createOpportunity(opportunity: { name: "Winter roads" }) { id } }');
      opportunityId = String(created.data?.createOpportunity.id);
    });

    const upload = async (t: Tokens, id: string, file: File) => {
      const form = new FormData();
      form.set('file', file);
      const res = await api.request(`/api/opportunities/${id}/bid_responses/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.token}`, 'x-csrf-token': t.csrfToken },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { source: { id: string; status: string }; error?: { code: string; message: string } } };
    };
    const drain = async () => {
      while (await worker.runOnce()) {
        // each call extracts one queued file
      }
    };
    const LIST = `query($id: ID!) { bidResponses(opportunityId: $id) { total extracting stages { id name }
      sources { id fileName status error responseCount extractor }
      responses { id reference title section weighting formattingRequirements response stageId assignee { id name } changes { response user { name } } } } }`;
    type List = { bidResponses: { total: number; extracting: boolean; stages: { id: string; name: string }[]; sources: { id: string; status: string; error: string | null; responseCount: number; extractor: string | null }[]; responses: ResponseJson[] } };

    it('maya uploads a tender DOCX; while it is read the list says so, then its questions are the responses', async () => {
      const docx = await docxFixture([
        { heading: 'Section 2: Technical', paragraphs: ['2.1 Describe your approach to gritting priority routes. (max 500 words)', 'Weighting: 20%', '2.2 How will you report progress to the council?', 'Word limit: 300'] },
        { heading: 'Section 3: Social value', paragraphs: ['Q5 Explain how you will recruit locally.', '10% weighting'] },
      ]);
      const sent = await upload(maya, opportunityId, new File([Buffer.from(docx)], 'ITT Winter roads.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
      expect(sent.status).toBe(201);
      expect(sent.body.source.status).toBe('processing');
      const before = await api.graphql<List>(maya, LIST, { id: opportunityId });
      expect(before.data?.bidResponses).toMatchObject({ extracting: true, total: 0 });
      await drain();
      const after = (await api.graphql<List>(maya, LIST, { id: opportunityId })).data?.bidResponses;
      expect(after?.extracting).toBe(false);
      expect(after?.sources[0]).toMatchObject({ status: 'complete', responseCount: 3, extractor: 'embedded' });
      expect(after?.stages.map((s) => s.name)).toEqual(['To do', 'Drafting', 'In review', 'Complete']);
      expect(after?.responses.map((r) => [r.reference, r.title, r.section, r.weighting, r.formattingRequirements])).toEqual([
        ['2.1', 'Describe your approach to gritting priority routes.', 'Section 2: Technical', 20, 'Maximum 500 words'],
        ['2.2', 'How will you report progress to the council?', 'Section 2: Technical', null, 'Maximum 300 words'],
        ['5', 'Explain how you will recruit locally.', 'Section 3: Social value', 10, null],
      ]);
      expect(after?.responses.every((r) => r.stageId === after.stages[0]?.id)).toBe(true);
    });

    it('assigning a response to leo notifies him; a new text is kept in its history; others cannot see it', async () => {
      const list = (await api.graphql<List>(maya, LIST, { id: opportunityId })).data?.bidResponses;
      const first = list?.responses[0];
      const users = await api.graphql<{ companyUsers: { id: string; email: string }[] }>(maya, '{ companyUsers { id email } }');
      const leoId = users.data?.companyUsers.find((u) => u.email === LEO)?.id;
      const UPDATE = 'mutation($id: ID!, $input: BidResponseInput!) { updateBidResponse(id: $id, input: $input) { id response dueDate stageId assignee { id name } changes { response user { name } } } }';
      const assigned = await api.graphql<{ updateBidResponse: ResponseJson & { dueDate: string } }>(maya, UPDATE, {
        id: first?.id,
        input: { assigneeId: leoId, dueDate: '2027-01-15', stageId: list?.stages[1]?.id, response: 'We grit priority routes within two hours.' },
      });
      expect(assigned.errors).toBeUndefined();
      expect(assigned.data?.updateBidResponse).toMatchObject({ dueDate: '2027-01-15', assignee: { name: 'Leo Okafor' }, changes: [{ response: 'We grit priority routes within two hours.', user: { name: 'Maya Patel' } }] });
      const notes = await api.graphql<{ notifications: { items: { verb: string; link: string | null; textAttributes: { recordTitle: string | null } }[] } }>(
        leo,
        '{ notifications(limit: 5) { items { verb link textAttributes { recordTitle } } } }',
      );
      expect(notes.data?.notifications.items[0]).toMatchObject({
        verb: 'assign',
        link: `/opportunities/${opportunityId}?response=${first?.id}`,
        textAttributes: { recordTitle: '2.1 Describe your approach to gritting priority routes.' },
      });
      const edited = await api.graphql<{ updateBidResponse: ResponseJson }>(leo, UPDATE, { id: first?.id, input: { response: 'We grit priority routes within ninety minutes.' } });
      expect(edited.data?.updateBidResponse.changes.map((c) => c.user?.name)).toEqual(['Leo Okafor', 'Maya Patel']);
      const other = await api.graphql(sam, 'query($id: ID!) { bidResponse(id: $id) { id } }', { id: first?.id });
      expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const bad = await api.graphql(maya, UPDATE, { id: first?.id, input: { weighting: 140 } });
      expect(bad.errors?.[0]?.message).toContain('Weighting is a percentage');
      const badStage = await api.graphql(maya, UPDATE, { id: first?.id, input: { stageId: '999999' } });
      expect(badStage.errors?.[0]?.message).toContain('not a stage of your bid-response workflow');
    });

    it('exports the live responses to DOCX; a deleted one leaves the list and the export', async () => {
      const list = (await api.graphql<List>(maya, LIST, { id: opportunityId })).data?.bidResponses;
      const last = list?.responses[2];
      const deleted = await api.graphql<{ deleteBidResponse: string }>(maya, 'mutation($id: ID!) { deleteBidResponse(id: $id) }', { id: last?.id });
      expect(deleted.data?.deleteBidResponse).toBe(last?.id);
      const again = (await api.graphql<List>(maya, LIST, { id: opportunityId })).data?.bidResponses;
      expect(again?.total).toBe(2);
      const res = await api.authed(maya, `/api/opportunities/${opportunityId}/bid_responses/export`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('Winter roads - bid responses.docx');
      const text = await extractText(new Uint8Array(await res.arrayBuffer()), { fileName: 'out.docx' });
      const all = text.sections.map((s) => `${s.label}\n${s.text}`).join('\n');
      expect(all).toContain('2.1 Describe your approach to gritting priority routes.');
      expect(all).toContain('We grit priority routes within ninety minutes.');
      expect(all).toContain('Assignee: Leo Okafor');
      expect(all).not.toContain('recruit locally');
    });

    it('a file that cannot be read fails visibly and can be retried; bad uploads are refused', async () => {
      const broken = await upload(maya, opportunityId, new File([Buffer.from('%PDF-1.7 not really')], 'broken.pdf', { type: 'application/pdf' }));
      expect(broken.status).toBe(201);
      await drain();
      const list = (await api.graphql<List>(maya, LIST, { id: opportunityId })).data?.bidResponses;
      const source = list?.sources.find((s) => s.id === broken.body.source.id);
      expect(source?.status).toBe('failed');
      expect(source?.error).toContain('could not be read');
      const retried = await api.graphql<{ extractBidResponses: { status: string } }>(maya, 'mutation($id: ID!) { extractBidResponses(sourceId: $id) { status } }', { id: source?.id });
      expect(retried.data?.extractBidResponses.status).toBe('processing');
      await drain();
      const exe = await upload(maya, opportunityId, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
      expect(exe).toMatchObject({ status: 415, body: { error: { message: UNSUPPORTED_FILE_MESSAGE } } });
      const pdf = await pdfFixture([['1.1 Describe your approach.']]);
      const other = await upload(sam, opportunityId, new File([Buffer.from(pdf)], 'itt.pdf', { type: 'application/pdf' }));
      expect(other.status).toBe(404);
    });
  },

);
