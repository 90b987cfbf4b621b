/**
 * `describe` once per database target on a migrated database holding the four real OCDS files
 * (imported with the fixed test clock). Skipped when PostgreSQL is unreachable (that target) or
 * when the shared data folder is absent.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { importIntoDatabase } from '../importer/database';
import { DATA_DIR, NOW, OCDS_FILES, dataFile, hasData } from '../importer/test-helpers';
import { createMigratedDatabase, databaseTargets, targetTitle, type TestDatabase } from './databases';

export async function describeOnRealData(title: string, fn: (database: () => TestDatabase) => void): Promise<void> {
  for (const target of await databaseTargets()) {
    describe.skipIf(target.skipReason !== null || !hasData())(`${title} [${targetTitle(target)}]`, () => {
      let test: TestDatabase | undefined;
      beforeAll(async () => {
        test = await createMigratedDatabase(target);
        await importIntoDatabase(test.handle.db, OCDS_FILES.map(dataFile), { dataDir: DATA_DIR, now: NOW });
      }, 240_000);
      afterAll(async () => {
        await test?.dispose();
      });
      fn(() => {
        if (!test) throw new Error('database not ready');
        return test;
      });
    });
  }
}
