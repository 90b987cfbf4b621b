/**
 * Documents (issue 15, spec 2§3 Document / Document upload / Customer document, 2§4 AI document
 * processing, 2§6 DOCUMENTS, 2§7 documents and docs routes): a company's files — uploaded, or fetched
 * from a link — kept in FileStorage, their text extracted by the durable extraction job
 * (files/jobs.ts) and searched with the notices' full-text machinery (a weighted tsvector,
 * websearch_to_tsquery, ts_rank; ts_headline for highlights). Optionally attached to a buyer, a
 * notice or an opportunity (owner type + guid). Every read and write is scoped to the caller's
 * company (another company's document is "not found") and needs DOCUMENTS (policy, decision 0039).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  DOCUMENTS_PAGE_SIZE,
  FILE_TOO_LARGE_MESSAGE,
  FOLDER_REFUSAL_MESSAGES,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_FILE_MESSAGE,
  contentTypeOf,
  documentSignalScore,
  extractableKindOf,
  type DocumentOwnerType,
  type DocumentStatus,
} from '@tenderlens/domain/files';
import { queryRows, type Database, type Executor } from '../db/client';
import { documentFolders, documents, notices, opportunities, organisations, type DocumentRow } from '../db/schema/index';
import { HttpError } from '../http/errors';
import { assertCan, type PolicySubject } from '../policy/index';
import { toPolicySubject, type CurrentUser } from '../users/currentUser';
import { notFound } from '../workspace/http';
import { anyOfTsQuery } from '../records/query';
import { deleteOwnerExtractions, enqueueExtraction, findOwnerExtraction, requeueExtraction, type ExtractionHandler } from '../files/jobs';
import type { FileStorage } from '../files/storage';
import type { Extraction } from '../files/extract';

export interface DocumentDeps {
  db: Database;
  files: FileStorage;
  /** Wakes the extraction worker (a file was queued). */
  wake: () => void;
}

/** The caller may use documents (DOCUMENTS, no guest pass); throws the paywall otherwise. */
export function assertDocuments(user: CurrentUser): PolicySubject {
  const subject = toPolicySubject(user);
  assertCan(subject, { type: 'dataType.use', dataType: 'DOCUMENTS' });
  return subject;
}

export interface DocumentView {
  row: DocumentRow;
  signalScore: number;
}

export interface NewDocument {
  bytes: Uint8Array;
  fileName: string;
  contentType: string | null;
  title?: string | undefined;
  description?: string | undefined;
  category?: string | undefined;
  documentType?: string | undefined;
  publishedAt?: Date | undefined;
  ownerType?: DocumentOwnerType | undefined;
  ownerGuid?: string | undefined;
  uiPath?: string | undefined;
  sourceUrl?: string | undefined;
}

/** Throws 404 unless the owner exists and the caller may see it (an opportunity: their company's). */
export async function assertOwner(db: Executor, user: CurrentUser, ownerType: DocumentOwnerType, ownerGuid: string): Promise<void> {
  const found =
    ownerType === 'buyer'
      ? await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.guid, ownerGuid)).limit(1)
      : ownerType === 'notice'
        ? await db.select({ id: notices.id }).from(notices).where(eq(notices.guid, ownerGuid)).limit(1)
        : await db
            .select({ id: opportunities.id })
            .from(opportunities)
            .where(and(eq(opportunities.guid, ownerGuid), eq(opportunities.companyId, user.company.id)))
            .limit(1);
  if (found.length === 0) throw notFound(`No such ${ownerType}`);
}

/** A title from a file name: without its extension, separators as spaces. */
export const titleOf = (fileName: string) => fileName.replace(/\.[a-z0-9]{1,8}$/i, '').replace(/[_-]+/g, ' ').trim().slice(0, 300) || fileName;

/**
 * Stores the file, creates the document and queues its extraction (one transaction; the file is
 * removed again if it fails). Refuses types it cannot read (415) and files over MAX_UPLOAD_BYTES (413).
 */
export async function createDocument(deps: DocumentDeps, user: CurrentUser, input: NewDocument): Promise<DocumentView> {
  assertDocuments(user);
  const kind = extractableKindOf(input.fileName, input.contentType);
  if (!kind) throw new HttpError(415, 'unsupported_file', UNSUPPORTED_FILE_MESSAGE);
  if (input.bytes.length > MAX_UPLOAD_BYTES) throw new HttpError(413, 'file_too_large', FILE_TOO_LARGE_MESSAGE);
  if (input.ownerType && input.ownerGuid) await assertOwner(deps.db, user, input.ownerType, input.ownerGuid);
  const guid = randomUUID();
  const storageKey = `documents/${user.company.id}/${guid}`;
  const contentType = input.contentType?.split(';')[0]?.trim() || contentTypeOf(kind);
  await deps.files.put(storageKey, input.bytes, { contentType });
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [doc] = await tx
        .insert(documents)
        .values({
          guid,
          companyId: user.company.id,
          teamId: user.team.id,
          uploadedBy: user.id,
          title: input.title?.trim() || titleOf(input.fileName),
          description: input.description ?? null,
          category: input.category ?? null,
          documentType: input.documentType ?? kind.toUpperCase(),
          fileName: input.fileName,
          contentType,
          sizeBytes: input.bytes.length,
          storageKey,
          sourceUrl: input.sourceUrl ?? null,
          publishedAt: input.publishedAt ?? null,
          ownerType: input.ownerType && input.ownerGuid ? input.ownerType : null,
          ownerGuid: input.ownerType && input.ownerGuid ? input.ownerGuid : null,
          uiPath: input.uiPath ?? '/',
        })
        .returning();
      if (!doc) throw new Error('document not created');
      await enqueueExtraction(tx, { ownerType: 'document', ownerId: doc.id, storageKey, fileName: input.fileName, contentType });
      return doc;
    });
    deps.wake();
    return { row, signalScore: 0 };
  } catch (error) {
    await deps.files.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** The extraction job's handler for documents: the text becomes searchable (or the failure shows). */
export const documentExtractionHandler: ExtractionHandler = {
  async onComplete(tx, job, extraction: Extraction) {
    const body = extraction.sections.map((s) => (s.label ? `${s.label}\n${s.text}` : s.text)).join('\n\n');
    await tx
      .update(documents)
      .set({ body, pageCount: extraction.sections.length, status: 'complete' satisfies DocumentStatus, error: null, updatedAt: sql`now()` })
      .where(eq(documents.id, job.ownerId));
  },
  async onFailed(tx, job, error) {
    await tx
      .update(documents)
      .set({ status: 'failed' satisfies DocumentStatus, error, updatedAt: sql`now()` })
      .where(eq(documents.id, job.ownerId));
  },
};

export interface DocumentSearch {
  query?: string | undefined;
  ownerGuid?: string | undefined;
  ownerType?: DocumentOwnerType | undefined;
  uiPath?: string | undefined;
  status?: DocumentStatus | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The team's signal keywords (the score's yardstick). */
async function teamKeywords(db: Executor, teamId: number): Promise<string[]> {
  const rows = await queryRows<{ keywords: string[] | null }>(db, sql`select keywords from team_signal_settings where team_id = ${teamId}`);
  return (rows[0]?.keywords ?? []).filter((k) => k.trim() !== '').slice(0, 50);
}

/** SQL counting the keywords found in `d.search`. */
function matchedKeywordsSql(keywords: string[]): SQL {
  if (keywords.length === 0) return sql`0`;
  return sql.join(
    keywords.map((k) => sql`(d.search @@ plainto_tsquery('english'::regconfig, ${k}))::int`),
    sql` + `,
  );
}

function whereOf(user: CurrentUser, s: DocumentSearch): SQL {
  const w: SQL[] = [sql`d.company_id = ${user.company.id}`];
  if (s.ownerGuid) w.push(sql`d.owner_guid = ${s.ownerGuid}::uuid`);
  if (s.ownerType) w.push(sql`d.owner_type = ${s.ownerType}`);
  if (s.uiPath) w.push(sql`d.ui_path = ${s.uiPath}`);
  if (s.status) w.push(sql`d.status = ${s.status}`);
  if (s.query?.trim()) w.push(sql`d.search @@ ${anyOfTsQuery([s.query.trim()])}`);
  return sql.join(w, sql` and `);
}

const COLUMNS = sql.raw(
  `d.id, d.guid, d.company_id as "companyId", d.team_id as "teamId", d.uploaded_by as "uploadedBy", d.title, d.description, d.category,
   d.document_type as "documentType", d.file_name as "fileName", d.content_type as "contentType", d.size_bytes as "sizeBytes",
   d.storage_key as "storageKey", d.source_url as "sourceUrl", d.published_at as "publishedAt", d.owner_type as "ownerType",
   d.owner_guid as "ownerGuid", d.ui_path as "uiPath", d.status, d.error, d.page_count as "pageCount", '' as body,
   d.created_at as "createdAt", d.updated_at as "updatedAt", '' as search`,
);

type RawDocument = Omit<DocumentRow, 'id' | 'publishedAt' | 'createdAt' | 'updatedAt'> & {
  id: number | string;
  publishedAt: string | Date | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  matched: number | string;
};

const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

function toView(raw: RawDocument, keywords: number): DocumentView {
  const { matched, ...rest } = raw;
  return {
    row: {
      ...rest,
      id: Number(raw.id),
      publishedAt: raw.publishedAt === null ? null : toDate(raw.publishedAt),
      createdAt: toDate(raw.createdAt),
      updatedAt: toDate(raw.updatedAt),
    },
    signalScore: documentSignalScore(Number(matched), keywords),
  };
}

/** Matches counted exactly up to this many; past it the total is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 500;
/** A search ranks at most this many of its matches (the newest), so a common word stays fast. */
export const RANK_CANDIDATES = 1000;

/** The planner's estimate of the rows of a query (`explain`), without running it. */
async function estimatedRows(db: Executor, query: SQL): Promise<number> {
  const [plan] = await queryRows<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  const raw = plan ? Object.values(plan)[0] : null;
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan?: { 'Plan Rows'?: number } }] | null;
  return Math.round(Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0));
}

/**
 * The number of matches: exact up to EXACT_COUNT_LIMIT (a bounded scan), else the planner's estimate
 * (from the GIN index's statistics), never below the limit — counting every match of a common word
 * in a large library would read each one.
 */
async function countOf(db: Executor, where: SQL): Promise<{ total: number; estimated: boolean }> {
  const [capped] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from (select 1 from documents d where ${where} limit ${EXACT_COUNT_LIMIT + 1}) m`);
  const n = Number(capped?.n ?? 0);
  if (n <= EXACT_COUNT_LIMIT) return { total: n, estimated: false };
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, await estimatedRows(db, sql`select 1 from documents d where ${where}`)), estimated: true };
}

/**
 * A page of the company's documents: when searching, the best matches first (ts_rank over the
 * weighted tsvector, among the RANK_CANDIDATES newest matches found through the GIN index), newest
 * first otherwise; with the total (estimated past EXACT_COUNT_LIMIT).
 */
export async function searchDocuments(
  db: Executor,
  user: CurrentUser,
  s: DocumentSearch,
): Promise<{ documents: DocumentView[]; total: number; totalIsEstimate: boolean }> {
  assertDocuments(user);
  const pageSize = s.pageSize ?? DOCUMENTS_PAGE_SIZE;
  const offset = ((s.page ?? 1) - 1) * pageSize;
  const where = whereOf(user, s);
  const keywords = await teamKeywords(db, user.team.id);
  const q = s.query?.trim();
  const page = q
    ? sql`with candidates as (select d.id from documents d where ${where} order by d.id desc limit ${Math.max(RANK_CANDIDATES, offset + pageSize)})
          select ${COLUMNS}, (${matchedKeywordsSql(keywords)}) as matched from documents d join candidates c on c.id = d.id
          order by ts_rank(d.search, ${anyOfTsQuery([q])}) desc, d.id desc limit ${pageSize} offset ${offset}`
    : sql`select ${COLUMNS}, (${matchedKeywordsSql(keywords)}) as matched from documents d where ${where} order by d.created_at desc, d.id desc limit ${pageSize} offset ${offset}`;
  const [rows, count] = await Promise.all([queryRows<RawDocument>(db, page), countOf(db, where)]);
  return { documents: rows.map((r) => toView(r, keywords.length)), total: count.total, totalIsEstimate: count.estimated };
}

/** The caller's company's document by guid (404 otherwise). */
export async function getDocument(db: Executor, user: CurrentUser, guid: string): Promise<DocumentView> {
  assertDocuments(user);
  const keywords = await teamKeywords(db, user.team.id);
  const [row] = await queryRows<RawDocument>(
    db,
    sql`select ${COLUMNS}, (${matchedKeywordsSql(keywords)}) as matched from documents d where d.guid = ${guid}::uuid and d.company_id = ${user.company.id}`,
  );
  if (!row) throw notFound('No such document');
  return toView(row, keywords.length);
}

async function ownRow(db: Executor, user: CurrentUser, guid: string): Promise<DocumentRow> {
  assertDocuments(user);
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.guid, guid), eq(documents.companyId, user.company.id)));
  if (!row) throw notFound('No such document');
  return row;
}

export interface HighlightFragment {
  text: string;
  match: boolean;
}

const START = '\u0002';
const STOP = '\u0003';

/** ts_headline's marked fragment as plain segments (no HTML reaches the client). */
export function toSegments(marked: string): HighlightFragment[] {
  const out: HighlightFragment[] = [];
  for (const part of marked.split(START)) {
    const [hit, rest] = part.includes(STOP) ? (part.split(STOP, 2) as [string, string]) : [null, part];
    if (hit) out.push({ text: hit, match: true });
    if (rest) out.push({ text: rest, match: false });
  }
  return out;
}

/** Up to three passages of the document's text around the query's matches. */
export async function highlightDocument(db: Executor, user: CurrentUser, guid: string, query: string): Promise<{ document: DocumentRow; fragments: HighlightFragment[][] }> {
  const row = await ownRow(db, user, guid);
  const q = query.trim();
  if (!q) return { document: row, fragments: [] };
  const [hit] = await queryRows<{ headline: string }>(
    db,
    sql`select ts_headline('english'::regconfig, body, ${anyOfTsQuery([q])},
          ${`StartSel=${START}, StopSel=${STOP}, MaxFragments=3, MaxWords=30, MinWords=10, FragmentDelimiter=${'\u0001'}`}) as headline
        from documents where id = ${row.id} and search @@ ${anyOfTsQuery([q])}`,
  );
  const fragments = (hit?.headline ?? '')
    .split('\u0001')
    .filter((f) => f.includes(START))
    .map(toSegments);
  return { document: row, fragments };
}

export interface DocumentUpdate {
  title?: string | undefined;
  description?: string | null | undefined;
  category?: string | null | undefined;
  documentType?: string | null | undefined;
  publishedAt?: Date | null | undefined;
  uiPath?: string | undefined;
}

export async function updateDocument(db: Executor, user: CurrentUser, guid: string, update: DocumentUpdate): Promise<DocumentView> {
  const row = await ownRow(db, user, guid);
  const set = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) {
    await db
      .update(documents)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(documents.id, row.id));
  }
  return getDocument(db, user, guid);
}

/** Deletes the document, its extracted text and its file. */
export async function deleteDocument(deps: DocumentDeps, user: CurrentUser, guid: string): Promise<void> {
  const row = await ownRow(deps.db, user, guid);
  await deps.db.transaction(async (tx) => {
    await deleteOwnerExtractions(tx, 'document', row.id);
    await tx.delete(documents).where(eq(documents.id, row.id));
  });
  await deps.files.delete(row.storageKey).catch(() => undefined);
}

/** Extracts a failed document's text again. */
export async function reprocessDocument(deps: DocumentDeps, user: CurrentUser, guid: string): Promise<DocumentView> {
  const row = await ownRow(deps.db, user, guid);
  await deps.db.transaction(async (tx) => {
    const job = await findOwnerExtraction(tx, 'document', row.id);
    if (job) await requeueExtraction(tx, job.id);
    else await enqueueExtraction(tx, { ownerType: 'document', ownerId: row.id, storageKey: row.storageKey, fileName: row.fileName, contentType: row.contentType });
    await tx.update(documents).set({ status: 'processing', error: null, updatedAt: sql`now()` }).where(eq(documents.id, row.id));
  });
  deps.wake();
  return getDocument(deps.db, user, guid);
}

/** The stored file of a document, for download. */
export async function documentFile(deps: DocumentDeps, user: CurrentUser, guid: string) {
  const row = await ownRow(deps.db, user, guid);
  return { row, url: await deps.files.downloadUrl(row.storageKey, { fileName: row.fileName }), file: () => deps.files.get(row.storageKey) };
}

/** A folder path's parent ('/Bids/2026' → '/Bids', '/Bids' → '/'). */
export const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';

/** `like` pattern of everything under a folder. */
const under = (prefix: string) => `${prefix.replace(/[%_\\]/g, '\\$&')}%`;

/** A folder of the library: its sub-folders (made ones and those of the documents' paths) and its documents. */
export async function searchFolder(db: Executor, user: CurrentUser, path: string): Promise<{ folders: string[]; documents: DocumentView[] }> {
  assertDocuments(user);
  const prefix = path === '/' ? '/' : `${path.replace(/\/+$/, '')}/`;
  const rows = await queryRows<{ ui_path: string }>(
    db,
    sql`select distinct ui_path from documents where company_id = ${user.company.id} and ui_path like ${under(prefix)} and ui_path <> ${path}
        union select path as ui_path from document_folders where company_id = ${user.company.id} and path like ${under(prefix)}`,
  );
  const folders = [...new Set(rows.map((r) => r.ui_path.slice(prefix.length).split('/')[0]).filter((f): f is string => !!f))].sort((a, b) => a.localeCompare(b));
  const { documents: docs } = await searchDocuments(db, user, { uiPath: path, pageSize: 100 });
  return { folders: folders.map((f) => `${prefix}${f}`), documents: docs };
}

/** Makes a folder `name` inside `parent` (and keeps it while empty); making one that exists is a 409. */
export async function createFolder(db: Executor, user: CurrentUser, parent: string, name: string): Promise<string> {
  assertDocuments(user);
  const path = `${parent === '/' ? '' : parent.replace(/\/+$/, '')}/${name.trim()}`;
  if (path.length > 300) throw new HttpError(400, 'bad_request', FOLDER_REFUSAL_MESSAGES.tooLong);
  const [taken] = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from document_folders where company_id = ${user.company.id} and lower(path) = lower(${path})
        union all select 1 from documents where company_id = ${user.company.id} and (lower(ui_path) = lower(${path}) or lower(ui_path) like lower(${under(`${path}/`)})) limit 1`,
  );
  if (taken) throw folderExists();
  const made = await db.insert(documentFolders).values({ companyId: user.company.id, path }).onConflictDoNothing().returning({ id: documentFolders.id });
  if (made.length === 0) throw folderExists();
  return path;
}

const folderExists = () => new HttpError(409, 'folder_exists', FOLDER_REFUSAL_MESSAGES.exists);
/** `path` joined with a child's name ('/' + 'Bids' → '/Bids'). */
const childOf = (path: string, name: string) => `${path === '/' ? '' : path}/${name}`;
/** SQL: `column` is the folder `path` or lies under it (case as stored). */
const inFolder = (column: SQL, path: string) => sql`(${column} = ${path} or ${column} like ${under(`${path}/`)})`;

/** Throws 404 unless the company has the folder (made, or a path of its documents); the top folder is never one. */
async function assertFolder(db: Executor, user: CurrentUser, path: string): Promise<void> {
  if (path === '/') throw new HttpError(400, 'bad_request', FOLDER_REFUSAL_MESSAGES.topFolder);
  const [found] = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from document_folders f where f.company_id = ${user.company.id} and f.path = ${path}
        union all select 1 from documents d where d.company_id = ${user.company.id} and ${inFolder(sql`d.ui_path`, path)} limit 1`,
  );
  if (!found) throw notFound(FOLDER_REFUSAL_MESSAGES.notFound);
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: unknown } | null;
  return !!e && (e.code === '23505' || isUniqueViolation(e.cause));
};

/**
 * Moves the folder `from` (its made sub-folders and every document under it) to the path `to`, in one
 * transaction: the rename and the move of a folder. Refuses moving it into itself or a sub-folder
 * (400), a destination whose name is taken, case aside (409), and paths past 300 characters (400).
 */
async function relocateFolder(db: Database, user: CurrentUser, from: string, to: string): Promise<string> {
  if (to === from) return from;
  if (to.startsWith(`${from}/`)) throw new HttpError(400, 'folder_into_itself', FOLDER_REFUSAL_MESSAGES.intoItself);
  const company = user.company.id;
  try {
    return await db.transaction(async (tx) => {
      await assertFolder(tx, user, from);
      const [clash] = await queryRows<{ n: number }>(
        tx,
        sql`select 1 as n from document_folders f where f.company_id = ${company} and lower(f.path) = lower(${to}) and not ${inFolder(sql`f.path`, from)}
            union all select 1 from documents d where d.company_id = ${company} and not ${inFolder(sql`d.ui_path`, from)}
              and (lower(d.ui_path) = lower(${to}) or lower(d.ui_path) like lower(${under(`${to}/`)})) limit 1`,
      );
      if (clash) throw folderExists();
      const [longest] = await queryRows<{ n: number | string | null }>(
        tx,
        sql`select max(char_length(p)) as n from (select f.path as p from document_folders f where f.company_id = ${company} and ${inFolder(sql`f.path`, from)}
            union all select d.ui_path from documents d where d.company_id = ${company} and ${inFolder(sql`d.ui_path`, from)}) paths`,
      );
      if (Number(longest?.n ?? 0) - [...from].length + [...to].length > 300) throw new HttpError(400, 'bad_request', FOLDER_REFUSAL_MESSAGES.tooLong);
      const moved = (column: SQL) => sql`${to} || substr(${column}, char_length(${from}) + 1)`;
      await tx.execute(sql`update document_folders f set path = ${moved(sql`f.path`)} where f.company_id = ${company} and ${inFolder(sql`f.path`, from)}`);
      await tx.execute(sql`update documents d set ui_path = ${moved(sql`d.ui_path`)}, updated_at = now() where d.company_id = ${company} and ${inFolder(sql`d.ui_path`, from)}`);
      return to;
    });
  } catch (error) {
    // Another request made a folder of that name meanwhile.
    if (isUniqueViolation(error)) throw folderExists();
    throw error;
  }
}

/** Renames the folder `path` (its contents follow); a name taken in the same folder is a 409. */
export async function renameFolder(db: Database, user: CurrentUser, path: string, name: string): Promise<string> {
  assertDocuments(user);
  if (path === '/') throw new HttpError(400, 'bad_request', FOLDER_REFUSAL_MESSAGES.topFolder);
  return relocateFolder(db, user, path, childOf(parentOf(path), name.trim()));
}

/** Moves the folder `path` into the folder `into` ('/' the top); `into` must exist and not be inside `path`. */
export async function moveFolder(db: Database, user: CurrentUser, path: string, into: string): Promise<string> {
  assertDocuments(user);
  if (path === '/') throw new HttpError(400, 'bad_request', FOLDER_REFUSAL_MESSAGES.topFolder);
  if (into === path || into.startsWith(`${path}/`)) throw new HttpError(400, 'folder_into_itself', FOLDER_REFUSAL_MESSAGES.intoItself);
  if (into !== '/') await assertFolder(db, user, into);
  return relocateFolder(db, user, path, childOf(into, path.slice(path.lastIndexOf('/') + 1)));
}

/** Deletes an empty folder; one holding documents or sub-folders is refused (409, decision 0058). */
export async function deleteFolder(db: Database, user: CurrentUser, path: string): Promise<void> {
  assertDocuments(user);
  const company = user.company.id;
  await db.transaction(async (tx) => {
    await assertFolder(tx, user, path);
    const [inside] = await queryRows<{ n: number }>(
      tx,
      sql`select 1 as n from document_folders f where f.company_id = ${company} and f.path like ${under(`${path}/`)}
          union all select 1 from documents d where d.company_id = ${company} and ${inFolder(sql`d.ui_path`, path)} limit 1`,
    );
    if (inside) throw new HttpError(409, 'folder_not_empty', FOLDER_REFUSAL_MESSAGES.notEmpty);
    await tx.delete(documentFolders).where(and(eq(documentFolders.companyId, company), eq(documentFolders.path, path)));
  });
}
