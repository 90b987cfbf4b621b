/** Row ids by guid for the workspace features; an unknown guid is a 400 naming it. */
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { notices, organisations } from '../db/schema/index';
import { badRequest } from '../http/errors';

const TABLES = { notices, organisations };

export async function idsByGuid(
  db: Executor,
  table: keyof typeof TABLES,
  guids: string[],
  field: string,
): Promise<number[]> {
  if (guids.length === 0) return [];
  const t = TABLES[table];
  const lower = [...new Set(guids.map((g) => g.toLowerCase()))];
  const rows = await db.select({ id: t.id, guid: t.guid }).from(t).where(inArray(t.guid, lower));
  if (rows.length !== lower.length) {
    const found = new Set(rows.map((r) => r.guid));
    throw badRequest(
      `${field}: unknown ${lower
        .filter((g) => !found.has(g))
        .slice(0, 5)
        .join(', ')}`,
    );
  }
  return rows.map((r) => r.id);
}
