/**
 * Shared by the workspace features' REST routes and GraphQL resolvers: parse input with zod (bad
 * input → 400 / BAD_USER_INPUT with a readable message), typed HTTP errors, and one mapping of
 * service errors onto GraphQL error codes.
 */
import type { Context } from 'hono';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { badRequest, describeZodError, HttpError } from '../http/errors';
import { ForbiddenError, forbiddenDetails } from '../policy/index';

export const notFound = (what = 'Not found') => new HttpError(404, 'not_found', what);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);

/** Parses `value` or throws a 400 naming the failing fields. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error);
  return parsed.data;
}

/** The JSON body of a request, parsed with `schema` (a missing or broken body is a 400). */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('Send a JSON body');
  }
  return parseInput(schema, raw);
}

const GRAPHQL_CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  502: 'BAD_GATEWAY',
};

/** Service errors as GraphQL errors (yoga masks anything else as "Unexpected error."). */
export function toGraphQLError(error: unknown): unknown {
  if (error instanceof ForbiddenError)
    return new GraphQLError(error.message, { extensions: { code: 'FORBIDDEN', reason: error.code, ...forbiddenDetails(error) } });
  if (error instanceof HttpError) {
    return new GraphQLError(error.message, {
      extensions: { code: GRAPHQL_CODES[error.status] ?? 'INTERNAL_SERVER_ERROR', ...error.details },
    });
  }
  return error;
}

/** Runs a resolver body and maps service errors (see toGraphQLError). */
export async function resolving<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw toGraphQLError(error);
  }
}

/** zod errors inside GraphQL args. */
export function parseArgs<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new GraphQLError(describeZodError(parsed.error), { extensions: { code: 'BAD_USER_INPUT' } });
  return parsed.data;
}

/** A path id: a positive bigint identity. */
export const ID_PATTERN = /^[1-9]\d{0,17}$/;
