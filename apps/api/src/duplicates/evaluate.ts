/**
 * Precision and recall of duplicate detection (end to end: the groups the import wrote) on the labelled pairs of real notices
 * (labelledPairs.json; docs/decisions/0028-duplicate-notices.md). Used by the unit test
 * (dedupe.test.ts) and the bench (tests/bench/dedupe.mjs).
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { importIntoDatabase } from '../importer/database';
import { OCDS_DATA_FILES } from '../reference/files';
import { loadFeatures } from './features';
import { compareNotices } from './score';

export interface LabelledPair {
  a: string;
  b: string;
  duplicate: boolean;
  /** Why a person labelled it so (what the two notices are). */
  why: string;
}

export function labelledPairs(): LabelledPair[] {
  const file = join(dirname(fileURLToPath(import.meta.url)), 'labelledPairs.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { pairs: LabelledPair[] }).pairs;
}

export interface Evaluation {
  pairs: number;
  positives: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  mistakes: { pair: LabelledPair; predicted: boolean; reasons: string[] }[];
  /** Pairs the detector grouped in the whole database (labelled or not). */
  groupedNotices: number;
}

/** Imports the bundled real files (their own dates) into `db` and scores the labelled pairs. */
export async function importRealFiles(db: Database, dataDir: string): Promise<void> {
  await importIntoDatabase(db, OCDS_DATA_FILES.map((f) => join(dataDir, f)), { dataDir, now: new Date('2026-04-25T00:00:00Z') });
}

export async function evaluate(db: Database, pairs: readonly LabelledPair[] = labelledPairs()): Promise<Evaluation> {
  const ocids = [...new Set(pairs.flatMap((p) => [p.a, p.b]))];
  const rows = await queryRows<{ id: number; ocid: string }>(
    db,
    sql`select id::int as id, ocid from notices where ocid = any(${`{${ocids.map((o) => `"${o}"`).join(',')}}`}::text[])`,
  );
  const idOf = new Map(rows.map((r) => [r.ocid, Number(r.id)]));
  const missing = ocids.filter((o) => !idOf.has(o));
  if (missing.length > 0) throw new Error(`labelled notices not imported: ${missing.join(', ')}`);
  const features = new Map((await loadFeatures(db, [...idOf.values()])).map((f) => [f.ocid, f]));
  const groupRows = await queryRows<{ notice_id: number; group_id: number }>(
    db,
    sql`select notice_id::int as notice_id, group_id::int as group_id from notice_duplicates`,
  );
  const groupOf = new Map(groupRows.map((g) => [Number(g.notice_id), Number(g.group_id)]));
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const mistakes: Evaluation['mistakes'] = [];
  for (const pair of pairs) {
    const fa = features.get(pair.a);
    const fb = features.get(pair.b);
    if (!fa || !fb) throw new Error(`no features for ${pair.a} / ${pair.b}`);
    // What the import did (the pair shares a group), not only what the rule says of the pair.
    const ga = groupOf.get(fa.id);
    const predicted = ga !== undefined && ga === groupOf.get(fb.id);
    if (predicted && pair.duplicate) tp++;
    else if (predicted) fp++;
    else if (pair.duplicate) fn++;
    if (predicted !== pair.duplicate) mistakes.push({ pair, predicted, reasons: compareNotices(fa, fb).reasons });
  }
  const [grouped] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notice_duplicates`);
  const positives = pairs.filter((p) => p.duplicate).length;
  return {
    pairs: pairs.length,
    positives,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: positives === 0 ? 1 : tp / positives,
    mistakes,
    groupedNotices: grouped?.n ?? 0,
  };
}
