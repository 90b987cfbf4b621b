/**
 * `@tenderlens/domain/files`: the one definition of what a file upload may be — its size bound, the types whose
 * text is extracted, and the labels of their states — read by the server's file storage and extraction
 * (apps/api/src/files), the upload forms (the `accept` attribute and the size message), the mocks and the tests.
 * Pure: no React, no urql, no zod.
 */

/** The largest file an upload (by file or by link) may be: 25 MiB (decision 0041). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** The most text kept from one file (characters over all its sections); the rest is cut off. */
export const MAX_EXTRACTED_CHARACTERS = 2_000_000;

/** The kinds of file whose text is extracted (PDF pages, DOCX/HTML sections, XLSX sheets, plain text). */
export const EXTRACTABLE_KINDS = ['pdf', 'docx', 'xlsx', 'html', 'text'] as const;
export type ExtractableKind = (typeof EXTRACTABLE_KINDS)[number];

/** File-name extensions and media types of each kind (lower case, extensions without the dot). */
export const EXTRACTABLE_TYPES: Record<ExtractableKind, { extensions: readonly string[]; contentTypes: readonly string[] }> = {
  pdf: { extensions: ['pdf'], contentTypes: ['application/pdf'] },
  docx: { extensions: ['docx'], contentTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'] },
  xlsx: { extensions: ['xlsx'], contentTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  html: { extensions: ['html', 'htm'], contentTypes: ['text/html', 'application/xhtml+xml'] },
  text: { extensions: ['txt', 'csv', 'md'], contentTypes: ['text/plain', 'text/csv', 'text/markdown'] },
};

/** The `accept` attribute of a file input taking only extractable files. */
export const UPLOAD_ACCEPT = EXTRACTABLE_KINDS.flatMap((k) => EXTRACTABLE_TYPES[k].extensions.map((e) => `.${e}`)).join(',');

/** The media type a stored file of this kind is served with. */
export function contentTypeOf(kind: ExtractableKind): string {
  return EXTRACTABLE_TYPES[kind].contentTypes[0] ?? 'application/octet-stream';
}

/**
 * The kind of a file from its name's extension, else its media type (parameters such as `; charset` ignored);
 * null when neither names an extractable kind.
 */
export function extractableKindOf(fileName: string, contentType?: string | null): ExtractableKind | null {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  const media = contentType?.split(';')[0]?.trim().toLowerCase();
  for (const kind of EXTRACTABLE_KINDS) if (ext && EXTRACTABLE_TYPES[kind].extensions.includes(ext)) return kind;
  for (const kind of EXTRACTABLE_KINDS) if (media && EXTRACTABLE_TYPES[kind].contentTypes.includes(media)) return kind;
  return null;
}

/** 'Files must be 25 MB or smaller' — the message for a file over MAX_UPLOAD_BYTES. */
export const FILE_TOO_LARGE_MESSAGE = `Files must be ${Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))} MB or smaller`;
/** The message for a file that is none of the extractable kinds. */
export const UNSUPPORTED_FILE_MESSAGE = 'Only PDF, Word (.docx), Excel (.xlsx), HTML and plain text files can be uploaded';

/** The states of a file's text extraction, as stored and as the API reports them. */
/** A link upload's address is not an http(s) link (url-upload, uploadLink). */
export const INVALID_LINK_MESSAGE = 'Enter a valid http(s) link';
/** The link could not be fetched (refused address, no answer, an error status, too many redirects). */
export const LINK_FAILED_MESSAGE = 'The file could not be fetched from that link. Check that it opens in a browser and try again.';

/** A folder's name (one segment of a document's `uiPath`): 1–60 letters, digits, spaces and - _ . ( ) &. */
export const FOLDER_NAME_PATTERN = /^[\p{L}\p{N} _.()&-]{1,60}$/u;
export const FOLDER_NAME_MESSAGES = {
  required: 'Enter a folder name',
  tooLong: 'Folder names are at most 60 characters',
  characters: 'Folder names use letters, digits, spaces and - _ . ( ) &',
} as const;
/**
 * Why a folder cannot be renamed, moved or deleted (the server's refusals, shown as they are; decision
 * 0058): a taken name in the destination, a folder moved into itself, a folder that is not empty.
 */
export const FOLDER_REFUSAL_MESSAGES = {
  exists: 'A folder with this name already exists',
  intoItself: 'A folder cannot be moved into itself or one of its sub-folders',
  notEmpty: 'This folder is not empty. Move or delete what is in it first.',
  topFolder: 'The top folder cannot be renamed, moved or deleted',
  notFound: 'No such folder',
  tooLong: 'Folder paths are at most 300 characters',
} as const;
/** Why a folder name is refused, or null. */
export function folderNameProblem(name: string): string | null {
  const t = name.trim();
  if (!t) return FOLDER_NAME_MESSAGES.required;
  if (t.length > 60) return FOLDER_NAME_MESSAGES.tooLong;
  return FOLDER_NAME_PATTERN.test(t) ? null : FOLDER_NAME_MESSAGES.characters;
}

export const EXTRACTION_STATUSES = ['queued', 'running', 'complete', 'failed'] as const;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];

/** Documents (spec 2§3 Document / Document upload / Customer document, issue 15). */
export const DOCUMENT_OWNER_TYPES = ['buyer', 'notice', 'opportunity'] as const;
export type DocumentOwnerType = (typeof DOCUMENT_OWNER_TYPES)[number];
export const DOCUMENT_STATUSES = ['processing', 'complete', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  processing: 'Processing',
  complete: 'Ready',
  failed: 'Failed',
};
/** Documents per page of a search, and the most one page may ask for. */
export const DOCUMENTS_PAGE_SIZE = 20;
export const MAX_DOCUMENTS_PAGE_SIZE = 100;
/**
 * A document's signal score against its team's signals: the share (0–100, rounded) of the team's signal keywords
 * found in the document's text; 0 when the team has no keywords.
 */
export function documentSignalScore(matchedKeywords: number, totalKeywords: number): number {
  return totalKeywords > 0 ? Math.round((100 * Math.min(matchedKeywords, totalKeywords)) / totalKeywords) : 0;
}
