/**
 * REST documents (spec 2§7): `api/documents/*` (search, highlight, searchFolder, getFile, download,
 * updateFile, delete, uploadLink) and `api/docs/*` (update, file-upload, url-upload, delete,
 * list-pending-uploads). Every route needs DOCUMENTS (403 `paywall` otherwise) and sees the caller's
 * company's documents only.
 */
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { FILE_TOO_LARGE_MESSAGE } from '@tenderlens/domain/files';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError, badRequest } from '../http/errors';
import { parseInput, readBody } from '../workspace/http';
import { createLinkFetcher, LinkFetchError, type LinkFetcher } from '../files/fetchLink';
import { contentDisposition, FileTooLargeError } from '../files/storage';
import {
  DeleteSchema,
  FileUploadFieldsSchema,
  FolderQuerySchema,
  HighlightQuerySchema,
  IdQuerySchema,
  PendingSchema,
  SearchQuerySchema,
  UpdateSchema,
  UploadLinkSchema,
  UrlUploadSchema,
} from './schemas';
import {
  assertDocuments,
  assertOwner,
  createDocument,
  deleteDocument,
  documentFile,
  getDocument,
  highlightDocument,
  searchDocuments,
  searchFolder,
  updateDocument,
  type DocumentDeps,
  type DocumentView,
} from './service';

const fetchers = new WeakMap<AppDeps, LinkFetcher>();

/** The app's link fetcher (one per app; the webhook SSRF policy of the config). */
export function linkFetcherOf(deps: AppDeps): LinkFetcher {
  let found = fetchers.get(deps);
  if (!found) {
    found = createLinkFetcher(deps.config.webhooks);
    fetchers.set(deps, found);
  }
  return found;
}

export const documentDepsOf = (deps: AppDeps): DocumentDeps => ({ db: deps.db, files: deps.files, wake: () => deps.jobs.wakeExtraction?.() });

/** A user's file name made safe to store and show: no path, no control characters, no lone surrogates. */
export const cleanFileName = (name: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  name.replace(/[\u0000-\u001f\u007f\\/]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '_').trim().slice(0, 200) || 'upload';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A document as REST shows it (spec 2§3 Document + Customer document fields). */
export const toDocumentJson = ({ row, signalScore }: DocumentView) => ({
  id: row.guid,
  title: row.title,
  description: row.description,
  category: row.category,
  document_type: row.documentType,
  file_name: row.fileName,
  content_type: row.contentType,
  size_bytes: row.sizeBytes,
  ui_path: row.uiPath,
  is_folder: false,
  status: row.status,
  error: row.error,
  page_count: row.pageCount,
  published_at: iso(row.publishedAt),
  signal_score: signalScore,
  owner_type: row.ownerType,
  owner_guid: row.ownerGuid,
  source_url: row.sourceUrl,
  created_at: row.createdAt.toISOString(),
  download_url: `/api/documents/download?id=${row.guid}`,
});

const updateOf = (input: ReturnType<typeof UpdateSchema.parse>) => ({
  title: input.title,
  description: input.description,
  category: input.category,
  documentType: input.document_type,
  publishedAt: input.published_at,
  uiPath: input.ui_path,
});

export function documentRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const d = documentDepsOf(deps);
  const user = (c: Context<AppEnv>) => c.get('auth').user;

  app.get('/documents/search', async (c) => {
    const q = parseInput(SearchQuerySchema, c.req.query());
    const fetchAll = q.fetch_all === 'true';
    const result = await searchDocuments(deps.db, user(c), {
      query: q.q,
      ownerGuid: q.owner_guid,
      ownerType: q.owner_type,
      uiPath: q.ui_path,
      status: q.status,
      page: fetchAll ? 1 : q.page,
      pageSize: fetchAll ? 100 : q.page_size,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ documents: result.documents.map(toDocumentJson), total: result.total, total_is_estimate: result.totalIsEstimate });
  });

  app.get('/documents/highlight', async (c) => {
    const q = parseInput(HighlightQuerySchema, c.req.query());
    const { document, fragments } = await highlightDocument(deps.db, user(c), q.id, q.q ?? '');
    return c.json({ id: document.guid, title: document.title, fragments });
  });

  app.get('/documents/searchFolder', async (c) => {
    const q = parseInput(FolderQuerySchema, c.req.query());
    const folder = await searchFolder(deps.db, user(c), q.path);
    return c.json({
      path: q.path,
      entries: [
        ...folder.folders.map((path) => ({ file_name: path.split('/').pop(), ui_path: path, is_folder: true, status: null, document_type: null })),
        ...folder.documents.map(toDocumentJson),
      ],
    });
  });

  app.get('/documents/getFile', async (c) => {
    const { id } = parseInput(IdQuerySchema, c.req.query());
    return c.json({ document: toDocumentJson(await getDocument(deps.db, user(c), id)) });
  });

  app.get('/documents/download', async (c) => {
    const { id } = parseInput(IdQuerySchema, c.req.query());
    const found = await documentFile(d, user(c), id);
    if (found.url) return c.redirect(found.url, 302);
    const file = await found.file();
    if (!file) throw new HttpError(410, 'document_gone', 'This file is no longer available');
    return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.size),
        'Content-Disposition': contentDisposition(found.row.fileName),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  });

  const update = async (c: Context<AppEnv>) => {
    const input = await readBody(c, UpdateSchema);
    return c.json({ document: toDocumentJson(await updateDocument(deps.db, user(c), input.id, updateOf(input))) });
  };
  app.post('/documents/updateFile', update);
  app.post('/docs/update', update);

  app.delete('/documents/:id', async (c) => {
    const { id } = parseInput(IdQuerySchema, { id: c.req.param('id') });
    await deleteDocument(d, user(c), id);
    return c.json({ deleted: true });
  });
  app.post('/docs/delete', async (c) => {
    const { id } = await readBody(c, DeleteSchema);
    await deleteDocument(d, user(c), id);
    return c.json({ deleted: true });
  });

  const fromLink = async (c: Context<AppEnv>, input: ReturnType<typeof UrlUploadSchema.parse>, url: string) => {
    const u = user(c);
    assertDocuments(u);
    if (input.owner_type && input.owner_guid) await assertOwner(deps.db, u, input.owner_type, input.owner_guid);
    let fetched;
    try {
      fetched = await linkFetcherOf(deps).fetch(url);
    } catch (error) {
      if (error instanceof FileTooLargeError) throw new HttpError(413, 'file_too_large', FILE_TOO_LARGE_MESSAGE);
      if (error instanceof LinkFetchError) throw new HttpError(422, 'link_failed', error.message);
      throw error;
    }
    const view = await createDocument(d, u, {
      bytes: fetched.bytes,
      fileName: fetched.fileName,
      contentType: fetched.contentType,
      title: input.title,
      description: input.description ?? undefined,
      category: input.category ?? undefined,
      documentType: input.document_type ?? undefined,
      publishedAt: input.published_at ?? undefined,
      ownerType: input.owner_type,
      ownerGuid: input.owner_guid,
      uiPath: input.ui_path,
      sourceUrl: input.source_url ?? url,
    });
    return c.json({ document: toDocumentJson(view), upload_task_id: view.row.guid, upload_status: view.row.status }, 201);
  };
  app.post('/documents/uploadLink', async (c) => {
    const { file_link, uploaded_by: _ignored, ...rest } = await readBody(c, UploadLinkSchema);
    return fromLink(c, { ...rest, url: file_link }, file_link);
  });
  app.post('/docs/url-upload', async (c) => {
    const input = await readBody(c, UrlUploadSchema);
    return fromLink(c, input, input.url);
  });

  app.post('/docs/file-upload', async (c) => {
    const u = user(c);
    assertDocuments(u);
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest('Send the file as multipart/form-data');
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw badRequest('Choose a file to upload');
    const fields: Record<string, string> = {};
    for (const [key, value] of form.entries()) if (key !== 'file' && typeof value === 'string') fields[key] = value;
    const input = parseInput(FileUploadFieldsSchema, fields);
    // The body limit (http/bodyLimits.ts) already bounded the request; createDocument checks the file itself.
    const bytes = new Uint8Array(await file.arrayBuffer());
    const view = await createDocument(d, u, {
      bytes,
      fileName: cleanFileName(file.name),
      contentType: file.type || null,
      title: input.title,
      description: input.description,
      category: input.category,
      documentType: input.document_type,
      publishedAt: input.published_at,
      ownerType: input.owner_type,
      ownerGuid: input.owner_guid,
      uiPath: input.ui_path,
    });
    return c.json({ document: toDocumentJson(view), upload_task_id: view.row.guid, upload_status: view.row.status }, 201);
  });

  app.post('/docs/list-pending-uploads', async (c) => {
    await readBody(c, PendingSchema);
    const result = await searchDocuments(deps.db, user(c), { status: 'processing', pageSize: 100 });
    c.header('Cache-Control', 'no-store');
    return c.json({ uploads: result.documents.map((v) => ({ upload_task_id: v.row.guid, upload_status: v.row.status, file_name: v.row.fileName, title: v.row.title })) });
  });

  return app;
}
