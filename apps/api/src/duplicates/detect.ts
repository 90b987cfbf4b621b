/**
 * Duplicate groups, filled at import (docs/decisions/0028-duplicate-notices.md). Incremental: only
 * the notices written since `since` (new or changed) are compared, each with the notices of the same
 * buyer published within 240 days of it, the 50 nearest in time (index notices_buyer_idx; score.ts
 * decides), 1,000 changed notices per round; the pairs found join existing
 * groups (union-find). A group's primary — the notice search shows — is its earliest published
 * member (then the lowest id). Groups only grow: a notice that changes is compared again and may
 * join a group, but is not taken out of one.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { loadFeatures } from './features';
import { compareNotices, MAX_SAME_TEXT_GAP_DAYS, type PairVerdict } from './score';

export interface DetectOptions {
  /** Compare the notices updated at or after this instant (default: every notice). */
  since?: Date;
}

export interface DetectResult {
  /** Notices compared (changed since `since`). */
  notices: number;
  pairsCompared: number;
  duplicatePairs: number;
  /** Groups written (new or grown). */
  groups: number;
}

class UnionFind {
  private readonly parent = new Map<number, number>();
  find(x: number): number {
    let root = this.parent.get(x) ?? x;
    if (root !== x) {
      root = this.find(root);
      this.parent.set(x, root);
    }
    return root;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(Math.max(ra, rb), Math.min(ra, rb));
  }
}

/** Candidates per changed notice: the same buyer's notices nearest in publish date (bounds the work for big buyers). */
export const MAX_CANDIDATES = 50;
/** Changed notices compared per round (features of a round are held in memory). */
const CHUNK = 1_000;

/**
 * (notice, candidate) for each of `ids`: the MAX_CANDIDATES notices of the same buyer nearest in
 * publish date (then lowest id) within MAX_SAME_TEXT_GAP_DAYS, or any date when either has none.
 */
export async function candidatePairs(db: Database, ids: readonly number[]): Promise<{ a: number; b: number }[]> {
  const rows = await queryRows<{ a: number; b: number }>(
    db,
    // The nearest on each side of the publish date, each read in index order from notices_buyer_idx
    // and cut after MAX_CANDIDATES (with ties, so the id order below still decides among equal
    // dates), then the nearest of those: the same candidates as ordering all of the buyer's notices
    // by distance, which read and sorted every notice of a big buyer for each notice (decision 0060).
    // Nearer notices come first on each side, so the 240-day bound applied in the scan cuts nothing
    // the full ordering would have kept.
    sql`select t.id::int as a, c.id::int as b from notices t
        cross join lateral (select u.id from (
          (select c.id, c.publish_date from notices c
            where c.buyer_id = t.buyer_id and c.id <> t.id and not c.synthetic
              and c.publish_date >= t.publish_date and c.publish_date <= t.publish_date + make_interval(days => ${MAX_SAME_TEXT_GAP_DAYS})
            order by c.publish_date asc nulls first fetch first ${MAX_CANDIDATES} rows with ties)
          union all
          (select c.id, c.publish_date from notices c
            where c.buyer_id = t.buyer_id and c.id <> t.id and not c.synthetic
              and c.publish_date < t.publish_date and c.publish_date >= t.publish_date - make_interval(days => ${MAX_SAME_TEXT_GAP_DAYS})
            order by c.publish_date desc nulls last fetch first ${MAX_CANDIDATES} rows with ties)
          union all
          (select c.id, c.publish_date from notices c
            where t.publish_date is not null and c.buyer_id = t.buyer_id and c.id <> t.id and not c.synthetic and c.publish_date is null
            order by c.id limit ${MAX_CANDIDATES})
          union all
          (select c.id, c.publish_date from notices c
            where t.publish_date is null and c.buyer_id = t.buyer_id and c.id <> t.id and not c.synthetic
            order by c.id limit ${MAX_CANDIDATES})
          ) u
          order by abs(extract(epoch from u.publish_date - t.publish_date)) nulls last, u.id
          limit ${MAX_CANDIDATES}) c
        where t.id = any(${`{${ids.join(',')}}`}::bigint[])`,
  );
  return rows.map((r) => ({ a: Number(r.a), b: Number(r.b) }));
}

export async function detectDuplicates(db: Database, options: DetectOptions = {}): Promise<DetectResult> {
  const since = options.since ? sql`and t.updated_at >= ${options.since.toISOString()}::timestamptz` : sql``;
  const changed = (
    await queryRows<{ id: number }>(db, sql`select t.id::int as id from notices t where t.buyer_id is not null and not t.synthetic ${since} order by t.id`)
  ).map((r) => Number(r.id));
  const unique = new Map<string, [number, number]>();
  const found: { a: number; b: number; verdict: PairVerdict }[] = [];
  for (let i = 0; i < changed.length; i += CHUNK) {
    const chunk = changed.slice(i, i + CHUNK);
    const pairs = await candidatePairs(db, chunk);
    const fresh: [number, number][] = [];
    for (const p of pairs) {
      const a = Math.min(Number(p.a), Number(p.b));
      const b = Math.max(Number(p.a), Number(p.b));
      const key = `${a}:${b}`;
      if (unique.has(key)) continue;
      unique.set(key, [a, b]);
      fresh.push([a, b]);
    }
    const features = new Map((await loadFeatures(db, [...new Set(fresh.flat())])).map((f) => [f.id, f]));
    for (const [a, b] of fresh) {
      const fa = features.get(a);
      const fb = features.get(b);
      if (!fa || !fb) continue;
      const verdict = compareNotices(fa, fb);
      if (verdict.duplicate) found.push({ a, b, verdict });
    }
  }
  const result: DetectResult = { notices: changed.length, pairsCompared: unique.size, duplicatePairs: found.length, groups: 0 };
  if (found.length === 0) return result;

  // Existing groups of the notices involved, whole.
  const involved = [...new Set(found.flatMap((f) => [f.a, f.b]))];
  const existing = await queryRows<{ notice_id: number; group_id: number; score: number; reasons: string[] }>(
    db,
    sql`select d.notice_id::int as notice_id, d.group_id::int as group_id, d.score, d.reasons from notice_duplicates d
        where d.group_id in (select group_id from notice_duplicates where notice_id = any(${`{${involved.join(',')}}`}::bigint[]))`,
  );
  const uf = new UnionFind();
  const best = new Map<number, { score: number; reasons: string[] }>();
  for (const row of existing) {
    uf.union(Number(row.notice_id), Number(row.group_id));
    best.set(Number(row.notice_id), { score: row.score, reasons: row.reasons });
  }
  for (const { a, b, verdict } of found) {
    uf.union(a, b);
    for (const id of [a, b]) {
      const prior = best.get(id);
      if (!prior || prior.score < verdict.score) best.set(id, { score: verdict.score, reasons: verdict.reasons });
    }
  }
  const members = new Map<number, number[]>();
  for (const id of new Set([...existing.map((r) => Number(r.notice_id)), ...involved])) {
    const root = uf.find(id);
    members.set(root, [...(members.get(root) ?? []), id]);
  }
  await db.transaction(async (tx) => {
    for (const group of members.values()) {
      const order = await queryRows<{ id: number }>(
        tx,
        sql`select id::int as id from notices where id = any(${`{${group.join(',')}}`}::bigint[]) order by publish_date asc nulls last, id asc`,
      );
      const primary = Number(order[0]?.id ?? Math.min(...group));
      await tx.execute(sql`delete from notice_duplicates where notice_id = any(${`{${group.join(',')}}`}::bigint[])`);
      for (const id of group) {
        const b = best.get(id) ?? { score: 1, reasons: [] };
        await tx.execute(
          sql`insert into notice_duplicates (notice_id, group_id, score, reasons)
              values (${id}, ${primary}, ${id === primary ? 1 : b.score}, ${`{${b.reasons.join(',')}}`}::text[])`,
        );
      }
    }
  });
  result.groups = members.size;
  return result;
}
