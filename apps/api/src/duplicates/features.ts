/** The features duplicate detection compares (score.ts), read from the stored notices and releases. */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import type { DuplicateFeatures } from './score';

type FeatureRow = {
  id: number;
  ocid: string;
  buyer_id: number | null;
  name: string;
  description: string | null;
  value: number | null;
  publish_date: Date | string | null;
  cpv: string[] | null;
  documents: string[] | null;
};

/** Features of these notices (any order). Document URLs come from the stored releases. */
export async function loadFeatures(db: Executor, ids: readonly number[]): Promise<DuplicateFeatures[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<FeatureRow>(
    db,
    sql`select n.id::int as id, n.ocid, n.buyer_id::int as buyer_id, n.name, n.description, n.value::float8 as value, n.publish_date,
        (select array_agg(c.cpv_code::text order by c.position) from notice_cpv_codes c where c.notice_id = n.id) as cpv,
        (select array_agg(distinct u.url) from ocds_releases r
          cross join lateral jsonb_path_query(r.data, 'lax $.**.documents[*].url') d
          cross join lateral (select d #>> '{}' as url) u
          where r.ocid = n.ocid and jsonb_typeof(d) = 'string') as documents
      from notices n where n.id = any(${`{${ids.join(',')}}`}::bigint[])`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    ocid: r.ocid,
    buyerId: r.buyer_id === null ? null : Number(r.buyer_id),
    title: r.name,
    description: r.description,
    value: r.value === null ? null : Number(r.value),
    publishDate: r.publish_date === null ? null : new Date(r.publish_date).toISOString(),
    cpvCodes: (r.cpv ?? []).map((c) => c.trim()),
    // Documents only: a notice's own `url` may be its package's URI, the same for a whole file.
    urls: r.documents ?? [],
  }));
}
