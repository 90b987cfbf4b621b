/**
 * GraphQL documents (spec 2§7 queries `documents`, `documentsCount`, `highlightDocument`; mutations
 * "customer document … start processing / update / delete"): the same service and checks as REST
 * (DOCUMENTS, the caller's company only). Uploads are REST (`POST /api/docs/file-upload`, multipart).
 */
import { z } from 'zod';
import { DOCUMENT_OWNER_TYPES, DOCUMENT_STATUSES, FOLDER_REFUSAL_MESSAGES, MAX_DOCUMENTS_PAGE_SIZE } from '@tenderlens/domain/files';
import { builder } from '../graphql/builder';
import { safeText } from '../http/input';
import { parseArgs, resolving } from '../workspace/http';
import { documentDepsOf } from './routes';
import { folderName, uiPath } from './schemas';
import {
  createFolder,
  deleteFolder,
  moveFolder,
  renameFolder,
  searchFolder,
  deleteDocument,
  highlightDocument,
  reprocessDocument,
  searchDocuments,
  updateDocument,
  type DocumentView,
  type HighlightFragment,
} from './service';

const guid = z.uuid('not a document id');
const SearchArgs = z
  .object({
    query: safeText({ trim: true, max: 500 }).nullish(),
    ownerGuid: z.guid().nullish(),
    ownerType: z.enum(DOCUMENT_OWNER_TYPES).nullish(),
    status: z.enum(DOCUMENT_STATUSES).nullish(),
    page: z.number().int().min(1).max(10_000).nullish(),
    pageSize: z.number().int().min(1).max(MAX_DOCUMENTS_PAGE_SIZE).nullish(),
  })
  .strict();
const IdArgs = z.object({ id: guid }).strict();
const HighlightArgs = z.object({ id: guid, query: safeText({ trim: true, max: 500 }) }).strict();
const UpdateArgs = z
  .object({
    id: guid,
    title: safeText({ trim: true, min: 1, max: 300, message: 'Title is required' }).nullish(),
    description: safeText({ trim: true, max: 5000 }).nullish(),
    category: safeText({ trim: true, max: 100 }).nullish(),
    uiPath: uiPath.nullish(),
  })
  .strict();
const FolderArgs = z.object({ path: uiPath.nullish() }).strict();
/** "Customer document create": a folder (files are uploaded over REST, `POST /api/docs/file-upload`). */
const CreateArgs = z
  .object({
    fileName: folderName,
    uiPath,
    isFolder: z.literal(true, 'Upload files with POST /api/docs/file-upload; only folders are created here'),
  })
  .strict();

/** A folder of the library (never the top '/'). */
const folderPath = uiPath.refine((p) => p !== '/', FOLDER_REFUSAL_MESSAGES.topFolder);
/** "Customer document update" of a folder: a new name (rename) or a new parent folder (move), one at a time. */
const UpdateFolderArgs = z
  .object({ uiPath: folderPath, fileName: folderName.nullish(), parentPath: uiPath.nullish() })
  .strict()
  .refine((a) => (a.fileName == null) !== (a.parentPath == null), 'Give either fileName (rename) or parentPath (move)');
const DeleteFolderArgs = z.object({ uiPath: folderPath }).strict();

const DocumentRef = builder.objectRef<DocumentView>('Document').implement({
  description: 'A company document (spec 2§3 Document, Customer document).',
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.row.guid }),
    title: t.string({ resolve: (v) => v.row.title }),
    description: t.string({ nullable: true, resolve: (v) => v.row.description }),
    category: t.string({ nullable: true, resolve: (v) => v.row.category }),
    documentType: t.string({ nullable: true, resolve: (v) => v.row.documentType }),
    fileName: t.string({ resolve: (v) => v.row.fileName }),
    uiPath: t.string({ resolve: (v) => v.row.uiPath }),
    isFolder: t.boolean({ resolve: () => false }),
    status: t.string({ description: 'processing, complete or failed', resolve: (v) => v.row.status }),
    error: t.string({ nullable: true, resolve: (v) => v.row.error }),
    pageCount: t.int({ nullable: true, resolve: (v) => v.row.pageCount }),
    sizeBytes: t.int({ resolve: (v) => v.row.sizeBytes }),
    publishedAt: t.string({ nullable: true, resolve: (v) => v.row.publishedAt?.toISOString() ?? null }),
    createdAt: t.string({ resolve: (v) => v.row.createdAt.toISOString() }),
    signalScore: t.int({ resolve: (v) => v.signalScore }),
    ownerType: t.string({ nullable: true, resolve: (v) => v.row.ownerType }),
    ownerGuid: t.string({ nullable: true, resolve: (v) => v.row.ownerGuid }),
    sourceUrl: t.string({ nullable: true, resolve: (v) => v.row.sourceUrl }),
    downloadUrl: t.string({ resolve: (v) => `/api/documents/download?id=${v.row.guid}` }),
  }),
});

const DocumentsPageRef = builder.objectRef<{ documents: DocumentView[]; total: number; totalIsEstimate: boolean }>('DocumentsPage').implement({
  fields: (t) => ({
    documents: t.field({ type: [DocumentRef], resolve: (p) => p.documents }),
    total: t.int({ resolve: (p) => p.total }),
    totalIsEstimate: t.boolean({ description: 'The total is estimated (more than 500 matches).', resolve: (p) => p.totalIsEstimate }),
  }),
});

const FragmentRef = builder.objectRef<HighlightFragment>('DocumentHighlightSegment').implement({
  fields: (t) => ({ text: t.exposeString('text'), match: t.exposeBoolean('match') }),
});
const PassageRef = builder.objectRef<HighlightFragment[]>('DocumentHighlightPassage').implement({
  fields: (t) => ({ segments: t.field({ type: [FragmentRef], resolve: (p) => p }) }),
});
const HighlightRef = builder.objectRef<{ id: string; title: string; fragments: HighlightFragment[][] }>('DocumentHighlight').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    passages: t.field({ type: [PassageRef], description: 'Passages around the matches, each as plain and matched segments.', resolve: (h) => h.fragments }),
  }),
});

interface FolderEntry {
  path: string;
}
/** A folder inside a folder (spec 2§3 Customer document: fileName, uiPath, isFolder). */
const FolderEntryRef = builder.objectRef<FolderEntry>('DocumentFolderEntry').implement({
  fields: (t) => ({
    fileName: t.string({ resolve: (f) => f.path.split('/').pop() ?? f.path }),
    uiPath: t.string({ description: 'The folder\'s own path', resolve: (f) => f.path }),
    isFolder: t.boolean({ resolve: () => true }),
  }),
});
const FolderRef = builder.objectRef<{ path: string; folders: string[]; documents: DocumentView[] }>('DocumentFolder').implement({
  fields: (t) => ({
    path: t.exposeString('path'),
    folders: t.field({ type: [FolderEntryRef], resolve: (f) => f.folders.map((path) => ({ path })) }),
    documents: t.field({ type: [DocumentRef], resolve: (f) => f.documents }),
  }),
});

builder.queryFields((t) => ({
  documentFolder: t.field({
    type: FolderRef,
    description: 'A folder of the library: its sub-folders and its documents (api/documents/searchFolder).',
    args: { path: t.arg.string() },
    resolve: (_root, args, ctx) =>
      resolving(async () => {
        const path = parseArgs(FolderArgs, args).path ?? '/';
        return { path, ...(await searchFolder(ctx.deps.db, ctx.user, path)) };
      }),
  }),
  documents: t.field({
    type: DocumentsPageRef,
    args: {
      query: t.arg.string(),
      ownerGuid: t.arg.id(),
      ownerType: t.arg.string(),
      status: t.arg.string(),
      page: t.arg.int(),
      pageSize: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      resolving(() => {
        const a = parseArgs(SearchArgs, args);
        return searchDocuments(ctx.deps.db, ctx.user, {
          query: a.query ?? undefined,
          ownerGuid: a.ownerGuid ?? undefined,
          ownerType: a.ownerType ?? undefined,
          status: a.status ?? undefined,
          page: a.page ?? undefined,
          pageSize: a.pageSize ?? undefined,
        });
      }),
  }),
  documentsCount: t.int({
    args: { query: t.arg.string(), ownerGuid: t.arg.id() },
    resolve: (_root, args, ctx) =>
      resolving(async () => {
        const a = parseArgs(SearchArgs.pick({ query: true, ownerGuid: true }), args);
        return (await searchDocuments(ctx.deps.db, ctx.user, { query: a.query ?? undefined, ownerGuid: a.ownerGuid ?? undefined, pageSize: 1 })).total;
      }),
  }),
  highlightDocument: t.field({
    type: HighlightRef,
    args: { id: t.arg.id({ required: true }), query: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      resolving(async () => {
        const a = parseArgs(HighlightArgs, args);
        const { document, fragments } = await highlightDocument(ctx.deps.db, ctx.user, a.id, a.query);
        return { id: document.guid, title: document.title, fragments };
      }),
  }),
}));

builder.mutationFields((t) => ({
  createCustomerDocument: t.field({
    type: FolderEntryRef,
    args: { fileName: t.arg.string({ required: true }), uiPath: t.arg.string({ required: true }), isFolder: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) =>
      resolving(async () => {
        const a = parseArgs(CreateArgs, args);
        return { path: await createFolder(ctx.deps.db, ctx.user, a.uiPath, a.fileName) };
      }),
  }),
  updateCustomerDocument: t.field({
    type: DocumentRef,
    args: { id: t.arg.id({ required: true }), title: t.arg.string(), description: t.arg.string(), category: t.arg.string(), uiPath: t.arg.string() },
    resolve: (_root, args, ctx) =>
      resolving(() => {
        const a = parseArgs(UpdateArgs, args);
        return updateDocument(ctx.deps.db, ctx.user, a.id, {
          title: a.title ?? undefined,
          description: a.description === undefined ? undefined : a.description,
          category: a.category === undefined ? undefined : a.category,
          uiPath: a.uiPath ?? undefined,
        });
      }),
  }),
  updateCustomerDocumentFolder: t.field({
    type: FolderEntryRef,
    description: 'Renames a folder (fileName) or moves it into another (parentPath); what is inside follows.',
    args: { uiPath: t.arg.string({ required: true }), fileName: t.arg.string(), parentPath: t.arg.string() },
    resolve: (_root, args, ctx) =>
      resolving(async () => {
        const a = parseArgs(UpdateFolderArgs, args);
        const path = a.fileName != null ? await renameFolder(ctx.deps.db, ctx.user, a.uiPath, a.fileName) : await moveFolder(ctx.deps.db, ctx.user, a.uiPath, a.parentPath ?? '/');
        return { path };
      }),
  }),
  deleteCustomerDocumentFolder: t.field({
    type: 'String',
    description: 'Deletes an empty folder and answers its path; a folder with documents or sub-folders is refused (CONFLICT).',
    args: { uiPath: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      resolving(async () => {
        const { uiPath: path } = parseArgs(DeleteFolderArgs, args);
        await deleteFolder(ctx.deps.db, ctx.user, path);
        return path;
      }),
  }),
  deleteCustomerDocument: t.field({
    type: 'ID',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      resolving(async () => {
        const { id } = parseArgs(IdArgs, args);
        await deleteDocument(documentDepsOf(ctx.deps), ctx.user, id);
        return id;
      }),
  }),
  startCustomerDocumentProcessing: t.field({
    type: DocumentRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      resolving(async () => {
        const { id } = parseArgs(IdArgs, args);
        return reprocessDocument(documentDepsOf(ctx.deps), ctx.user, id);
      }),
  }),
}));
