import { GraphQLError } from 'graphql';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { MockRoot } from '../../mocks/executeMock';
import { featureHandlers, type FeatureScenario } from '../../mocks/featureHandlers';
import { UNSUPPORTED_FILE_MESSAGE, extractableKindOf } from '../../files/index';
import { teamUserFixtures } from '../../leads/mocks/fixtures';
import type { BidResponseChangeData, BidResponseData, BidResponseSourceData, BidResponseStageData } from '../graphql/bidResponses';

/** extracting: a tender document is being read; failed: its extraction failed; guest: writes are refused. */
export type BidResponsesScenario = FeatureScenario | 'extracting' | 'failed' | 'guest';

export interface BidResponsesHandlersOptions {
  /** @default 'default' */
  scenario?: BidResponsesScenario;
}

export const bidResponseStageFixtures: BidResponseStageData[] = [
  { __typename: 'BidResponseStage', id: '901', name: 'To do', color: 'grey', order: 0 },
  { __typename: 'BidResponseStage', id: '902', name: 'Drafting', color: 'blue', order: 1 },
  { __typename: 'BidResponseStage', id: '903', name: 'In review', color: 'orange', order: 2 },
  { __typename: 'BidResponseStage', id: '904', name: 'Complete', color: 'green', order: 3 },
];

const person = (u: { id: string; firstName: string; lastName: string }) => ({ __typename: 'BidResponseUser' as const, id: u.id, name: `${u.firstName} ${u.lastName}` });

export function bidResponseFixture(id: string, opportunityId: string, over: Partial<BidResponseData> = {}): BidResponseData {
  return {
    __typename: 'BidResponse',
    id,
    opportunityId,
    reference: '2.1',
    title: 'Describe your approach to service transition.',
    section: 'Section 2: Technical',
    description: 'Include your plan for the first 90 days.',
    weighting: 15,
    formattingRequirements: 'Maximum 500 words',
    response: '',
    stageId: '901',
    assignee: null,
    reviewer: null,
    dueDate: null,
    source: { __typename: 'BidResponseSourceFile', id: '701', fileName: 'ITT Leeds cloud hosting.pdf' },
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...over,
  };
}

export function bidResponseFixtures(opportunityId: string): BidResponseData[] {
  return [
    bidResponseFixture('801', opportunityId, { assignee: person(teamUserFixtures.maya), stageId: '902', dueDate: '2026-12-04', response: 'We will run a three-phase transition.' }),
    bidResponseFixture('802', opportunityId, {
      reference: '2.2',
      title: 'How will you keep the service secure?',
      description: null,
      weighting: 10,
      formattingRequirements: 'Maximum 300 words',
      reviewer: person(teamUserFixtures.leo),
    }),
    bidResponseFixture('803', opportunityId, { reference: '5', title: 'Explain how you will recruit locally.', section: 'Section 3: Social value', description: null, weighting: 10, formattingRequirements: null }),
  ];
}

const source = (over: Partial<BidResponseSourceData> = {}): BidResponseSourceData => ({
  __typename: 'BidResponseSource',
  id: '701',
  fileName: 'ITT Leeds cloud hosting.pdf',
  sizeBytes: 482_113,
  status: 'complete',
  error: null,
  responseCount: 3,
  createdAt: '2026-11-20T09:30:00.000Z',
  ...over,
});

/** In-memory bid responses behaving as the API does (list, edit with history, soft delete, retry). */
export function createBidResponsesMockRoot(options: BidResponsesHandlersOptions = {}) {
  const scenario = options.scenario ?? 'default';
  const lists = new Map<string, { responses: BidResponseData[]; sources: BidResponseSourceData[] }>();
  const changes = new Map<string, BidResponseChangeData[]>();
  const listOf = (opportunityId: string) => {
    let list = lists.get(opportunityId);
    if (!list) {
      list =
        scenario === 'empty'
          ? { responses: [], sources: [] }
          : scenario === 'extracting'
            ? { responses: [], sources: [source({ id: '702', fileName: 'ITT Leeds cloud hosting.pdf', status: 'processing', responseCount: 0 })] }
            : scenario === 'failed'
              ? { responses: [], sources: [source({ id: '703', fileName: 'Scanned tender.pdf', status: 'failed', error: 'The PDF file could not be read: Invalid PDF structure', responseCount: 0 })] }
              : { responses: bidResponseFixtures(opportunityId), sources: [source()] };
      lists.set(opportunityId, list);
    }
    return list;
  };
  const refuseGuest = () => {
    if (scenario === 'guest') throw new GraphQLError('You do not have permission to do that', { extensions: { code: 'FORBIDDEN', reason: 'forbidden' } });
  };
  const find = (id: unknown) => {
    for (const list of lists.values()) {
      const r = list.responses.find((x) => x.id === String(id));
      if (r) return { list, r };
    }
    throw new GraphQLError('Bid response not found', { extensions: { code: 'NOT_FOUND' } });
  };
  const users = Object.values(teamUserFixtures);
  const withChanges = (r: BidResponseData) => ({ ...r, changes: changes.get(r.id) ?? [] });
  const root: MockRoot = {
    bidResponses: (args) => {
      const opportunityId = String(args['opportunityId']);
      const list = listOf(opportunityId);
      return {
        __typename: 'BidResponses',
        opportunityId,
        total: list.responses.length,
        extracting: list.sources.some((s) => s.status === 'processing'),
        responses: list.responses,
        sources: list.sources,
        stages: bidResponseStageFixtures,
      };
    },
    bidResponse: (args) => withChanges(find(args['id']).r),
    bidResponseProgress: (args) =>
      ((args['opportunityIds'] as string[] | undefined) ?? []).map((opportunityId) => {
        const list = listOf(String(opportunityId));
        return { __typename: 'BidResponseProgress', opportunityId: String(opportunityId), total: list.responses.length, complete: list.responses.filter((r) => r.stageId === '904').length };
      }),
    updateBidResponse: (args) => {
      refuseGuest();
      const { r } = find(args['id']);
      const input = (args['input'] ?? {}) as Record<string, unknown>;
      if (typeof input['weighting'] === 'number' && (input['weighting'] < 0 || input['weighting'] > 100)) {
        throw new GraphQLError('Weighting is a percentage (0–100)', { extensions: { code: 'BAD_USER_INPUT' } });
      }
      for (const [k, v] of Object.entries(input)) {
        if (k === 'assigneeId' || k === 'reviewerId') {
          const u = v === null ? null : users.find((x) => x.id === String(v));
          r[k === 'assigneeId' ? 'assignee' : 'reviewer'] = u ? person(u) : null;
        } else if (k === 'response' && typeof v === 'string' && v !== r.response) {
          r.response = v;
          changes.set(r.id, [
            { __typename: 'BidResponseChange', id: String(Date.now()), response: v, createdAt: new Date('2026-11-25T10:00:00Z').toISOString(), user: person(teamUserFixtures.maya) },
            ...(changes.get(r.id) ?? []),
          ]);
        } else (r as unknown as Record<string, unknown>)[k] = v;
      }
      return withChanges(r);
    },
    createBidResponse: (args) => {
      refuseGuest();
      const list = listOf(String(args['opportunityId']));
      const input = (args['input'] ?? {}) as Record<string, unknown>;
      const made = bidResponseFixture(String(900 + list.responses.length), String(args['opportunityId']), { reference: null, title: String(input['title'] ?? ''), section: null, description: null, weighting: null, formattingRequirements: null, source: null });
      list.responses.push(made);
      return made;
    },
    deleteBidResponse: (args) => {
      refuseGuest();
      const { list, r } = find(args['id']);
      list.responses.splice(list.responses.indexOf(r), 1);
      return r.id;
    },
    extractBidResponses: (args) => {
      refuseGuest();
      for (const list of lists.values()) {
        const s = list.sources.find((x) => x.id === String(args['sourceId']));
        if (s) {
          s.status = 'processing';
          s.error = null;
          return s;
        }
      }
      throw new GraphQLError('Tender document not found', { extensions: { code: 'NOT_FOUND' } });
    },
  };
  return { root, lists };
}

/** GraphQL and REST mocks of bid responses (the mock root above, the tender upload and the export). */
export function bidResponsesHandlers(options: BidResponsesHandlersOptions = {}): RequestHandler[] {
  const scenario = options.scenario ?? 'default';
  const { root, lists } = createBidResponsesMockRoot(options);
  return [
    ...featureHandlers(
      root,
      { queries: ['BidResponses', 'BidResponse', 'BidResponseProgress'], mutations: ['UpdateBidResponse', 'CreateBidResponse', 'DeleteBidResponse', 'ExtractBidResponses'] },
      { scenario: scenario === 'error' || scenario === 'loading' ? scenario : 'default' },
    ),
    http.post('*/api/opportunities/:id/bid_responses/upload', async ({ request, params }) => {
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'guest') return HttpResponse.json({ error: { code: 'forbidden', message: 'You do not have permission to do that' } }, { status: 403 });
      const form = await request.formData();
      const file = form.get('file');
      if (!(file instanceof File)) return HttpResponse.json({ error: { code: 'bad_request', message: 'Choose a file to upload' } }, { status: 400 });
      if (!extractableKindOf(file.name, file.type)) return HttpResponse.json({ error: { code: 'unsupported_file', message: UNSUPPORTED_FILE_MESSAGE } }, { status: 415 });
      const id = String(params['id']);
      root['bidResponses']?.({ opportunityId: id });
      const list = lists.get(id);
      const made = source({ id: String(710 + (list?.sources.length ?? 0)), fileName: file.name, status: 'processing', responseCount: 0, sizeBytes: file.size });
      list?.sources.unshift(made);
      return HttpResponse.json({ source: made }, { status: 201 });
    }),
    http.get('*/api/opportunities/:id/bid_responses/export', () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } }),
    ),
  ];
}
