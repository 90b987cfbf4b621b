/** What the sync benchmark (bench.ts) and its fake (benchFake.ts) share: the real files multiplied and the dates they cover. */
import { dataFile } from '../../importer/test-helpers';

export const BENCH_FILES = [
  dataFile('uk_find_a_tender_2021_ocds_spoonbill.json'),
  dataFile('uk_find_a_tender_2026_ocds_032703-2026.json'),
  dataFile('uk_find_a_tender_2026_ocds_037689-2026.json'),
];
export const BENCH_RANGE = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-03-01T00:00:00Z') };
