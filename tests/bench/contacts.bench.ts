/**
 * Contacts search benchmark (issue 14): 200,000 contacts at 2,000 buyers on PostgreSQL
 * (127.0.0.1:5432, a throwaway database `tl_bench_*`), then p50/p95 of the contacts table's searches —
 * the first page unfiltered, function + seniority (the filter bar), job title text (trigram), one
 * buyer, must contain email and phone (a later page), and the redacted preview of a plan without
 * CONTACTS — through the service (page + count + load, as the GraphQL resolver runs it). Prints,
 * never asserts.
 *   pnpm --filter @tenderlens/api exec tsx ../../tests/bench/contacts.bench.ts
 */
import { sql, withThrowawayPostgres } from '../../apps/api/src/testing/benchSupport';
import type { DatabaseHandle } from '../../apps/api/src/db/client';
import { queryRows } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { planViewer } from '../../apps/api/src/policy/projection';
import { searchContacts } from '../../apps/api/src/contacts/service';
import { JOB_FUNCTIONS, SENIORITIES, type ContactSearchRequest } from '../../packages/domain/src/contacts/rules/index';
import { measure as measureRuns } from './lib/measure';

const CONTACTS = 200_000;
const BUYERS = 2_000;
const WARMUP = 10;
const RUNS = 100;
const PG_ADMIN = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function bench(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  const { db } = handle;
  const started = performance.now();
  await db.execute(sql`insert into organisations (guid, name, normalised_name, primary_role, roles)
    select gen_random_uuid(), 'Bench Council ' || i, 'bench council ' || i, 'BUYER', array['buyer'] from generate_series(1, ${BUYERS}) i`);
  const seniorities = `{${SENIORITIES.map((s) => `"${s}"`).join(',')}}`;
  const functions = `{${JOB_FUNCTIONS.map((s) => `"${s}"`).join(',')}}`;
  const titles = '{"Head of Procurement","Director of Digital and IT","Category Manager, ICT","Chief Executive","Finance Business Partner","Contracts Officer","Head of Customer Services","Clerk to the Council"}';
  await db.execute(sql`insert into contacts (organisation_id, title, first_name, last_name, email, phone, job_title, seniority, job_functions, synthetic)
    select o.id, 'Ms', 'First' || (i % 997), 'Last' || (i % 1009),
      case when i % 5 = 0 then null else 'person' || i || '@bench.example' end,
      case when i % 3 = 0 then null else '01632 ' || lpad((i % 1000000)::text, 6, '0') end,
      (${titles}::text[])[1 + i % 8] || case when i % 4 = 0 then ' (' || (i % 50) || ')' else '' end,
      (${seniorities}::text[])[1 + (i / 12) % 9],
      array[(${functions}::text[])[1 + i % 12]] || case when i % 7 = 0 then array[(${functions}::text[])[1 + (i / 7) % 12]] else '{}'::text[] end,
      true
    from generate_series(1, ${CONTACTS}) i
    join organisations o on o.name = 'Bench Council ' || (1 + i % ${BUYERS})`);
  await db.execute(sql`analyze contacts`);
  await db.execute(sql`analyze organisations`);
  console.log(`seeded ${CONTACTS.toLocaleString('en-GB')} contacts at ${BUYERS.toLocaleString('en-GB')} buyers in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const [buyer] = await queryRows<{ guid: string }>(db, sql`select guid::text from organisations where name = 'Bench Council 42'`);
  const growth = { userId: 0, teamId: 0, companyId: 0, viewer: planViewer('GROWTH') };
  const free = { ...growth, viewer: planViewer('FREEMIUM') };
  const cases: [string, ContactSearchRequest, typeof growth][] = [
    ['first page, no filter', { page: 1, limit: 20 }, growth],
    ['function + seniority', { page: 1, limit: 20, function: ['IT & Digital'], seniority: ['Top Level Director', 'Chief Officer'] }, growth],
    ['job title text "procurement"', { page: 1, limit: 20, jobTitle: 'procurement' }, growth],
    ['one buyer', { page: 1, limit: 20, buyerGuids: [buyer?.guid ?? ''] }, growth],
    ['email + phone, page 50', { page: 50, limit: 20, mustContainEmail: true, mustContainPhone: true }, growth],
    ['redacted preview (no CONTACTS)', { page: 1, limit: 20, function: ['Finance'] }, free],
  ];
  const all: number[] = [];
  let measuring = false;
  for (const [label, request, caller] of cases) {
    let total = 0;
    measuring = false;
    // The warm-up runs are not counted in the overall figure (measure() runs them first).
    let calls = 0;
    const m = await measureRuns(
      async () => {
        calls += 1;
        measuring = calls > WARMUP;
        const t = performance.now();
        total = (await searchContacts(db, request, caller)).totalResults;
        if (measuring) all.push(performance.now() - t);
      },
      RUNS,
      WARMUP,
    );
    console.log(`contacts search PostgreSQL — ${label} (${total.toLocaleString('en-GB')} matches): p50 ${m.p50.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms`);
  }
  all.sort((a, b) => a - b);
  const p = (q: number) => all[Math.min(all.length - 1, Math.floor(q * all.length))] ?? 0;
  console.log(`contacts search PostgreSQL — all ${all.length} searches: p50 ${p(0.5).toFixed(2)} ms, p95 ${p(0.95).toFixed(2)} ms`);
}

async function main(): Promise<void> {
  console.log(`${CONTACTS.toLocaleString('en-GB')} contacts; ${RUNS} runs of each search after ${WARMUP} warm-up`);
  await withThrowawayPostgres(PG_ADMIN, (handle) => bench(handle), (reason) => console.log(`contacts PostgreSQL: skipped (${reason})`));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
