import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { planViewer } from '../policy/projection';
import { describeOnRealData } from '../testing/realData';
import { RecordSearchBodySchema, toRecordFilter, type RecordSearchBody } from './filter';
import { searchRecords, type SearchCaller } from './service';
import { parseTsQuery, searchIndexOf, startSearchIndex, stopSearchIndex, type NoticeSearchIndex } from './searchIndex';

describe('parseTsQuery', () => {
  it('reads and, or, not and groups as PostgreSQL prints them', () => {
    expect(parseTsQuery("'softwar' & ( 'cloud' | !'data' )")).toEqual({
      op: 'and',
      args: [{ op: 'lex', lexeme: 'softwar' }, { op: 'or', args: [{ op: 'lex', lexeme: 'cloud' }, { op: 'not', arg: { op: 'lex', lexeme: 'data' } }] }],
    });
    expect(parseTsQuery("'it''s' | 'a\\\\b'")).toEqual({ op: 'or', args: [{ op: 'lex', lexeme: "it's" }, { op: 'lex', lexeme: 'a\\b' }] });
    expect(parseTsQuery('')).toBeNull();
  });

  it('refuses phrases, prefixes and weights (the SQL search answers those)', () => {
    expect(() => parseTsQuery("'big' <-> 'data'")).toThrow();
    expect(() => parseTsQuery("'big' <2> 'data'")).toThrow();
    expect(() => parseTsQuery("'soft':*")).toThrow();
    expect(() => parseTsQuery("'soft':AB")).toThrow();
  });
});

/** A small deterministic PRNG (mulberry32): the same filters on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

await describeOnRealData('notice search index', (database) => {
  let index: NoticeSearchIndex;
  const caller: SearchCaller = { userId: 0, teamId: 0, companyId: 0, viewer: planViewer('GROWTH') };
  const db = () => database().handle.db;
  const run = (body: RecordSearchBody | Record<string, unknown>) =>
    searchRecords(db(), toRecordFilter(RecordSearchBodySchema.parse(body), new Date('2025-03-12T00:00:00Z')), caller);

  beforeAll(async () => {
    const built = await startSearchIndex(db(), { verify: true, chunk: 100, walkAbove: 40 });
    if (!built) throw new Error('index not built');
    index = built;
  }, 120_000);
  afterAll(() => stopSearchIndex(db()));

  it.each([
    ['sorting the matches', Number.POSITIVE_INFINITY],
    ['walking the kept order', 0],
  ])('answers 300 random searches exactly as the SQL search does (ids, counts, facets), %s', async (_how, walkAbove) => {
    const own = await startSearchIndex(db(), { verify: true, chunk: 250, walkAbove });
    if (!own) throw new Error('index not built');
    const words = await queryRows<{ w: string }>(
      db(),
      sql`select w from (select distinct lower(w) as w from notices, regexp_split_to_table(name, '[^A-Za-z]+') w where length(w) > 3) x order by w`,
    );
    const buyers = await queryRows<{ id: string }>(db(), sql`select distinct unnest(buyer_ids)::text as id from notices order by 1 limit 200`);
    const divisions = await queryRows<{ d: string }>(db(), sql`select distinct unnest(cpv_divisions) as d from notices order by 1`);
    expect(words.length).toBeGreaterThan(100);
    const rand = prng(42);
    const pick = <T>(a: readonly T[]) => a[Math.floor(rand() * a.length)]!;
    const some = <T>(a: readonly T[], n: number) => Array.from({ length: 1 + Math.floor(rand() * n) }, () => pick(a));
    const sorts = ['publish_date', 'close_date', 'award_date', 'expiry_date', 'added_date'] as const;
    let indexed = 0;
    let found = 0;
    for (let i = 0; i < 300; i++) {
      const body: Record<string, unknown> = { sort: pick(sorts), sort_order: pick(['asc', 'desc']), limit: pick([5, 20, 50]), offset: pick([0, 0, 10, 40]) };
      if (rand() < 0.4) body.keywords = some(words, 3).map((w) => w.w);
      if (rand() < 0.2) body.text = `${pick(words).w} ${rand() < 0.5 ? 'or' : ''} ${pick(words).w}${rand() < 0.3 ? ` -${pick(words).w}` : ''}`;
      if (rand() < 0.2) body.exclude_keywords = some(words, 2).map((w) => w.w);
      if (rand() < 0.4) body.stage = some(['OPEN', 'CLOSED', 'AWARDED', 'PRE_TENDER', 'STALE_PRE_TENDER'], 2);
      if (rand() < 0.3) body.cpv_dimensions = some(divisions, 3).map((d) => d.d.trim());
      if (rand() < 0.15) body.buyer_ids = some(buyers, 3).map((b) => Number(b.id));
      if (rand() < 0.2) body.country_code = some(['GB', 'IE', 'FR'], 2);
      if (rand() < 0.25) body.close_date = { from: '2024-01-01', to: pick(['2025-06-30', '2026-12-31']), include_nulls: rand() < 0.5 };
      if (rand() < 0.15) body.publish_date = { relative_from: '-P2Y' };
      if (rand() < 0.1) body.text = 'the'; // stop words only: matches nothing
      const f = toRecordFilter(RecordSearchBodySchema.parse(body), new Date('2025-03-12T00:00:00Z'));
      // The index's verify option runs the SQL search beside it and throws on any difference.
      const result = await searchRecords(db(), f, caller);
      expect(result.totalIsEstimate).toBe(false);
      indexed++;
      if (result.totalResults > 0) found++;
    }
    console.info(`search index: ${indexed} random searches (${found} with matches) identical to SQL over ${own.size} notices, ${_how}`);
    expect(found).toBeGreaterThan(90);
    await startSearchIndex(db(), index.options); // the suite's own index again
    index = searchIndexOf(db())!;
  }, 300_000);

  it('sees inserts, updates, duplicate groups and deletions made after it was built', async () => {
    const [notice] = await queryRows<{ id: string; guid: string }>(db(), sql`select id::text as id, guid::text as guid from notices order by id limit 1`);
    await db().execute(sql`update notices set name = 'Zyxwvut quokka survey' where id = ${notice!.id}::bigint`);
    const found = await run({ keywords: ['quokka'] });
    expect(found.results.map((r) => r.guid)).toEqual([notice!.guid]);

    // A duplicate group: the second notice is shown only as the first's duplicate.
    const [a, b] = await queryRows<{ id: string; guid: string }>(db(), sql`select id::text as id, guid::text as guid from notices order by id limit 2 offset 5`);
    await db().execute(sql`update notices set name = 'Wombat census' where id in (${a!.id}::bigint, ${b!.id}::bigint)`);
    expect((await run({ keywords: ['wombat'] })).totalResults).toBe(2);
    await db().execute(sql`insert into notice_duplicates (notice_id, group_id, score, reasons) values
      (${a!.id}::bigint, ${a!.id}::bigint, 1, '{}'), (${b!.id}::bigint, ${a!.id}::bigint, 1, '{}')`);
    expect((await run({ keywords: ['wombat'] })).results.map((r) => r.guid)).toEqual([a!.guid]);
    await db().execute(sql`delete from notice_duplicates where group_id = ${a!.id}::bigint`);
    expect((await run({ keywords: ['wombat'] })).totalResults).toBe(2);

    // A deleted notice leaves the index (children first: the notice's own rows).
    const before = (await run({})).totalResults;
    const [lonely] = await queryRows<{ id: string }>(
      db(),
      sql`select n.id::text as id from notices n where not exists (select 1 from notice_organisations o where o.notice_id = n.id)
        and not exists (select 1 from lots l where l.notice_id = n.id) and not exists (select 1 from awards a where a.notice_id = n.id)
        and not exists (select 1 from notice_cpv_codes c where c.notice_id = n.id) and not exists (select 1 from procurement_stages p where p.notice_id = n.id)
        and not exists (select 1 from contracts c where c.notice_id = n.id) limit 1`,
    );
    if (lonely) {
      await db().execute(sql`delete from notices where id = ${lonely.id}::bigint`);
      expect((await run({})).totalResults).toBe(before - 1);
    }
    expect(searchIndexOf(db())).toBe(index);
  }, 120_000);

  it('answers concurrent searches from one shared snapshot (and signals read) per batch, each with its own team’s hidden notices, and sees writes made before it was asked', async () => {
    const [company] = await queryRows<{ id: string }>(db(), sql`insert into companies (name) values ('Batch Co') returning id::text as id`);
    const teams = await queryRows<{ id: string }>(
      db(),
      sql`insert into teams (company_id, name) values (${company!.id}::bigint, 'One'), (${company!.id}::bigint, 'Two') returning id::text as id`,
    );
    const [one, two] = teams.map((t) => Number(t.id)) as [number, number];
    const stages = await queryRows<{ ps: string; guid: string }>(
      db(),
      sql`select ps.id::text as ps, n.guid::text as guid from procurement_stages ps join notices n on n.id = ps.notice_id
        where ps.stage = case when n.stage in ('PRE_TENDER', 'STALE_PRE_TENDER') then 'PRE_TENDER' when n.stage = 'AWARDED' then 'AWARD' else 'TENDER' end
        order by n.id limit 2`,
    );
    expect(stages).toHaveLength(2);
    await db().execute(sql`insert into procurement_stage_qualifications (team_id, procurement_stage_id, qualification)
      values (${one}, ${stages[0]!.ps}::bigint, 'not_relevant'), (${two}, ${stages[1]!.ps}::bigint, 'not_relevant')`);
    const as = (teamId: number) => (body: RecordSearchBody | Record<string, unknown>) =>
      searchRecords(db(), toRecordFilter(RecordSearchBodySchema.parse(body), new Date('2025-03-12T00:00:00Z')), { ...caller, teamId });
    // PGlite runs prepared statements as `execute name(…)`, so the signals read is recognised by its text on PostgreSQL only.
    const signals: string[] = [];
    const stop = database().handle.onQuery((e) => {
      if (e.sql.includes('as has_settings')) signals.push(e.sql);
    });
    const snapshotsBefore = index.snapshots;
    const guids = new Set(stages.map((s) => s.guid));
    const hiddenOf = async (search: Promise<Awaited<ReturnType<typeof run>>>) =>
      (await search).results.filter((r) => guids.has(r.guid)).map((r) => r.guid);
    // Twelve searches at once from two teams: a batch shares one snapshot statement, and each team misses only its own hidden notice.
    const body = { limit: 100, sort: 'added_date', sort_order: 'asc' };
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => hiddenOf((i % 2 ? as(two) : as(one))(body))));
    stop();
    answers.forEach((shown, i) => expect(shown).toEqual([stages[i % 2 ? 0 : 1]!.guid]));
    const snapshots = index.snapshots - snapshotsBefore;
    expect(snapshots).toBeGreaterThanOrEqual(1);
    expect(snapshots).toBeLessThan(12);
    // The teams' signals too (records/service.ts: sharedTeamSignals).
    if (database().handle.driver === 'postgres') expect(signals.length).toBeLessThan(12);
    // A change committed before a search is asked is in its answer, even while another batch is running.
    const [notice] = await queryRows<{ id: string; guid: string }>(db(), sql`select id::text as id, guid::text as guid from notices order by id desc limit 1`);
    const running = run({ keywords: ['numbat'] });
    await db().execute(sql`update notices set name = 'Numbat habitat survey' where id = ${notice!.id}::bigint`);
    const after = run({ keywords: ['numbat'] });
    await running;
    expect((await after).results.map((r) => r.guid)).toEqual([notice!.guid]);
    await db().execute(sql`delete from procurement_stage_qualifications where team_id in (${one}, ${two})`);
    await db().execute(sql`delete from companies where id = ${company!.id}::bigint`);
  }, 120_000);

  it('a long transaction elsewhere does not make every search re-read what changed since it began', async () => {
    // PGlite has one connection: a transaction held open there would hold every search too.
    if (database().handle.driver !== 'postgres') return;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const started = new Promise<void>((resolve) => (began = resolve));
    // A transaction with an xid, left open (as an export, a backup or another database of the cluster would).
    const open = db().transaction(async (tx) => {
      await tx.execute(sql`select pg_current_xact_id()`);
      began();
      await held;
    });
    await started;
    try {
      await db().execute(sql`update notices set name = name where id = (select max(id) from notices)`);
      await run({ keywords: ['services'] }); // reads the change once
      const statements: string[] = [];
      const stop = database().handle.onQuery((e) => statements.push(e.sql));
      await run({ keywords: ['services'] });
      await run({ keywords: ['services'] });
      stop();
      expect(statements.filter((s) => /as lexemes[\s\S]*where \(?n\.change_xid/.test(s))).toEqual([]);
    } finally {
      release();
      await open;
    }
  });

  it('a verified search still throws when the index is wrong every time it is asked again', async () => {
    const own = await startSearchIndex(db(), { verify: true });
    if (!own) throw new Error('index not built');
    const before = await run({ keywords: ['services'], limit: 5 });
    expect(before.totalResults).toBeGreaterThan(0);
    // Corrupt the copy: every document marked gone. A concurrent write would differ once; this differs on every attempt.
    (own as unknown as { live: { words: Uint32Array } }).live.words.fill(0);
    await expect(run({ keywords: ['services'], limit: 5 })).rejects.toThrow(/Search index differs from SQL/);
    stopSearchIndex(db());
    const rebuilt = await startSearchIndex(db(), { verify: true, chunk: 100, walkAbove: 40 });
    if (!rebuilt) throw new Error('index not built');
    index = rebuilt;
  });

  it('drops replaced versions when they are most of the index, and answers as before', async () => {
    const own = await startSearchIndex(db(), { verify: true, compactAbove: 10 });
    if (!own) throw new Error('index not built');
    const before = await run({ keywords: ['services'], limit: 50 });
    await db().execute(sql`update notices set name = name`); // every notice re-read: its old version dead
    const after = await run({ keywords: ['services'], limit: 50 });
    expect(after.results.map((r) => r.guid)).toEqual(before.results.map((r) => r.guid));
    expect((own as unknown as { dead: number }).dead).toBe(0);
    expect((await run({ stage: ['OPEN'], sort: 'close_date', sort_order: 'asc' })).totalResults).toBeGreaterThan(0);
    await startSearchIndex(db(), index.options);
    index = searchIndexOf(db())!;
  });

  it('builds itself again in the background after a bulk change, answering with SQL meanwhile', async () => {
    const own = await startSearchIndex(db(), { verify: true, rebuildAbove: 50 });
    if (!own) throw new Error('index not built');
    await db().execute(sql`update notices set name = name`);
    const meanwhile = await run({ keywords: ['services'] });
    expect(own.ready).toBe(false);
    for (let i = 0; i < 200 && !searchIndexOf(db()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const rebuilt = searchIndexOf(db());
    expect(rebuilt).not.toBeNull();
    expect(rebuilt).not.toBe(own);
    expect((await run({ keywords: ['services'] })).results.map((r) => r.guid)).toEqual(meanwhile.results.map((r) => r.guid));
    await startSearchIndex(db(), index.options);
    index = searchIndexOf(db())!;
  });

  it('sends a phrase to the SQL search, and counts exactly above the SQL search’s cap', async () => {
    const phrase = await run({ text: '"cloud services"' });
    expect(phrase.totalIsEstimate).toBe(false);
    const all = await run({});
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from notices n where not exists (select 1 from notice_duplicates d where d.notice_id = n.id and d.group_id <> n.id)`,
    );
    expect(all.totalResults).toBe(count!.n);
    expect(all.facets.sampled).toBe(false);
    expect(all.facets.stage.reduce((s, x) => s + x.count, 0)).toBe(count!.n);
  });
});
