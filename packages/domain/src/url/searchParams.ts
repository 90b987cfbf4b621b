// lz-string is CommonJS without named ESM exports: use its default export.
import LZString from 'lz-string';
import type { z } from 'zod';

/**
 * Parses one URL query parameter. A missing value, or one that fails the schema, gives the default
 * (spec 1§5 "Query-parameter values that fail schema parsing revert to defaults").
 */
export function parseSearchParam<S extends z.ZodType>(
  schema: S,
  raw: string | null | undefined,
  defaultValue: z.output<S>,
): z.output<S> {
  if (raw === null || raw === undefined) return defaultValue;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : defaultValue;
}

/** Like `parseSearchParam` for a parameter holding JSON (e.g. `contactsFilters`). */
export function parseJsonSearchParam<S extends z.ZodType>(
  schema: S,
  raw: string | null | undefined,
  defaultValue: z.output<S>,
): z.output<S> {
  if (raw === null || raw === undefined || raw === '') return defaultValue;
  const parsed = schema.safeParse(tryJson(raw));
  return parsed.success ? parsed.data : defaultValue;
}

function tryJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The compressed URL form of a value: JSON, then lz-string (URI-safe). */
export function compressSearchParam(value: unknown): string {
  return LZString.compressToEncodedURIComponent(JSON.stringify(value));
}

export interface DecompressOptions {
  /** Where decode failures are reported. @default console.warn */
  log?: (message: string, detail: { raw: string; error?: unknown }) => void;
}

const defaultLog: NonNullable<DecompressOptions['log']> = (message, detail) => console.warn(message, detail);

/**
 * Reads a compressed parameter. When it cannot be decompressed (or its JSON is broken) the failure
 * is logged and the raw value is used as is (spec 1§8), parsed as JSON if it is plain JSON.
 */
export function decompressSearchParam(raw: string, options: DecompressOptions = {}): unknown {
  const log = options.log ?? defaultLog;
  let decoded: string | null = null;
  try {
    decoded = LZString.decompressFromEncodedURIComponent(raw);
  } catch (error) {
    log('Could not decompress URL parameter; using the raw value', { raw, error });
    return tryJson(raw);
  }
  if (!decoded) {
    log('Could not decompress URL parameter; using the raw value', { raw });
    return tryJson(raw);
  }
  try {
    return JSON.parse(decoded);
  } catch (error) {
    log('Decompressed URL parameter is not JSON; using the raw value', { raw, error });
    return tryJson(raw);
  }
}

/** Compressed (or plain JSON) parameter → schema → value, with the default for anything invalid. */
export function parseCompressedSearchParam<S extends z.ZodType>(
  schema: S,
  raw: string | null | undefined,
  defaultValue: z.output<S>,
  options: DecompressOptions = {},
): z.output<S> {
  if (raw === null || raw === undefined || raw === '') return defaultValue;
  const parsed = schema.safeParse(decompressSearchParam(raw, options));
  return parsed.success ? parsed.data : defaultValue;
}
