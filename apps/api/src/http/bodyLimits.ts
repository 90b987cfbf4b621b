/**
 * Request body limits (decision 0017): 1 MB for every REST and GraphQL call, 20 MB for the admin
 * bulk upload, MAX_UPLOAD_BYTES (+ multipart overhead) for a document upload. Checked on Content-Length before anything is read, and on the stream as it arrives
 * (chunked uploads): the first byte past the limit ends the read with 413 `too_large`; the rest is
 * never read.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FILE_TOO_LARGE_MESSAGE } from '@tenderlens/domain/files';
import { ADMIN_IMPORT_MAX_BYTES, ADMIN_IMPORT_PATH } from '../importer/routes';
import { errorBody } from './errors';
import { DOCUMENT_UPLOAD_PATH, DOCUMENT_UPLOAD_MAX_BODY_BYTES } from '../documents/limits';
import { BID_RESPONSE_UPLOAD_PATH } from '../bidResponses/limits';

export const MAX_BODY_BYTES = 1024 * 1024;

const limit = (maxSize: number, message: string) =>
  bodyLimit({ maxSize, onError: (c) => c.json(errorBody('too_large', message), 413) });

const standard = limit(MAX_BODY_BYTES, 'The request body is larger than 1 MB');
const adminImport = limit(ADMIN_IMPORT_MAX_BYTES, 'Upload at most 20 MB; import larger files with `tl import`');
const documentUpload = limit(DOCUMENT_UPLOAD_MAX_BODY_BYTES, FILE_TOO_LARGE_MESSAGE);

/** For `/api/*` and `/graphql`. */
export const requestBodyLimits: MiddlewareHandler = (c, next) =>
  c.req.path === ADMIN_IMPORT_PATH ? adminImport(c, next) : c.req.path === DOCUMENT_UPLOAD_PATH || BID_RESPONSE_UPLOAD_PATH.test(c.req.path) ? documentUpload(c, next) : standard(c, next);
