import { MAX_UPLOAD_BYTES } from '@tenderlens/domain/files';

/** The multipart upload route (spec 2§7 `POST /api/docs/file-upload`). */
export const DOCUMENT_UPLOAD_PATH = '/api/docs/file-upload';
/** The file plus its form fields and multipart framing. */
export const DOCUMENT_UPLOAD_MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
