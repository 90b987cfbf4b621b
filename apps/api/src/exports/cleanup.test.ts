/**
 * Retention of export files on both databases: a finished file is downloadable for 7 days, then
 * deleted (download answers 410); files no job owns (a killed worker's `.part`, a finished file of
 * a lost attempt, an unknown job's file past the grace period) are swept; the running attempt's
 * files and anything not named like an export are never touched.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { exportJobs } from '../db/schema/exports';
import { users } from '../db/schema/index';
import { describeOnDatabases } from '../testing/api';
import { runScheduledJob } from '../jobs/scheduler';
import { cleanUpExports, EXPORT_CLEANUP_JOB, exportCleanupJob, ORPHAN_GRACE_MS } from './cleanup';

const DAY = 86_400_000;

await describeOnDatabases('export file retention', (api) => {
  const dir = () => api().app.deps.config.exportsDir;

  async function job(values: Partial<typeof exportJobs.$inferInsert> & { guid: string }) {
    const db = api().app.deps.db;
    const [maya] = await db.select().from(users).where(eq(users.email, 'maya@northwind.test'));
    if (!maya) throw new Error('demo user missing');
    await db.insert(exportJobs).values({ userId: maya.id, companyId: maya.companyId, kind: 'records', format: 'csv', ...values });
  }
  async function file(name: string, ageMs = 0): Promise<string> {
    await mkdir(dir(), { recursive: true });
    const path = join(dir(), name);
    await writeFile(path, 'id\r\n1\r\n');
    const at = new Date(Date.now() - ageMs);
    await utimes(path, at, at);
    return path;
  }

  it('deletes a finished file after 7 days; the download then answers 410 and the job stays complete', async () => {
    const guid = randomUUID();
    const path = await file(`${guid}-1.csv`);
    const finishedAt = new Date();
    await job({ guid, status: 'complete', progress: 1, attempts: 1, filePath: path, fileName: 'tenderlens-notices-2026-11-24.csv', finishedAt });
    const maya = await api().signIn('maya@northwind.test');
    expect((await api().authed(maya, `/api/jobs/${guid}/download`)).status).toBe(200);

    // Six days on, the file is kept.
    expect(await cleanUpExports(api().app.deps.db, dir(), new Date(finishedAt.getTime() + 6 * DAY))).toEqual({ expired: 0, orphans: 0 });
    expect((await api().authed(maya, `/api/jobs/${guid}/download`)).status).toBe(200);

    // Past seven days it goes; a second run finds nothing.
    const later = new Date(finishedAt.getTime() + 7 * DAY + 1000);
    expect(await cleanUpExports(api().app.deps.db, dir(), later)).toEqual({ expired: 1, orphans: 0 });
    expect(await cleanUpExports(api().app.deps.db, dir(), later)).toEqual({ expired: 0, orphans: 0 });
    expect(await readdir(dir())).not.toContain(`${guid}-1.csv`);
    const gone = await api().authed(maya, `/api/jobs/${guid}/download`);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toMatchObject({ error: { code: 'export_gone', message: 'This export file is no longer available. Please export again.' } });
    const [row] = await api().app.deps.db.select().from(exportJobs).where(eq(exportJobs.guid, guid));
    expect(row).toMatchObject({ status: 'complete', filePath: null });
  });

  it("sweeps files no job owns and leaves the running attempt's and foreign files alone", async () => {
    const running = randomUUID();
    const lost = randomUUID();
    const unknownOld = randomUUID();
    const unknownNew = randomUUID();
    await job({ guid: running, status: 'running', attempts: 2, lockedBy: 'w', lockedAt: new Date() });
    const killedPart = await file(`${running}-1.csv.part`); // the killed first attempt
    const livePart = await file(`${running}-2.csv.part`); // the attempt being written
    const renamed = await file(`${running}-2.csv`); // renamed, completion not recorded yet
    const done = await file(`${lost}-2.xlsx`);
    await job({ guid: lost, format: 'xlsx', status: 'complete', attempts: 2, filePath: done, fileName: 'x.xlsx', finishedAt: new Date() });
    const lostAttempt = await file(`${lost}-1.xlsx`); // an attempt that lost its lock
    const oldOrphan = await file(`${unknownOld}-1.csv`, ORPHAN_GRACE_MS + 60_000);
    const newOrphan = await file(`${unknownNew}-1.csv.part`);
    const foreign = await file('notes.txt', 30 * DAY);

    const result = await cleanUpExports(api().app.deps.db, dir(), new Date());
    expect(result).toEqual({ expired: 0, orphans: 3 });
    const left = new Set((await readdir(dir())).map((n) => join(dir(), n)));
    for (const kept of [livePart, renamed, done, newOrphan, foreign]) expect(left.has(kept)).toBe(true);
    for (const swept of [killedPart, lostAttempt, oldOrphan]) expect(left.has(swept)).toBe(false);
  });

  it('runs as a scheduled job with a lease, like the stage clock', async () => {
    const db = api().app.deps.db;
    const outcome = await runScheduledJob(db, exportCleanupJob(dir()), { workerId: 'test', now: new Date(), force: true });
    expect(outcome).toMatchObject({ ran: true, result: { expired: 0 } });
    const again = await runScheduledJob(db, exportCleanupJob(dir()), { workerId: 'test', now: new Date() });
    expect(again).toEqual({ ran: false, reason: 'not_due' });
    expect(EXPORT_CLEANUP_JOB).toBe('export_cleanup');
  });
});
