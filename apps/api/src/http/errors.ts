/** JSON errors of the REST API: `{ error: { code, message } }` (docs/contracts.md). */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra machine-readable fields of the error object (e.g. `async_export`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const errorBody = (code: string, message: string, details: Record<string, unknown> = {}) => ({
  error: { ...details, code, message },
});

export function jsonError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json(errorBody(code, message), status);
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated', 'Sign in to continue');

/** A readable message out of a zod error: "notificationIds.0: Notification ids are positive whole numbers". */
export function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export function badRequest(error: ZodError | string): HttpError {
  return new HttpError(400, 'bad_request', typeof error === 'string' ? error : describeZodError(error));
}
