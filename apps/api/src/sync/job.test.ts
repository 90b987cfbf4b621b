/** The scheduled sync: 'Sync now' runs only the requested source, under the `sync` lease that one process holds at a time. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { scheduledJobs, syncSources } from '../db/schema/index';
import { claimScheduledJob } from '../jobs/scheduler';
import { DATA_DIR, dataFile, hasData } from '../importer/test-helpers';
import { createMigratedDatabase, databaseTargets, type TestDatabase } from '../testing/databases';
import { requestSync, runSyncJob, SYNC_JOB } from './job';
import { FakePublisher } from './testing/fakePublishers';

const NOW = new Date('2025-02-20T12:00:00Z');
const [pglite] = await databaseTargets();

describe.skipIf(!hasData() || !pglite)('the sync job', () => {
  let test: TestDatabase;
  let db: Database;
  let fake: FakePublisher;
  beforeAll(async () => {
    test = await createMigratedDatabase(pglite!);
    db = test.handle.db;
    fake = await new FakePublisher({ kind: 'sell2wales', files: [dataFile('uk_sell2wales_2025_ocds_CFServer1.json')] }).start();
  }, 120_000);
  afterAll(async () => {
    await fake?.stop();
    await test?.dispose();
  });

  const options = (workerId: string) => ({
    dataDir: DATA_DIR,
    scheduled: [],
    workerId,
    baseUrls: { sell2wales: fake.url },
    now: () => NOW,
    http: { paceMs: 0, sleep: async () => undefined },
  });

  it('does nothing without scheduled or requested sources; a request runs that source once and clears it', async () => {
    expect(await runSyncJob(db, options('a'))).toEqual({ ran: false, reason: 'nothing_to_do' });
    await requestSync(db, 'sell2wales', NOW);
    const outcome = await runSyncJob(db, options('a'));
    expect(outcome.ran).toBe(true);
    if (outcome.ran) expect(outcome.results.map((r) => [r.source, r.releasesNew > 0, r.errors])).toEqual([['sell2wales', true, 0]]);
    const [row] = await db.select().from(syncSources).where(eq(syncSources.source, 'sell2wales'));
    expect(row?.requestedAt).toBeNull();
    expect(row?.lastSuccessAt).toEqual(NOW);
    const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, SYNC_JOB));
    expect(job?.lockedBy).toBeNull();
  });

  it('a process whose lease is held by another does not sync', async () => {
    await requestSync(db, 'sell2wales', NOW);
    expect(await claimScheduledJob(db, SYNC_JOB, { workerId: 'other', now: NOW, leaseMs: 60_000, force: true })).toBe(true);
    const requests = fake.requests.length;
    expect(await runSyncJob(db, options('b'))).toEqual({ ran: false, reason: 'not_due' });
    expect(fake.requests.length).toBe(requests);
  });
});
