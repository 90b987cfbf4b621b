/** Content hashes that do not depend on key order (jsonb gives keys back in its own order). */
import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level; `undefined` members are dropped as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

export const contentHash = (value: unknown): string => createHash('sha256').update(canonicalJson(value)).digest('hex');
