/**
 * The duplicate-detection figures (run by ../dedupe.mjs): the bundled real files imported into a
 * fresh PGlite with their own dates (detection runs inside the import), precision and recall on
 * the labelled pairs (apps/api/src/duplicates/labelledPairs.json), and a full re-detection's time.
 */
import { performance } from 'node:perf_hooks';
import { sql } from '../../../apps/api/src/testing/benchSupport';
import { createDatabase, queryRows } from '../../../apps/api/src/db/client';
import { runMigrations } from '../../../apps/api/src/db/migrate';
import { findSharedDataDir } from '../../../apps/api/src/config';
import { detectDuplicates } from '../../../apps/api/src/duplicates/detect';
import { evaluate, importRealFiles } from '../../../apps/api/src/duplicates/evaluate';

const dataDir = findSharedDataDir();
if (!dataDir) {
  console.log('dedupe: the shared data folder was not found (TENDERLENS_SHARED_DATA); nothing measured');
  process.exit(0);
}
const handle = createDatabase({ dataDir: 'memory://' });
try {
  await runMigrations(handle);
  let started = performance.now();
  await importRealFiles(handle.db, dataDir);
  const importSeconds = (performance.now() - started) / 1000;
  const r = await evaluate(handle.db);
  const [counts] = await queryRows<{ notices: number; groups: number; members: number }>(
    handle.db,
    sql`select (select count(*)::int from notices) as notices, (select count(distinct group_id)::int from notice_duplicates) as groups,
      (select count(*)::int from notice_duplicates) as members`,
  );
  started = performance.now();
  const again = await detectDuplicates(handle.db);
  const detectMs = performance.now() - started;
  console.log(`dedupe labelled pairs: ${r.pairs} (${r.positives} duplicates, ${r.pairs - r.positives} near-misses and other pairs of one buyer)`);
  console.log(`dedupe precision: ${r.precision.toFixed(3)} (${r.truePositives} true, ${r.falsePositives} false positives)`);
  console.log(`dedupe recall: ${r.recall.toFixed(3)} (${r.falseNegatives} missed)`);
  for (const m of r.mistakes) console.log(`  ${m.predicted ? 'false positive' : 'missed'}: ${m.pair.a} / ${m.pair.b}: ${m.pair.why}`);
  console.log(`dedupe groups in the real data: ${counts?.groups ?? 0} groups, ${counts?.members ?? 0} of ${counts?.notices ?? 0} notices; search shows ${(counts?.notices ?? 0) - (counts?.members ?? 0) + (counts?.groups ?? 0)} rows`);
  console.log(`dedupe full re-detection: ${again.pairsCompared} candidate pairs (same buyer, ±240 days) in ${detectMs.toFixed(0)} ms; import with detection ${importSeconds.toFixed(1)} s`);
} finally {
  await handle.close();
}
