/**
 * Regions (spec 2§3 Region: id, name, description, countryCode, geoJson): the NUTS 2018 regions the
 * reference loader stores from the ONS files, with how many buyers the importer placed in each
 * (an organisation's `nuts_region_id`, taken from its address region at import time).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import type { RegionSearch } from './schemas';

export interface RegionView {
  id: string;
  name: string;
  description: string | null;
  level: number;
  parentId: string | null;
  countryCode: string;
  countryName: string | null;
  geoJson: unknown;
  /** Buyers whose address region is this region or one inside it. */
  buyerCount: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Regions matching the search, ordered by code (so each level-1 region precedes its children). */
export async function searchRegions(db: Executor, q: RegionSearch): Promise<RegionView[]> {
  const w: SQL[] = [sql`true`];
  if (q.text) w.push(sql`(r.name ilike ${`%${escapeLike(q.text)}%`} or r.id ilike ${`${escapeLike(q.text)}%`})`);
  if (q.country_code) w.push(sql`r.country_code = ${q.country_code}`);
  if (q.level) w.push(sql`r.level = ${q.level}`);
  if (q.parent_id) w.push(sql`r.parent_id = ${q.parent_id}`);
  if (q.ids) w.push(q.ids.length ? sql`r.id in (${sql.join(q.ids.map((i) => sql`${i}`), sql`, `)})` : sql`false`);
  const rows = await queryRows<{
    id: string;
    name: string;
    description: string | null;
    level: number;
    parent_id: string | null;
    country_code: string;
    country_name: string | null;
    geo_json: unknown;
  }>(
    db,
    sql`select r.id, r.name, r.description, r.level, r.parent_id, r.country_code, r.country_name, r.geo_json
        from regions r where ${sql.join(w, sql` and `)} order by r.id limit ${q.limit}`,
  );
  if (!rows.length) return [];
  // One pass over the buyers' regions; a region counts the buyers of every code it prefixes.
  const counts = await queryRows<{ id: string; n: number }>(
    db,
    sql`select nuts_region_id as id, count(*)::int as n from organisations
        where nuts_region_id is not null and primary_role = 'BUYER' and not is_archived group by nuts_region_id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    level: Number(r.level),
    parentId: r.parent_id,
    countryCode: r.country_code.trim(),
    countryName: r.country_name,
    geoJson: r.geo_json ?? null,
    buyerCount: counts.reduce((sum, c) => (c.id.startsWith(r.id) ? sum + c.n : sum), 0),
  }));
}
