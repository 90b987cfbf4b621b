/** Shared by the *.test.ts files: where the real data lives (see `findSharedDataDir`). */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { findRepoRoot, findSharedDataDir } from '../config.js';

export const DATA_DIR = findSharedDataDir() ?? resolve(findRepoRoot(), '../shared/data');
export const hasData = (file = 'cpv2008_en_openprocurement.json'): boolean => existsSync(resolve(DATA_DIR, file));
export const dataFile = (name: string): string => resolve(DATA_DIR, name);

export const OCDS_FILES = [
  'uk_contracts_finder_2014-15_ocds_sample-data.json',
  'uk_contracts_finder_2025_ocds_CFServer1.json',
  'uk_public_contracts_scotland_ocds_CFServer1.json',
  'uk_sell2wales_2025_ocds_CFServer1.json',
] as const;

/** Fixed clock for the real-data figures: the day after the newest Contracts Finder 2025 release. */
export const NOW = new Date('2025-03-12T00:00:00Z');

export function warnIfMissing(): void {
  if (!hasData()) console.warn(`[importer] real data not found in ${DATA_DIR}: real-data tests are skipped`);
}
