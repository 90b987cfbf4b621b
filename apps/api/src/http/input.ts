/**
 * The one input layer (docs/decisions/0018): what every request must satisfy before any route,
 * resolver or zod schema sees it, and the zod refinements the input schemas share.
 *
 * - At the boundary (`inputGuard`, mounted on /api/* and /graphql): the URL (path and query string)
 *   and the JSON body are scanned as text — before anything parses them — for NUL characters, lone
 *   UTF-16 surrogates (neither PostgreSQL text nor UTF-8 can hold them) and nesting deeper than
 *   MAX_JSON_DEPTH. A hit is a 400 `bad_request` (REST) or a BAD_USER_INPUT error (GraphQL).
 * - In the schemas: `safeText`, `boundedInt`, `boundedNumber`, `isoDuration` and `strictBody`
 *   (unknown keys are a 400 on every write).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { errorBody } from './errors';

/** Deepest nesting of objects/arrays accepted in a body or GraphQL variables. */
export const MAX_JSON_DEPTH = 32;

/** Largest magnitude of a free number in an input (amounts, ranges): beyond any real contract value. */
export const MAX_INPUT_NUMBER = 1e15;

/** A NUL, or a UTF-16 surrogate half without its partner. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_CHAR = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const NUL_MESSAGE = 'Text must not contain NUL characters';
export const SURROGATE_MESSAGE = 'Text must not contain unpaired UTF-16 surrogates';
export const depthMessage = (maxDepth = MAX_JSON_DEPTH) => `Input is nested deeper than ${maxDepth} levels`;

/** Why `text` cannot be stored as text, or null when it can. */
export function unsafeTextReason(text: string): string | null {
  const match = UNSAFE_CHAR.exec(text);
  if (!match) return null;
  return match[0] === '\u0000' ? NUL_MESSAGE : SURROGATE_MESSAGE;
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

function hex4(text: string, at: number): number {
  const digits = text.slice(at, at + 4);
  return /^[0-9a-fA-F]{4}$/.test(digits) ? Number.parseInt(digits, 16) : -1;
}

/**
 * Scans JSON text without parsing it: nesting depth outside strings, and every string (keys too) for
 * NUL and lone surrogates, whether written raw or as `\u` escapes. Linear, no recursion; stops at the
 * first problem. Text that is not JSON is left to the parser (which answers 400 itself).
 */
export function inspectJsonText(text: string, maxDepth = MAX_JSON_DEPTH): string | null {
  let depth = 0;
  let inString = false;
  // A high surrogate (raw or escaped) waiting for its low half.
  let pendingHigh = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!inString) {
      if (code === 0x22) inString = true;
      else if (code === 0x7b || code === 0x5b) {
        depth++;
        if (depth > maxDepth) return depthMessage(maxDepth);
      } else if (code === 0x7d || code === 0x5d) depth--;
      else if (code === 0) return NUL_MESSAGE;
      continue;
    }
    let unit = code;
    if (code === 0x5c) {
      // An escape: \uXXXX names a code unit; any other escape is one character.
      if (text.charCodeAt(i + 1) === 0x75) {
        unit = hex4(text, i + 2);
        i += unit >= 0 ? 5 : 1;
      } else {
        i++;
        unit = -1;
      }
    } else if (code === 0x22) {
      if (pendingHigh) return SURROGATE_MESSAGE;
      inString = false;
      continue;
    }
    if (pendingHigh) {
      if (!isLow(unit)) return SURROGATE_MESSAGE;
      pendingHigh = false;
      continue;
    }
    if (unit === 0) return NUL_MESSAGE;
    if (isHigh(unit)) pendingHigh = true;
    else if (isLow(unit)) return SURROGATE_MESSAGE;
  }
  return pendingHigh ? SURROGATE_MESSAGE : null;
}

/**
 * The same checks over an already parsed value (GraphQL variables, arguments): iterative, so a deep
 * value cannot overflow the stack; stops at the first problem.
 */
export function inspectValue(value: unknown, maxDepth = MAX_JSON_DEPTH): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'string') {
      const reason = unsafeTextReason(current);
      if (reason) return reason;
    } else if (current !== null && typeof current === 'object') {
      if (depth + 1 > maxDepth) return depthMessage(maxDepth);
      for (const [key, child] of Object.entries(current)) {
        const reason = Array.isArray(current) ? null : unsafeTextReason(key);
        if (reason) return reason;
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** The URL's path and query string, percent-decoded, checked as text (a broken escape is refused too). */
export function inspectUrl(url: string): string | null {
  const { pathname, search } = new URL(url);
  for (const part of [pathname, search.replace(/\+/g, ' ')]) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return 'The address is not validly percent-encoded';
    }
    const reason = unsafeTextReason(decoded);
    if (reason) return reason;
  }
  // GraphQL over GET carries JSON in the query string.
  const params = new URL(url).searchParams;
  for (const name of ['variables', 'extensions']) {
    const value = params.get(name);
    const reason = value ? inspectJsonText(value) : null;
    if (reason) return reason;
  }
  return null;
}

/** Methods whose requests carry a body (read by http/bodyLimits.ts, checked here). */
export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function refuse(c: Context, message: string): Response {
  if (c.req.path === '/graphql') {
    return c.json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }, 400);
  }
  return c.json(errorBody('bad_request', message), 400);
}

/**
 * The guard at the HTTP boundary: URL and JSON body are checked before any handler, reader or
 * parser runs. The body text comes from Hono's body cache (a standard call's body was read once by
 * http/bodyLimits.ts), so handlers and Yoga read the request as sent.
 */
export function inputGuard(): MiddlewareHandler {
  return async (c, next) => {
    const urlReason = inspectUrl(c.req.url);
    if (urlReason) return refuse(c, urlReason);
    // A multipart body carries files (binary by nature); its text fields are checked by the route's schema (safeText).
    const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
    if (BODY_METHODS.has(c.req.method) && !multipart) {
      const text = await c.req.text();
      const bodyReason = text === '' ? null : inspectJsonText(text);
      if (bodyReason) return refuse(c, bodyReason);
    }
    await next();
  };
}

// ---- Shared zod refinements --------------------------------------------------------------------

/** Text that can be stored: no NUL, no lone surrogate; optionally trimmed and bounded. */
export function safeText(options: { min?: number; max: number; trim?: boolean; message?: string; tooLong?: string }) {
  let schema = z.string();
  if (options.trim) schema = schema.trim();
  if (options.min !== undefined) schema = schema.min(options.min, options.message);
  return schema.max(options.max, options.tooLong).superRefine((value, ctx) => {
    const reason = unsafeTextReason(value);
    if (reason) ctx.addIssue({ code: 'custom', message: reason });
  });
}

/** A whole number within [min, max]. */
export const boundedInt = (min: number, max: number) => z.number().int().min(min).max(max);

/** A finite number within ±MAX_INPUT_NUMBER (or the given bounds). */
export const boundedNumber = (min = -MAX_INPUT_NUMBER, max = MAX_INPUT_NUMBER) => z.number().min(min).max(max);

/** ISO 8601 duration `[+-]PnYnMnWnD` (the relative dates of filters); each part bounded. */
export const ISO_DURATION = /^([+-])?P(?:(\d{1,4})Y)?(?:(\d{1,5})M)?(?:(\d{1,5})W)?(?:(\d{1,6})D)?$/;
/** Relative dates reach at most this many years either side of now. */
export const MAX_DURATION_YEARS = 200;

export function isoDuration(message = 'Relative dates are ISO 8601 durations such as -P6M or P1Y') {
  return z
    .string()
    .max(40)
    .regex(ISO_DURATION, message)
    .refine((v) => /\d/.test(v), 'Empty duration')
    .refine((v) => {
      const m = ISO_DURATION.exec(v);
      const n = (i: number) => Number(m?.[i] ?? 0);
      const years = n(2) + n(3) / 12 + n(4) / 52 + n(5) / 365;
      return years <= MAX_DURATION_YEARS;
    }, `Relative dates reach at most ${MAX_DURATION_YEARS} years from now`);
}

/** A write's body: unknown keys are refused (a typo must not silently change what is written). */
export const strictBody = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape);
