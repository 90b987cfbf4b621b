import { GraphQLError } from 'graphql';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { MockRoot } from '../../mocks/executeMock';
import { featureHandlers, type FeatureScenario } from '../../mocks/featureHandlers';
import { DOCUMENTS_PAGE_SIZE, FOLDER_REFUSAL_MESSAGES, INVALID_LINK_MESSAGE, UNSUPPORTED_FILE_MESSAGE, extractableKindOf, folderNameProblem } from '../../files/index';
import type { DocumentData } from '../graphql/documents';
import { ORGANISATION_GUIDS } from '../../organisations/mocks/fixtures';

export type DocumentsScenario = FeatureScenario | 'locked' | 'guest' | 'processing' | 'failed';

export interface DocumentsHandlersOptions {
  /** @default 'default' */
  scenario?: DocumentsScenario;
  documents?: DocumentData[];
}

/** The buyer the fixtures belong to: Leeds, the buyer page's mock buyer (its Documents section lists them). */
export const DOCUMENTS_BUYER_GUID = ORGANISATION_GUIDS.leeds;

export function documentFixture(id: string, title: string, over: Partial<DocumentData> = {}): DocumentData {
  return {
    __typename: 'Document',
    id,
    title,
    description: null,
    category: 'Specification',
    documentType: 'PDF',
    fileName: `${title.toLowerCase().replace(/\s+/g, '-')}.pdf`,
    uiPath: '/',
    status: 'complete',
    error: null,
    pageCount: 12,
    sizeBytes: 482_113,
    publishedAt: '2026-10-02T00:00:00.000Z',
    createdAt: '2026-11-20T09:30:00.000Z',
    signalScore: 50,
    ownerType: 'buyer',
    ownerGuid: DOCUMENTS_BUYER_GUID,
    downloadUrl: `/api/documents/download?id=${id}`,
    ...over,
  };
}

export function documentFixtures(): DocumentData[] {
  return [
    documentFixture('5d0c0000-0000-4000-8000-000000000001', 'Winter maintenance specification'),
    documentFixture('5d0c0000-0000-4000-8000-000000000002', 'Cloud hosting pricing schedule', { documentType: 'XLSX', fileName: 'pricing.xlsx', signalScore: 75, pageCount: 3 }),
    documentFixture('5d0c0000-0000-4000-8000-000000000003', 'Supplier questionnaire', { documentType: 'DOCX', fileName: 'questionnaire.docx', signalScore: 0, ownerType: null, ownerGuid: null }),
    documentFixture('5d0c0000-0000-4000-8000-000000000004', 'Bid clarifications', { documentType: 'DOCX', fileName: 'clarifications.docx', signalScore: 25, ownerType: null, ownerGuid: null, uiPath: '/Bids/2026' }),
  ];
}

const PAYWALL = { code: 'FORBIDDEN', reason: 'paywall', dataType: 'DOCUMENTS' };

/** In-memory documents behaving as the API does (search by words, owner filter, delete, reprocess). */
export function createDocumentsMockRoot(options: DocumentsHandlersOptions = {}): { root: MockRoot; docs: DocumentData[]; folders: Set<string> } {
  const scenario = options.scenario ?? 'default';
  const docs: DocumentData[] =
    scenario === 'empty'
      ? []
      : scenario === 'processing'
        ? [documentFixture('5d0c0000-0000-4000-8000-000000000009', 'Tender pack', { status: 'processing', pageCount: null, signalScore: 0 }), ...documentFixtures()]
        : scenario === 'failed'
          ? [documentFixture('5d0c0000-0000-4000-8000-000000000008', 'Scanned drawings', { status: 'failed', error: 'The PDF file could not be read', pageCount: null, signalScore: 0 }), ...documentFixtures()]
          : [...(options.documents ?? documentFixtures())];
  const refuse = () => {
    if (scenario === 'locked') throw new GraphQLError('This needs the DOCUMENTS data type', { extensions: PAYWALL });
    if (scenario === 'guest') throw new GraphQLError('You do not have permission to do that', { extensions: { code: 'FORBIDDEN', reason: 'forbidden' } });
  };
  const find = (id: unknown) => {
    const d = docs.find((x) => x.id === String(id));
    if (!d) throw new GraphQLError('No such document', { extensions: { code: 'NOT_FOUND' } });
    return d;
  };
  const folders = new Set<string>(scenario === 'empty' ? [] : ['/Frameworks']);
  const prefixOf = (path: string) => (path === '/' ? '/' : `${path}/`);
  const folderExists = (path: string) => folders.has(path) || docs.some((d) => d.uiPath === path || d.uiPath.startsWith(`${path}/`));
  const root: MockRoot = {
    documentFolder: (args) => {
      refuse();
      const path = String(args['path'] ?? '/');
      const prefix = prefixOf(path);
      const names = new Set<string>();
      for (const p of [...docs.map((d) => d.uiPath), ...folders]) if (p.startsWith(prefix) && p !== path) names.add(p.slice(prefix.length).split('/')[0]!);
      return {
        __typename: 'DocumentFolder',
        path,
        folders: [...names].sort().map((n) => ({ __typename: 'DocumentFolderEntry', fileName: n, uiPath: `${prefix}${n}`, isFolder: true })),
        documents: docs.filter((d) => d.uiPath === path),
      };
    },
    createCustomerDocument: (args) => {
      refuse();
      const name = String(args['fileName']).trim();
      const problem = folderNameProblem(name);
      if (problem) throw new GraphQLError(`fileName: ${problem}`, { extensions: { code: 'BAD_USER_INPUT' } });
      const path = `${prefixOf(String(args['uiPath']))}${name}`;
      const lower = path.toLowerCase();
      if ([...folders].some((f) => f.toLowerCase() === lower) || docs.some((d) => d.uiPath.toLowerCase() === lower || d.uiPath.toLowerCase().startsWith(`${lower}/`))) {
        throw new GraphQLError('A folder with this name already exists', { extensions: { code: 'CONFLICT' } });
      }
      folders.add(path);
      return { __typename: 'DocumentFolderEntry', fileName: name, uiPath: path, isFolder: true };
    },
    updateCustomerDocumentFolder: (args) => {
      refuse();
      const from = String(args['uiPath']);
      const inside = (p: string) => p === from || p.startsWith(`${from}/`);
      if (!folderExists(from)) throw new GraphQLError(FOLDER_REFUSAL_MESSAGES.notFound, { extensions: { code: 'NOT_FOUND' } });
      let to: string;
      if (typeof args['fileName'] === 'string') {
        const problem = folderNameProblem(args['fileName']);
        if (problem) throw new GraphQLError(`fileName: ${problem}`, { extensions: { code: 'BAD_USER_INPUT' } });
        to = `${prefixOf(from.slice(0, from.lastIndexOf('/')) || '/')}${args['fileName'].trim()}`;
      } else {
        const into = String(args['parentPath'] ?? '/');
        if (inside(into)) throw new GraphQLError(FOLDER_REFUSAL_MESSAGES.intoItself, { extensions: { code: 'BAD_USER_INPUT' } });
        if (into !== '/' && !folderExists(into)) throw new GraphQLError(FOLDER_REFUSAL_MESSAGES.notFound, { extensions: { code: 'NOT_FOUND' } });
        to = `${prefixOf(into)}${from.slice(from.lastIndexOf('/') + 1)}`;
      }
      const lower = to.toLowerCase();
      const clash = (p: string) => !inside(p) && (p.toLowerCase() === lower || p.toLowerCase().startsWith(`${lower}/`));
      if (to !== from && ([...folders].some(clash) || docs.some((d) => clash(d.uiPath)))) {
        throw new GraphQLError(FOLDER_REFUSAL_MESSAGES.exists, { extensions: { code: 'CONFLICT' } });
      }
      const moved = (p: string) => `${to}${p.slice(from.length)}`;
      for (const f of [...folders].filter(inside)) {
        folders.delete(f);
        folders.add(moved(f));
      }
      for (const d of docs) if (inside(d.uiPath)) d.uiPath = moved(d.uiPath);
      return { __typename: 'DocumentFolderEntry', fileName: to.slice(to.lastIndexOf('/') + 1), uiPath: to, isFolder: true };
    },
    deleteCustomerDocumentFolder: (args) => {
      refuse();
      const path = String(args['uiPath']);
      if (!folderExists(path)) throw new GraphQLError(FOLDER_REFUSAL_MESSAGES.notFound, { extensions: { code: 'NOT_FOUND' } });
      if ([...folders].some((f) => f.startsWith(`${path}/`)) || docs.some((d) => d.uiPath === path || d.uiPath.startsWith(`${path}/`))) {
        throw new GraphQLError(FOLDER_REFUSAL_MESSAGES.notEmpty, { extensions: { code: 'CONFLICT' } });
      }
      folders.delete(path);
      return path;
    },
    updateCustomerDocument: (args) => {
      const d = find(args['id']);
      if (typeof args['uiPath'] === 'string') d.uiPath = args['uiPath'];
      if (typeof args['title'] === 'string') d.title = args['title'];
      return d;
    },
    documents: (args) => {
      refuse();
      const words = String(args['query'] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const owner = args['ownerGuid'] ? String(args['ownerGuid']) : null;
      const hits = docs.filter((d) => (!owner || d.ownerGuid === owner) && words.every((w) => `${d.title} ${d.fileName}`.toLowerCase().includes(w)));
      const page = Number(args['page'] ?? 1);
      const size = Number(args['pageSize'] ?? DOCUMENTS_PAGE_SIZE);
      return { __typename: 'DocumentsPage', total: hits.length, totalIsEstimate: false, documents: hits.slice((page - 1) * size, page * size) };
    },
    documentsCount: () => (refuse(), docs.length),
    highlightDocument: (args) => {
      const d = find(args['id']);
      const q = String(args['query']);
      return { id: d.id, title: d.title, passages: [{ segments: [{ text: 'The contractor supplies ', match: false }, { text: q, match: true }, { text: ' for the winter.', match: false }] }] };
    },
    deleteCustomerDocument: (args) => {
      const d = find(args['id']);
      docs.splice(docs.indexOf(d), 1);
      return d.id;
    },
    startCustomerDocumentProcessing: (args) => {
      const d = find(args['id']);
      d.status = 'processing';
      d.error = null;
      return d;
    },
  };
  return { root, docs, folders };
}

/** GraphQL and REST mocks of documents (the mock root above, and the multipart upload). */
export function documentsHandlers(options: DocumentsHandlersOptions = {}): RequestHandler[] {
  const scenario = options.scenario ?? 'default';
  const { root, docs } = createDocumentsMockRoot(options);
  return [
    ...featureHandlers(
      root,
      {
        queries: ['Documents', 'HighlightDocument', 'DocumentFolder'],
        mutations: [
          'DeleteCustomerDocument',
          'StartCustomerDocumentProcessing',
          'CreateCustomerDocument',
          'MoveCustomerDocument',
          'UpdateCustomerDocumentFolder',
          'DeleteCustomerDocumentFolder',
        ],
      },
      { scenario: scenario === 'error' || scenario === 'loading' || scenario === 'empty' ? scenario : 'default' },
    ),
    http.post('*/api/docs/file-upload', async ({ request }) => {
      if (scenario === 'loading') await delay('infinite');
      const form = await request.formData();
      const file = form.get('file');
      if (!(file instanceof File)) return HttpResponse.json({ error: { code: 'bad_request', message: 'Choose a file to upload' } }, { status: 400 });
      if (!extractableKindOf(file.name, file.type)) return HttpResponse.json({ error: { code: 'unsupported_file', message: UNSUPPORTED_FILE_MESSAGE } }, { status: 415 });
      const id = `5d0c0000-0000-4000-8000-${String(100000000000 + docs.length).padStart(12, '0')}`;
      const made = documentFixture(id, file.name.replace(/\.[a-z0-9]+$/i, ''), {
        fileName: file.name,
        status: 'processing',
        pageCount: null,
        signalScore: 0,
        ownerType: (form.get('owner_type') as DocumentData['ownerType']) ?? null,
        ownerGuid: (form.get('owner_guid') as string | null) ?? null,
        uiPath: (form.get('ui_path') as string | null) ?? '/',
      });
      docs.unshift(made);
      return HttpResponse.json({ document: { id: made.id, title: made.title, status: made.status, file_name: made.fileName }, upload_task_id: made.id, upload_status: made.status }, { status: 201 });
    }),
    http.post('*/api/docs/url-upload', async ({ request }) => {
      if (scenario === 'loading') await delay('infinite');
      const body = (await request.json()) as Record<string, string>;
      let url: URL;
      try {
        url = new URL(body['url'] ?? '');
      } catch {
        return HttpResponse.json({ error: { code: 'bad_request', message: `url: ${INVALID_LINK_MESSAGE}` } }, { status: 400 });
      }
      // A host named "unreachable…" stands for a link the server cannot fetch.
      if (url.hostname.startsWith('unreachable')) return HttpResponse.json({ error: { code: 'link_failed', message: 'The link answered 404' } }, { status: 422 });
      const fileName = url.pathname.split('/').pop() || 'download';
      if (!extractableKindOf(fileName)) return HttpResponse.json({ error: { code: 'unsupported_file', message: UNSUPPORTED_FILE_MESSAGE } }, { status: 415 });
      const id = `5d0c0000-0000-4000-8000-${String(200000000000 + docs.length).padStart(12, '0')}`;
      const made = documentFixture(id, fileName.replace(/\.[a-z0-9]+$/i, ''), {
        fileName,
        status: 'processing',
        pageCount: null,
        signalScore: 0,
        ownerType: (body['owner_type'] as DocumentData['ownerType']) ?? null,
        ownerGuid: body['owner_guid'] ?? null,
        uiPath: body['ui_path'] ?? '/',
      });
      docs.unshift(made);
      return HttpResponse.json({ document: { id: made.id, title: made.title, status: made.status, file_name: made.fileName }, upload_task_id: made.id, upload_status: made.status }, { status: 201 });
    }),
    http.post('*/api/docs/list-pending-uploads', () => {
      if (scenario === 'locked') return HttpResponse.json({ error: { code: 'paywall', data_type: 'DOCUMENTS', message: 'This needs the DOCUMENTS data type' } }, { status: 403 });
      return HttpResponse.json({
        uploads: docs.filter((d) => d.status === 'processing').map((d) => ({ upload_task_id: d.id, upload_status: d.status, file_name: d.fileName, title: d.title })),
      });
    }),
  ];
}
