/**
 * Materialised signal matches and relevance per team (docs/decisions/0007-relevance.md).
 *
 * `loadTeamSignals` reads settings, signal names, the materialisation state and the newest notice
 * change in one query. `ensureRelevance` then brings the team's rows up to date, touching only what
 * changed: a removed signal deletes its rows, an added signal inserts its matches (one indexed
 * query per signal: GIN for keywords, notice_cpv_codes for CPV, notice_organisations for
 * suppliers), notices changed since the watermark are re-matched, and the per-notice aggregate
 * (signal ids + score) is re-derived only for the notices touched. Idempotent; serialised per
 * team by an advisory lock.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, queryRowsPrepared, type Database, type Executor } from '../db/client';
import { Coalescer } from '../db/coalesce';
import type { ScheduledJob } from '../jobs/scheduler';
import {
  cpvPrefix,
  deriveSignals,
  EMPTY_SETTINGS,
  normaliseKeyword,
  type Signal,
  type SignalSettingsValues,
} from './signals';

export interface RelevanceState {
  signalIds: string[];
  fingerprint: string;
  /** As PostgreSQL prints it (full microseconds). */
  noticesWatermark: string | null;
  noticesMaxId: number | null;
}

export interface TeamSignals {
  teamId: number;
  hasSettings: boolean;
  settings: SignalSettingsValues;
  signals: Signal[];
  state: RelevanceState | null;
  /** max(notices.updated_at) as PostgreSQL prints it (full microseconds), or null without notices. */
  latestNoticeChange: string | null;
  /** max(notices.id). */
  maxNoticeId: number | null;
  /** Notices changed after the watermark, or added after the highest id matched, exist. */
  behind: boolean;
}

type Json<T> = T | string;
const parseJson = <T>(value: Json<T> | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

interface SignalsRow extends Record<string, unknown> {
  has_settings: boolean;
  countries: string[] | null;
  keywords: string[] | null;
  exclude_keywords: string[] | null;
  languages: string[] | null;
  cpv_codes: string[] | null;
  competitor_guids: string[] | null;
  partner_guids: string[] | null;
  use_supplier_name: boolean | null;
  state_signal_ids: string[] | null;
  fingerprint: string | null;
  notices_watermark: string | null;
  latest: string | null;
  max_id: number | string | null;
  state_max_id: number | string | null;
  behind: boolean;
  orgs: Json<{ guid: string; name: string }[]> | null;
  cpvs: Json<{ code: string; name: string }[]> | null;
}

/**
 * Settings, signals (with names), materialisation state and newest notice change: one query, prepared
 * (its plan does not depend on the team: planning it was 10 ms of every search on PGlite, decision 0063).
 */
export async function loadTeamSignals(db: Executor, teamId: number): Promise<TeamSignals> {
  const [row] = await queryRowsPrepared<SignalsRow>(
    db,
    sql`select s.team_id is not null as has_settings, s.countries, s.keywords, s.exclude_keywords, s.languages, s.cpv_codes,
          s.competitor_guids::text[] as competitor_guids, s.partner_guids::text[] as partner_guids, s.use_supplier_name,
          st.signal_ids as state_signal_ids, st.fingerprint, st.notices_watermark::text as notices_watermark,
          st.notices_max_id as state_max_id, l.latest::text as latest, l.max_id,
          coalesce(l.latest > st.notices_watermark, l.latest is not null)
            or coalesce(l.max_id > st.notices_max_id, l.max_id is not null) as behind,
          (select json_agg(json_build_object('guid', o.guid, 'name', o.name)) from organisations o
            where o.guid = any(s.competitor_guids || s.partner_guids)) as orgs,
          (select json_agg(json_build_object('code', c.code, 'name', c.name)) from cpv_codes c
            where c.code in (select rpad(regexp_replace(x, '-[0-9]$', ''), 8, '0')::char(8) from unnest(s.cpv_codes) x)) as cpvs
        from (select ${teamId}::bigint as team_id) t
        left join team_signal_settings s on s.team_id = t.team_id
        left join team_relevance_state st on st.team_id = t.team_id
        cross join (select max(updated_at) as latest, max(id) as max_id from notices) l`,
  );
  const settings: SignalSettingsValues = row?.has_settings
    ? {
        countries: row.countries ?? [],
        keywords: row.keywords ?? [],
        excludeKeywords: row.exclude_keywords ?? [],
        languages: row.languages ?? [],
        cpvCodes: row.cpv_codes ?? [],
        competitorGuids: row.competitor_guids ?? [],
        partnerGuids: row.partner_guids ?? [],
        useSupplierName: row.use_supplier_name ?? false,
      }
    : { ...EMPTY_SETTINGS };
  const orgs = parseJson(row?.orgs ?? null) ?? [];
  const cpvs = parseJson(row?.cpvs ?? null) ?? [];
  const signals = deriveSignals(settings, {
    organisations: new Map(orgs.map((o) => [o.guid, o.name])),
    cpvCodes: new Map(cpvs.map((c) => [c.code.trim(), c.name])),
  });
  const state =
    row && row.state_signal_ids !== null
      ? {
          signalIds: row.state_signal_ids,
          fingerprint: row.fingerprint ?? '',
          noticesWatermark: row.notices_watermark,
          noticesMaxId: row.state_max_id === null ? null : Number(row.state_max_id),
        }
      : null;
  return { teamId, hasSettings: Boolean(row?.has_settings), settings, signals, state,
    latestNoticeChange: row?.latest ?? null,
    maxNoticeId: row?.max_id === null || row?.max_id === undefined ? null : Number(row.max_id),
    behind: Boolean(row?.behind),
  };
}

/** What, besides the signal list, the matches depend on: a change rebuilds the team. */
export function relevanceFingerprint(settings: SignalSettingsValues): string {
  const excludes = [...new Set(settings.excludeKeywords.map(normaliseKeyword).filter(Boolean))].sort();
  return JSON.stringify({ v: 1, excludes, useSupplierName: settings.useSupplierName });
}

/** Score of a (team, notice) from its match rows `m`, grouped: the SQL twin of `relevanceScore`. */
export const RELEVANCE_SCORE_SQL = sql.raw(`least(3,
  case when bool_or(m.in_title and m.signal_id like 'keyword:%') then 2 when bool_or(m.signal_id like 'keyword:%') then 1 else 0 end
  + case when count(*) filter (where m.signal_id like 'keyword:%') >= 2 then 1 else 0 end
  + case when bool_or(m.signal_id like 'cpv:%') then 1 else 0 end
  + case when bool_or(m.signal_id like 'competitor:%' or m.signal_id like 'partner:%') then 1 else 0 end)::smallint`);

/** Rows (notice_id, in_title) a signal matches, optionally only among notices in tl_scope. */
function signalMatchesSql(signal: Signal, settings: SignalSettingsValues, scoped: boolean): SQL {
  const value = signal.id.slice(signal.id.indexOf(':') + 1);
  const scopeN = scoped ? sql`and n.id in (select notice_id from tl_scope)` : sql``;
  switch (signal.category) {
    case 'keyword':
      return sql`select n.id as notice_id, to_tsvector('english'::regconfig, n.name) @@ websearch_to_tsquery('english'::regconfig, ${value}) as in_title
        from notices n where n.search @@ websearch_to_tsquery('english'::regconfig, ${value}) ${scopeN}`;
    case 'cpv': {
      const prefix = cpvPrefix(value);
      const scopeC = scoped ? sql`and c.notice_id in (select notice_id from tl_scope)` : sql``;
      const where =
        prefix.length === 2
          ? sql`c.division = ${prefix}::bpchar`
          : sql`c.cpv_code between ${prefix.padEnd(8, '0')}::bpchar and ${prefix.padEnd(8, '9')}::bpchar`;
      return sql`select distinct c.notice_id, false as in_title from notice_cpv_codes c where ${where} ${scopeC}`;
    }
    case 'competitor':
    case 'partner': {
      const scopeO = scoped ? sql`and no.notice_id in (select notice_id from tl_scope)` : sql``;
      const linked = sql`select distinct no.notice_id, false as in_title from notice_organisations no
        join organisations o on o.id = no.organisation_id where o.guid = ${value}::uuid ${scopeO}`;
      if (!settings.useSupplierName || signal.name === 'Unknown supplier') return linked;
      return sql`${linked} union select n.id, false from notices n
        where n.search @@ phraseto_tsquery('english'::regconfig, ${signal.name}) ${scopeN}`;
    }
  }
}

async function insertMatches(tx: Executor, teamId: number, signal: Signal, settings: SignalSettingsValues, scoped: boolean) {
  await tx.execute(sql`with ins as (
      insert into team_signal_matches (team_id, signal_id, notice_id, in_title)
      select ${teamId}, ${signal.id}, s.notice_id, bool_or(s.in_title)
      from (${signalMatchesSql(signal, settings, scoped)}) s group by s.notice_id
      on conflict do nothing returning notice_id)
    insert into tl_touched select distinct notice_id from ins on conflict do nothing`);
}

async function reaggregate(tx: Executor, teamId: number, settings: SignalSettingsValues, all: boolean) {
  const only = all ? sql`` : sql`and notice_id in (select notice_id from tl_touched)`;
  await tx.execute(sql`delete from team_notice_relevance where team_id = ${teamId} ${only}`);
  const excludes = [...new Set(settings.excludeKeywords.map(normaliseKeyword).filter(Boolean))];
  const excluded = excludes.length
    ? sql`and not (${sql.join(
        excludes.map((e) => sql`n.search @@ websearch_to_tsquery('english'::regconfig, ${e})`),
        sql` or `,
      )})`
    : sql``;
  const onlyM = all ? sql`` : sql`and m.notice_id in (select notice_id from tl_touched)`;
  await tx.execute(sql`insert into team_notice_relevance (team_id, notice_id, signal_ids, score, publish_date)
    select m.team_id, m.notice_id, array_agg(m.signal_id order by m.signal_id), ${RELEVANCE_SCORE_SQL}, n.publish_date
    from team_signal_matches m join notices n on n.id = m.notice_id
    where m.team_id = ${teamId} ${onlyM} ${excluded}
    group by m.team_id, m.notice_id, n.publish_date`);
}

export interface EnsureResult {
  /** What was done: nothing, a full rebuild, or a delta (signals added/removed, notices caught up). */
  mode: 'current' | 'rebuild' | 'delta';
  addedSignals: number;
  removedSignals: number;
  caughtUpNotices: boolean;
}

function isCurrent(team: TeamSignals): boolean {
  const { state } = team;
  if (!state) return team.signals.length === 0;
  const desired = team.signals.map((s) => s.id).sort();
  const have = [...state.signalIds].sort();
  if (desired.length !== have.length || desired.some((id, i) => id !== have[i])) return false;
  if (state.fingerprint !== relevanceFingerprint(team.settings)) return false;
  return !team.behind;
}

/**
 * Brings the team's materialised matches up to date with its signals and the notices; cheap when
 * nothing changed (no statement at all). `team` comes from `loadTeamSignals`.
 */
export async function ensureRelevance(db: Executor, team: TeamSignals): Promise<EnsureResult> {
  if (isCurrent(team)) return { mode: 'current', addedSignals: 0, removedSignals: 0, caughtUpNotices: false };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(73041188, ${team.teamId}::int)`);
    // Another request may have done the work while this one waited: read again under the lock.
    const fresh = await loadTeamSignals(tx, team.teamId);
    if (isCurrent(fresh)) return { mode: 'current' as const, addedSignals: 0, removedSignals: 0, caughtUpNotices: false };
    const { teamId, settings, signals, state } = fresh;
    const latest = fresh.latestNoticeChange;
    await tx.execute(sql`create temp table if not exists tl_touched (notice_id bigint primary key) on commit drop`);
    await tx.execute(sql`create temp table if not exists tl_scope (notice_id bigint primary key) on commit drop`);
    const fingerprint = relevanceFingerprint(settings);
    let result: EnsureResult;
    if (!state || state.fingerprint !== fingerprint) {
      await tx.execute(sql`delete from team_signal_matches where team_id = ${teamId}`);
      for (const signal of signals) await insertMatches(tx, teamId, signal, settings, false);
      await reaggregate(tx, teamId, settings, true);
      result = { mode: 'rebuild', addedSignals: signals.length, removedSignals: state?.signalIds.length ?? 0, caughtUpNotices: false };
    } else {
      const have = new Set(state.signalIds);
      const desired = new Set(signals.map((s) => s.id));
      const removed = state.signalIds.filter((id) => !desired.has(id));
      const added = signals.filter((s) => !have.has(s.id));
      const kept = signals.filter((s) => have.has(s.id));
      if (removed.length) {
        await tx.execute(sql`with del as (delete from team_signal_matches where team_id = ${teamId}
            and signal_id in (${sql.join(removed.map((r) => sql`${r}`), sql`, `)}) returning notice_id)
          insert into tl_touched select distinct notice_id from del on conflict do nothing`);
      }
      for (const signal of added) await insertMatches(tx, teamId, signal, settings, false);
      const wm = state.noticesWatermark;
      const catchUp = latest !== null && fresh.behind;
      if (catchUp) {
        // Notices imported or changed since the watermark: re-match them against the kept signals.
        // Changed since the watermark (an import bumps updated_at), or added after the highest id
        // matched (bulk generators write historic updated_at values).
        const seen = state.noticesMaxId;
        await tx.execute(sql`insert into tl_scope select id from notices
          where (${wm ? sql`updated_at > ${wm}::timestamptz and ` : sql``}updated_at <= ${latest}::timestamptz)
             or (id > ${seen ?? 0} and id <= ${fresh.maxNoticeId ?? 0})`);
        await tx.execute(sql`with del as (delete from team_signal_matches where team_id = ${teamId}
            and notice_id in (select notice_id from tl_scope) returning notice_id)
          insert into tl_touched select distinct notice_id from del on conflict do nothing`);
        await tx.execute(sql`insert into tl_touched select notice_id from tl_scope on conflict do nothing`);
        for (const signal of kept) await insertMatches(tx, teamId, signal, settings, true);
      }
      await reaggregate(tx, teamId, settings, false);
      result = { mode: 'delta', addedSignals: added.length, removedSignals: removed.length, caughtUpNotices: catchUp };
    }
    await tx.execute(sql`insert into team_relevance_state (team_id, signal_ids, fingerprint, notices_watermark, notices_max_id, updated_at)
      values (${teamId}, ${sql`array[${sql.join(
        signals.map((s) => sql`${s.id}`),
        sql`, `,
      )}]::text[]`}, ${fingerprint}, ${latest}::timestamptz, ${fresh.maxNoticeId}::bigint, now())
      on conflict (team_id) do update set signal_ids = excluded.signal_ids, fingerprint = excluded.fingerprint,
        notices_watermark = excluded.notices_watermark, notices_max_id = excluded.notices_max_id, updated_at = now()`);
    return result;
  });
}

/** Loads and ensures in one call; returns the team's signals for the caller to use. */
export async function currentTeamSignals(db: Database, teamId: number): Promise<TeamSignals> {
  const team = await loadTeamSignals(db, teamId);
  await ensureRelevance(db, team);
  return team;
}

const shared = new WeakMap<Database, Coalescer<number, TeamSignals>>();

/**
 * `currentTeamSignals` shared by the concurrent searches of a team (db/coalesce.ts): each still gets the
 * team's signals as of after its call, but a burst of searches reads them once per batch. Callers must
 * not change the object they get.
 */
export function sharedTeamSignals(db: Database, teamId: number): Promise<TeamSignals> {
  let coalescer = shared.get(db);
  if (!coalescer) shared.set(db, (coalescer = new Coalescer((id) => currentTeamSignals(db, id))));
  return coalescer.get(teamId);
}

/**
 * Brings every team with signal settings up to date: after an import (`tl import`), and every
 * minute in each server (`relevanceCatchUpJob`), so the first search after new notices arrive does
 * not pay for matching them. Returns how many teams there are and how many had work to do.
 */
export async function refreshAllTeams(db: Executor): Promise<{ teams: number; updated: number }> {
  const teams = await queryRows<{ team_id: number | string }>(db, sql`select team_id from team_signal_settings order by team_id`);
  let updated = 0;
  for (const t of teams) {
    const result = await ensureRelevance(db, await loadTeamSignals(db, Number(t.team_id)));
    if (result.mode !== 'current') updated += 1;
  }
  return { teams: teams.length, updated };
}

export const RELEVANCE_CATCH_UP_JOB = 'relevance_catch_up';

/** The scheduled catch-up (jobs/scheduler.ts): notices imported by any process are matched within a minute. */
export const relevanceCatchUpJob: ScheduledJob = {
  name: RELEVANCE_CATCH_UP_JOB,
  intervalMs: 60_000,
  run: (tx) => refreshAllTeams(tx),
};
