/** Strict inputs of the document routes and operations (spec 2§7 documents and docs). */
import { z } from 'zod';
import { DOCUMENT_OWNER_TYPES, DOCUMENT_STATUSES, FOLDER_NAME_MESSAGES, FOLDER_NAME_PATTERN, INVALID_LINK_MESSAGE, MAX_DOCUMENTS_PAGE_SIZE } from '@tenderlens/domain/files';
import { safeText } from '../http/input';

const guid = z.uuid('not a document id');
/** Owners' guids come from imported data: any 8-4-4-4-12 hex guid. */
const ownerGuid = z.guid('not an id');
const text = (max: number) => safeText({ trim: true, max });
/** '/' or '/A/B' — segments of letters, digits, spaces and - _ . ( ) &. */
const uiPath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?:[\p{L}\p{N} _.()&-]{1,60}(?:\/[\p{L}\p{N} _.()&-]{1,60})*)?$/u, 'Folder paths look like /Bids/2026');
/** One folder's name (a segment of a path). */
export const folderName = z
  .string()
  .trim()
  .min(1, FOLDER_NAME_MESSAGES.required)
  .max(60, FOLDER_NAME_MESSAGES.tooLong)
  .regex(FOLDER_NAME_PATTERN, FOLDER_NAME_MESSAGES.characters);
export { uiPath };
const date = z.iso.datetime({ offset: true }).or(z.iso.date()).transform((v) => new Date(v));
const page = z.coerce.number().int().min(1).max(10_000);
const pageSize = z.coerce.number().int().min(1).max(MAX_DOCUMENTS_PAGE_SIZE);
const ownerType = z.enum(DOCUMENT_OWNER_TYPES);

export const SearchQuerySchema = z
  .object({
    q: text(500).optional(),
    owner_guid: ownerGuid.optional(),
    owner_type: ownerType.optional(),
    ui_path: uiPath.optional(),
    status: z.enum(DOCUMENT_STATUSES).optional(),
    fetch_all: z.enum(['true', 'false']).optional(),
    page: page.optional(),
    page_size: pageSize.optional(),
  })
  .strict();

export const IdQuerySchema = z.object({ id: guid }).strict();
export const HighlightQuerySchema = z.object({ id: guid, q: text(500).optional() }).strict();
export const FolderQuerySchema = z.object({ path: uiPath.default('/') }).strict();

const editable = {
  title: safeText({ trim: true, min: 1, max: 300, message: 'Title is required' }),
  description: text(5000).nullable(),
  category: text(100).nullable(),
  document_type: text(100).nullable(),
  published_at: date.nullable(),
  ui_path: uiPath,
};

export const UpdateSchema = z
  .object({
    id: guid,
    title: editable.title.optional(),
    description: editable.description.optional(),
    category: editable.category.optional(),
    document_type: editable.document_type.optional(),
    published_at: editable.published_at.optional(),
    ui_path: editable.ui_path.optional(),
  })
  .strict();

export const DeleteSchema = z.object({ id: guid }).strict();

const link = z.url({ protocol: /^https?$/, message: INVALID_LINK_MESSAGE }).max(2000, INVALID_LINK_MESSAGE);

/** POST api/documents/uploadLink (spec: uploaded_by, owner_guid, owner_type, file_link, description, document_type, published_at, source_url). */
export const UploadLinkSchema = z
  .object({
    uploaded_by: z.uuid().optional(),
    owner_guid: ownerGuid.optional(),
    owner_type: ownerType.optional(),
    file_link: link,
    title: editable.title.optional(),
    description: editable.description.optional(),
    document_type: editable.document_type.optional(),
    category: editable.category.optional(),
    published_at: editable.published_at.optional(),
    source_url: link.optional(),
    ui_path: editable.ui_path.optional(),
  })
  .strict();

/** POST /api/docs/url-upload: the same with `url`. */
export const UrlUploadSchema = UploadLinkSchema.omit({ file_link: true, uploaded_by: true }).extend({ url: link }).strict();

/** The text fields of the multipart upload (`file` is the file part). */
export const FileUploadFieldsSchema = z
  .object({
    title: editable.title.optional(),
    description: text(5000).optional(),
    category: text(100).optional(),
    document_type: text(100).optional(),
    published_at: date.optional(),
    owner_guid: ownerGuid.optional(),
    owner_type: ownerType.optional(),
    ui_path: uiPath.optional(),
  })
  .strict();

export const PendingSchema = z.object({}).strict();
