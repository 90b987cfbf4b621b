/**
 * The stage clock on both databases with a fixed clock: OPEN → CLOSED at the deadline,
 * PRE_TENDER → STALE_PRE_TENDER after 12 months, idempotent, search and relevance consistent, and
 * the schedule row's lease (one runner at a time, takeover after a dead process, survives restarts).
 */
import { addDays, addMonths } from 'date-fns';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { describeOnDatabases } from '../testing/api';
import { FX, seedSearchFixtures } from '../testing/searchFixtures';
import { claimScheduledJob, runScheduledJob, startScheduler } from './scheduler';
import { advanceStages, STAGE_CLOCK_INTERVAL_MS, STAGE_CLOCK_JOB, stageClockJob } from './stageClock';

interface SearchJson {
  results: { guid: string; stage: string; relevance_score: number }[];
  paging_info: { total_results: number };
}

await describeOnDatabases('stage clock', (api) => {
  // The fixtures' dates are relative to the moment they are written; the clock is pinned after it.
  let T0: Date;
  beforeAll(async () => {
    await seedSearchFixtures(api().app.database.db);
    T0 = new Date();
  });

  const stages = async () => {
    const rows = await queryRows<{ guid: string; stage: string; reason: string }>(
      api().app.database.db,
      sql`select guid::text as guid, stage, stage_reason as reason from notices order by guid`,
    );
    return Object.fromEntries(rows.map((r) => [r.guid, r.stage]));
  };
  const search = async (body: unknown): Promise<SearchJson> => {
    const maya = await api().signIn('maya@northwind.test');
    const res = await api().authed(maya, '/api/records/search', { method: 'POST', body: JSON.stringify(body) });
    expect(res.status).toBe(200);
    return (await res.json()) as SearchJson;
  };

  it('closes tenders whose deadline passed and ages pre-tender notices, idempotently; search and relevance follow', async () => {
    const db = api().app.database.db;
    const maya = await api().signIn('maya@northwind.test');
    await api().authed(maya, '/api/team/signal_settings', { method: 'POST', body: JSON.stringify({ keywords: ['cloud'], cpv_codes: ['72'] }) });
    const before = await search({ show_user_hidden_leads: true });
    const score = (r: SearchJson, guid: string) => r.results.find((n) => n.guid === guid)?.relevance_score;
    const [state] = await queryRows<{ watermark: string }>(db, sql`select notices_watermark::text as watermark from team_relevance_state`);

    // Nothing is due yet: the deadlines are 14, 20 and 30 days away.
    expect(await advanceStages(db, T0)).toEqual({ closed: 0, stale: 0 });
    // 21 days on: the highways (14 days) and cloud hosting (20 days) tenders have closed.
    expect(await advanceStages(db, addDays(T0, 21))).toEqual({ closed: 2, stale: 0 });
    expect(await advanceStages(db, addDays(T0, 21))).toEqual({ closed: 0, stale: 0 });
    const after = await stages();
    expect(after[FX.notices.leedsRoads]).toBe('CLOSED');
    expect(after[FX.notices.leedsCloud]).toBe('CLOSED');
    expect(after[FX.notices.leedsHousing]).toBe('OPEN');
    const open = await search({ stage: ['OPEN'], show_user_hidden_leads: true });
    expect(open.results.map((n) => n.guid)).toEqual([FX.notices.leedsHousing]);
    const closed = await search({ stage: ['CLOSED'], show_user_hidden_leads: true });
    expect(closed.results.map((n) => n.guid)).toEqual(expect.arrayContaining([FX.notices.leedsRoads, FX.notices.leedsCloud]));

    // The Cardiff prior information notice was published 20 days before T0: fresh until 12 months.
    const [pin] = await queryRows<{ at: Date | string }>(db, sql`select publish_date as at from notices where guid = ${FX.notices.cardiffPin}::uuid`);
    const published = new Date(pin?.at ?? 0);
    expect(await advanceStages(db, addMonths(published, 12))).toEqual({ closed: 1, stale: 0 }); // housing's deadline passed too
    expect((await stages())[FX.notices.cardiffPin]).toBe('PRE_TENDER');
    expect(await advanceStages(db, new Date(addMonths(published, 12).getTime() + 60_000))).toEqual({ closed: 0, stale: 1 });
    expect((await stages())[FX.notices.cardiffPin]).toBe('STALE_PRE_TENDER');
    const [reason] = await queryRows<{ r: string }>(db, sql`select stage_reason as r from notices where guid = ${FX.notices.cardiffPin}::uuid`);
    expect(reason?.r).toBe('planning older than threshold');

    // Relevance does not depend on the stage: the same scores, no catch-up triggered.
    const later = await search({ show_user_hidden_leads: true });
    for (const guid of [FX.notices.leedsCloud, FX.notices.cardiffPin, FX.notices.leedsRoads]) expect(score(later, guid)).toBe(score(before, guid));
    const [stateAfter] = await queryRows<{ watermark: string }>(db, sql`select notices_watermark::text as watermark from team_relevance_state`);
    expect(stateAfter).toEqual(state);
    // The lead is still the tender's (OPEN and CLOSED are both the TENDER lead).
    const stale = await search({ stage: ['STALE_PRE_TENDER'], show_user_hidden_leads: true });
    expect(stale.results.map((n) => n.guid)).toEqual([FX.notices.cardiffPin]);
  });

  it('runs from a schedule row: once per interval, one runner at a time, taken over after a dead runner, kept across restarts', async () => {
    const db = api().app.database.db;
    await db.execute(sql`delete from scheduled_jobs`);
    const t = new Date('2030-01-01T00:00:00Z');
    const first = await runScheduledJob(db, stageClockJob, { workerId: 'a', now: t });
    expect(first.ran).toBe(true);
    // Not due again until the interval has passed, for any process.
    expect(await runScheduledJob(db, stageClockJob, { workerId: 'b', now: new Date(t.getTime() + 60_000) })).toEqual({ ran: false, reason: 'not_due' });
    const [row] = await queryRows<{ next: string; runs: number; locked: string | null }>(
      db,
      sql`select next_run_at as next, runs, locked_by as locked from scheduled_jobs where name = ${STAGE_CLOCK_JOB}`,
    );
    expect(new Date(row?.next ?? 0).getTime()).toBe(t.getTime() + STAGE_CLOCK_INTERVAL_MS);
    expect(row).toMatchObject({ runs: 1, locked: null });

    // A process claims the due job and dies: nobody else runs it while the lease lives, then one takes over.
    const due = new Date(t.getTime() + STAGE_CLOCK_INTERVAL_MS);
    expect(await claimScheduledJob(db, STAGE_CLOCK_JOB, { workerId: 'dead', now: due, leaseMs: 5 * 60_000 })).toBe(true);
    expect(await runScheduledJob(db, stageClockJob, { workerId: 'b', now: new Date(due.getTime() + 60_000), force: true })).toEqual({
      ran: false,
      reason: 'not_due',
    });
    const takeover = await runScheduledJob(db, stageClockJob, { workerId: 'b', now: new Date(due.getTime() + 6 * 60_000) });
    expect(takeover.ran).toBe(true);
    // The dead claim was taken over and released: one run each, nothing held.
    const [held] = await queryRows<{ locked: string | null; runs: number }>(db, sql`select locked_by as locked, runs from scheduled_jobs`);
    expect(held).toEqual({ locked: null, runs: 2 });

    // A server start runs the clock at once (forced), even before the next due time.
    const logged: object[] = [];
    const stop = startScheduler({
      db,
      jobs: [stageClockJob],
      log: { info: (o) => logged.push(o), warn: (o) => logged.push(o) },
      workerId: 'restarted',
      now: () => new Date(due.getTime() + 7 * 60_000),
      checkEveryMs: 3_600_000,
    });
    await stop();
    expect(logged).toEqual([{ job: STAGE_CLOCK_JOB, closed: 0, stale: 0 }]);
    const [restarted] = await queryRows<{ runs: number }>(db, sql`select runs from scheduled_jobs`);
    expect(restarted?.runs).toBe(3);
  });
});
