import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { z } from 'zod';
import { useTenderlensSession } from '../../client/session';
import { ResponseError } from '../../lib/errors';
import {
  DOCUMENTS_PAGE_SIZE,
  FILE_TOO_LARGE_MESSAGE,
  INVALID_LINK_MESSAGE,
  LINK_FAILED_MESSAGE,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_FILE_MESSAGE,
  extractableKindOf,
  FOLDER_NAME_MESSAGES,
  FOLDER_REFUSAL_MESSAGES,
  folderNameProblem,
  type DocumentOwnerType,
} from '../../files/index';
import {
  CreateCustomerDocumentMutation,
  DeleteCustomerDocumentMutation,
  DeleteCustomerDocumentFolderMutation,
  DocumentFolderQuery,
  MoveCustomerDocumentMutation,
  UpdateCustomerDocumentFolderMutation,
  DocumentsQuery,
  HighlightDocumentQuery,
  StartCustomerDocumentProcessingMutation,
} from '../graphql/documents';

export const DOCUMENT_MESSAGES = {
  loadFailed: 'Unable to load documents. Please try again.',
  uploadFailed: 'Unable to upload the file. Please try again.',
  deleteFailed: 'Unable to delete the document. Please try again.',
  deleted: 'Document deleted',
  uploaded: 'Uploaded. The text is being extracted.',
  folderCreated: 'Folder created',
  folderFailed: 'Unable to create the folder. Please try again.',
  folderExists: 'A folder with this name already exists',
  moved: 'Document moved',
  moveFailed: 'Unable to move the document. Please try again.',
  folderRenamed: 'Folder renamed',
  folderRenameFailed: 'Unable to rename the folder. Please try again.',
  folderMoved: 'Folder moved',
  folderMoveFailed: 'Unable to move the folder. Please try again.',
  folderDeleted: 'Folder deleted',
  folderDeleteFailed: 'Unable to delete the folder. Please try again.',
} as const;

/** How often a list with documents still processing is asked again (ms). */
export const DOCUMENT_POLL_MS = 2000;

/** A refusal for want of DOCUMENTS (FORBIDDEN, reason paywall). */
const isPaywall = (error: CombinedError | undefined) =>
  Boolean(error?.graphQLErrors.some((e) => e.extensions['code'] === 'FORBIDDEN' && e.extensions['reason'] === 'paywall'));

/** A page of the company's documents (search text, owner), asked again while any is processing. */
export function useDocuments(options: { query?: string; ownerGuid?: string; page?: number; pause?: boolean } = {}) {
  const [result, refetch] = useQuery({
    query: DocumentsQuery,
    variables: { query: options.query?.trim() || null, ownerGuid: options.ownerGuid ?? null, page: options.page ?? 1, pageSize: DOCUMENTS_PAGE_SIZE },
    pause: options.pause ?? false,
  });
  const documents = result.data?.documents.documents;
  const processing = Boolean(documents?.some((d) => d.status === 'processing'));
  useEffect(() => {
    if (!processing) return undefined;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), DOCUMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [processing, refetch]);
  return {
    documents,
    total: result.data?.documents.total ?? 0,
    totalIsEstimate: result.data?.documents.totalIsEstimate ?? false,
    fetching: result.fetching && !result.data,
    locked: isPaywall(result.error),
    errorMessage: result.error && !isPaywall(result.error) ? DOCUMENT_MESSAGES.loadFailed : null,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/** Passages of a document around a search's matches. */
export function useDocumentHighlight(id: string | null, query: string) {
  const [result] = useQuery({ query: HighlightDocumentQuery, variables: { id: id ?? '', query }, pause: !id || !query.trim() });
  return { highlight: result.data?.highlightDocument, fetching: result.fetching };
}

const UploadResponseSchema = z.object({ document: z.object({ id: z.string(), status: z.string() }).loose() }).loose();

export type UploadOutcome = { ok: true; id: string } | { ok: false; message: string };

/** The reason a file cannot be uploaded (checked before sending), or null. */
export function uploadProblem(file: { name: string; size: number; type: string }): string | null {
  if (!extractableKindOf(file.name, file.type)) return UNSUPPORTED_FILE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return null;
}

/** Upload a file (POST /api/docs/file-upload), optionally to a buyer, notice or opportunity, and into a folder. */
export function useUploadDocument() {
  const { apiFetch } = useTenderlensSession();
  const [uploading, setUploading] = useState(false);
  const upload = useCallback(
    async (file: File, owner?: { type: DocumentOwnerType; guid: string }, uiPath?: string): Promise<UploadOutcome> => {
      const problem = uploadProblem(file);
      if (problem) return { ok: false, message: problem };
      const form = new FormData();
      form.set('file', file);
      if (owner) {
        form.set('owner_type', owner.type);
        form.set('owner_guid', owner.guid);
      }
      if (uiPath && uiPath !== '/') form.set('ui_path', uiPath);
      setUploading(true);
      try {
        const answer = await apiFetch('/api/docs/file-upload', { method: 'POST', body: form, schema: UploadResponseSchema });
        return { ok: true, id: answer.document.id };
      } catch (error) {
        const code = error instanceof ResponseError ? error.code : null;
        const message = code === 'unsupported_file' ? UNSUPPORTED_FILE_MESSAGE : code === 'file_too_large' || code === 'too_large' ? FILE_TOO_LARGE_MESSAGE : DOCUMENT_MESSAGES.uploadFailed;
        return { ok: false, message };
      } finally {
        setUploading(false);
      }
    },
    [apiFetch],
  );
  return { upload, uploading };
}

/** Why a link cannot be uploaded (checked before sending), or null. */
export function linkProblem(link: string): string | null {
  const text = link.trim();
  if (!text) return INVALID_LINK_MESSAGE;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname && text.length <= 2000 ? null : INVALID_LINK_MESSAGE;
  } catch {
    return INVALID_LINK_MESSAGE;
  }
}

/** The message of a refused upload by its code. */
const uploadMessageOf = (error: unknown) => {
  const code = error instanceof ResponseError ? error.code : null;
  if (code === 'unsupported_file') return UNSUPPORTED_FILE_MESSAGE;
  if (code === 'file_too_large' || code === 'too_large') return FILE_TOO_LARGE_MESSAGE;
  if (code === 'link_failed') return LINK_FAILED_MESSAGE;
  if (code === 'bad_request' || code === 'invalid_input' || code === 'validation_failed') return INVALID_LINK_MESSAGE;
  return DOCUMENT_MESSAGES.uploadFailed;
};

/** Upload the file a link points at (POST /api/docs/url-upload), optionally to an owner and into a folder. */
export function useUploadLink() {
  const { apiFetch } = useTenderlensSession();
  const [uploading, setUploading] = useState(false);
  const upload = useCallback(
    async (link: string, options: { owner?: { type: DocumentOwnerType; guid: string } | undefined; uiPath?: string | undefined } = {}): Promise<UploadOutcome> => {
      const problem = linkProblem(link);
      if (problem) return { ok: false, message: problem };
      const body: Record<string, string> = { url: link.trim() };
      if (options.owner) {
        body['owner_type'] = options.owner.type;
        body['owner_guid'] = options.owner.guid;
      }
      if (options.uiPath && options.uiPath !== '/') body['ui_path'] = options.uiPath;
      setUploading(true);
      try {
        const answer = await apiFetch('/api/docs/url-upload', { method: 'POST', body, schema: UploadResponseSchema });
        return { ok: true, id: answer.document.id };
      } catch (error) {
        return { ok: false, message: uploadMessageOf(error) };
      } finally {
        setUploading(false);
      }
    },
    [apiFetch],
  );
  return { upload, uploading };
}

const PendingSchema = z.object({ uploads: z.array(z.object({ upload_task_id: z.string(), upload_status: z.string(), file_name: z.string(), title: z.string() }).loose()) }).loose();

export interface PendingUpload {
  id: string;
  title: string;
  fileName: string;
  status: string;
}

/** Uploads whose text is still being extracted (POST /api/docs/list-pending-uploads), asked again while any are. */
export function usePendingUploads(options: { pause?: boolean; refreshKey?: unknown } = {}) {
  const { apiFetch } = useTenderlensSession();
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [tick, setTick] = useState(0);
  const pause = options.pause ?? false;
  useEffect(() => {
    if (pause) return undefined;
    let live = true;
    apiFetch('/api/docs/list-pending-uploads', { method: 'POST', body: {}, schema: PendingSchema })
      .then((a) => live && setUploads(a.uploads.map((u) => ({ id: u.upload_task_id, title: u.title, fileName: u.file_name, status: u.upload_status }))))
      .catch(() => live && setUploads([]));
    return () => {
      live = false;
    };
  }, [apiFetch, pause, tick, options.refreshKey]);
  const pending = uploads.length > 0;
  useEffect(() => {
    if (!pending || pause) return undefined;
    const timer = setTimeout(() => setTick((t) => t + 1), DOCUMENT_POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, pause, tick]);
  return { uploads, refresh: () => setTick((t) => t + 1) };
}

/** A folder of the library: its sub-folders and documents (asked again while any document is processing). */
export function useDocumentFolder(path: string, options: { pause?: boolean } = {}) {
  const [result, refetch] = useQuery({ query: DocumentFolderQuery, variables: { path }, pause: options.pause ?? false });
  const folder = result.data?.documentFolder;
  const processing = Boolean(folder?.documents.some((d) => d.status === 'processing'));
  useEffect(() => {
    if (!processing) return undefined;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), DOCUMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [processing, refetch]);
  return {
    folder: folder?.path === path ? folder : undefined,
    fetching: result.fetching && !result.data,
    locked: isPaywall(result.error),
    errorMessage: result.error && !isPaywall(result.error) ? DOCUMENT_MESSAGES.loadFailed : null,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/** Makes a folder inside `parent` ("customer document create" with isFolder). */
export function useCreateFolder() {
  const [state, execute] = useMutation(CreateCustomerDocumentMutation);
  const create = useCallback(
    async (parent: string, name: string): Promise<{ ok: true; path: string } | { ok: false; message: string }> => {
      const problem = folderNameProblem(name);
      if (problem) return { ok: false, message: problem };
      const result = await execute({ fileName: name.trim(), uiPath: parent, isFolder: true });
      if (result.data) return { ok: true, path: result.data.createCustomerDocument.uiPath };
      const error = result.error?.graphQLErrors[0];
      if (error?.extensions['code'] === 'CONFLICT' || /already exists/.test(error?.message ?? '')) return { ok: false, message: DOCUMENT_MESSAGES.folderExists };
      if (error?.extensions['code'] === 'BAD_USER_INPUT' && error.message) return { ok: false, message: error.message.replace(/^[\w.]+: /, '') };
      return { ok: false, message: DOCUMENT_MESSAGES.folderFailed };
    },
    [execute],
  );
  return { create, creating: state.fetching };
}

/** Moves a document into a folder. */
export function useMoveDocument() {
  const [state, execute] = useMutation(MoveCustomerDocumentMutation);
  const move = useCallback(
    async (id: string, uiPath: string) => ((await execute({ id, uiPath })).error ? { ok: false, message: DOCUMENT_MESSAGES.moveFailed } : { ok: true, message: DOCUMENT_MESSAGES.moved }),
    [execute],
  );
  return { move, moving: state.fetching };
}

export type FolderOutcome = { ok: true; path: string; message: string } | { ok: false; message: string };

const REFUSALS: readonly string[] = Object.values(FOLDER_REFUSAL_MESSAGES);

/**
 * The outcome of a folder change: the server's refusal as it words it (a taken name, a folder moved
 * into itself, a folder not empty; a bad name from the input check), a generic failure otherwise.
 */
function folderOutcome(error: CombinedError | undefined, path: string | undefined, done: string, failed: string): FolderOutcome {
  if (!error && path !== undefined) return { ok: true, path, message: done };
  const first = error?.graphQLErrors[0];
  const message = first?.message.replace(/^[\w.]+: /, '') ?? '';
  if (REFUSALS.includes(message) || (first?.extensions['code'] === 'BAD_USER_INPUT' && Object.values<string>(FOLDER_NAME_MESSAGES).includes(message))) {
    return { ok: false, message };
  }
  return { ok: false, message: failed };
}

/** Renames a folder (the name is checked before sending); its documents and sub-folders follow. */
export function useRenameFolder() {
  const [state, execute] = useMutation(UpdateCustomerDocumentFolderMutation);
  const rename = useCallback(
    async (uiPath: string, name: string): Promise<FolderOutcome> => {
      const problem = folderNameProblem(name);
      if (problem) return { ok: false, message: problem };
      const result = await execute({ uiPath, fileName: name.trim(), parentPath: null });
      return folderOutcome(result.error, result.data?.updateCustomerDocumentFolder.uiPath, DOCUMENT_MESSAGES.folderRenamed, DOCUMENT_MESSAGES.folderRenameFailed);
    },
    [execute],
  );
  return { rename, renaming: state.fetching };
}

/** Moves a folder into another ('/' the top); moving it into itself is refused before sending. */
export function useMoveFolder() {
  const [state, execute] = useMutation(UpdateCustomerDocumentFolderMutation);
  const move = useCallback(
    async (uiPath: string, into: string): Promise<FolderOutcome> => {
      if (into === uiPath || into.startsWith(`${uiPath}/`)) return { ok: false, message: FOLDER_REFUSAL_MESSAGES.intoItself };
      const result = await execute({ uiPath, fileName: null, parentPath: into });
      return folderOutcome(result.error, result.data?.updateCustomerDocumentFolder.uiPath, DOCUMENT_MESSAGES.folderMoved, DOCUMENT_MESSAGES.folderMoveFailed);
    },
    [execute],
  );
  return { move, moving: state.fetching };
}

/** Deletes an empty folder; a folder with anything inside is refused by the server (its message is shown). */
export function useDeleteFolder() {
  const [state, execute] = useMutation(DeleteCustomerDocumentFolderMutation);
  const remove = useCallback(
    async (uiPath: string): Promise<FolderOutcome> => {
      const result = await execute({ uiPath });
      return folderOutcome(result.error, result.data?.deleteCustomerDocumentFolder, DOCUMENT_MESSAGES.folderDeleted, DOCUMENT_MESSAGES.folderDeleteFailed);
    },
    [execute],
  );
  return { remove, deleting: state.fetching };
}

export function useDeleteDocument() {
  const [state, execute] = useMutation(DeleteCustomerDocumentMutation);
  const remove = useCallback(async (id: string) => ((await execute({ id })).error ? { ok: false, message: DOCUMENT_MESSAGES.deleteFailed } : { ok: true, message: DOCUMENT_MESSAGES.deleted }), [execute]);
  return { remove, deleting: state.fetching };
}

export function useReprocessDocument() {
  const [state, execute] = useMutation(StartCustomerDocumentProcessingMutation);
  const reprocess = useCallback(async (id: string) => !(await execute({ id })).error, [execute]);
  return { reprocess, reprocessing: state.fetching };
}
