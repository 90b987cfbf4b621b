/**
 * Feed preview and annotate (spec 1§2 screen 10, §7): signal criteria that are not saved yet,
 * matched at query time over the last 6 months. Each criteria signal is one indexed query (GIN
 * for keywords, notice_cpv_codes for CPV, notice_organisations for suppliers), bounded by
 * publish_date; the page, its match map and the total come back in one statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import { subMonths } from 'date-fns';
import { queryRows, type Executor } from '../db/client';
import { anyOfTsQuery } from '../records/query';
import { cpvPrefix, deriveSignals, normaliseKeyword, type Signal, type SignalSettingsValues } from '../signals/signals';

export const FEED_WINDOW_MONTHS = 6;
export const FEED_PAGE_SIZE = 40;
/**
 * Displayed result counts cap at '1,000,000+' (spec 1§5): every path counts exactly up to here and
 * stops one past it, so `totalIsEstimate` means "more than FEED_COUNT_CAP" and the total is a floor.
 */
export const FEED_COUNT_CAP = 1_000_000;

/** A counted total as the API words it: exact up to FEED_COUNT_CAP, else CAP + 1 flagged as an estimate. */
export function cappedTotal(counted: number): { totalResults: number; totalIsEstimate: boolean } {
  return counted > FEED_COUNT_CAP ? { totalResults: FEED_COUNT_CAP + 1, totalIsEstimate: true } : { totalResults: counted, totalIsEstimate: false };
}

export interface FeedCaller {
  canSeeAwards: boolean;
}

/** Names for the criteria's suppliers and CPV codes (one query). */
export async function criteriaSignals(db: Executor, c: SignalSettingsValues): Promise<Signal[]> {
  const guids = [...c.competitorGuids, ...c.partnerGuids];
  const codes = c.cpvCodes.map((x) => (x.length === 2 ? `${x}000000` : x));
  if (!guids.length && !codes.length) return deriveSignals(c, { organisations: new Map(), cpvCodes: new Map() });
  const rows = await queryRows<{ kind: string; key: string; name: string }>(
    db,
    sql`select 'org' as kind, guid::text as key, name from organisations where ${guids.length ? sql`guid in (${sql.join(guids.map((g) => sql`${g}::uuid`), sql`, `)})` : sql`false`}
        union all select 'cpv', code::text, name from cpv_codes where ${codes.length ? sql`code in (${sql.join(codes.map((x) => sql`${x}::bpchar`), sql`, `)})` : sql`false`}`,
  );
  return deriveSignals(c, {
    organisations: new Map(rows.filter((r) => r.kind === 'org').map((r) => [r.key, r.name])),
    cpvCodes: new Map(rows.filter((r) => r.kind === 'cpv').map((r) => [r.key.trim(), r.name])),
  });
}

function matchSql(signal: Signal, c: SignalSettingsValues, bound: SQL): SQL {
  const value = signal.id.slice(signal.id.indexOf(':') + 1);
  switch (signal.category) {
    case 'keyword':
      return sql`select n.id as notice_id, ${signal.id}::text as signal_id from notices n
        where n.search @@ websearch_to_tsquery('english'::regconfig, ${value}) and ${bound}`;
    case 'cpv': {
      const p = cpvPrefix(value);
      const where = p.length === 2 ? sql`c.division = ${p}::bpchar` : sql`c.cpv_code between ${p.padEnd(8, '0')}::bpchar and ${p.padEnd(8, '9')}::bpchar`;
      return sql`select distinct c.notice_id, ${signal.id}::text from notice_cpv_codes c join notices n on n.id = c.notice_id where ${where} and ${bound}`;
    }
    case 'competitor':
    case 'partner': {
      const linked = sql`select distinct no.notice_id, ${signal.id}::text from notice_organisations no
        join organisations o on o.id = no.organisation_id join notices n on n.id = no.notice_id where o.guid = ${value}::uuid and ${bound}`;
      if (!c.useSupplierName || signal.name === 'Unknown supplier') return linked;
      return sql`${linked} union select n.id, ${signal.id}::text from notices n
        where n.search @@ phraseto_tsquery('english'::regconfig, ${signal.name}) and ${bound}`;
    }
  }
}

function boundSql(c: SignalSettingsValues, caller: FeedCaller, now: Date, guids?: string[]): SQL {
  const w: SQL[] = [];
  if (guids) w.push(guids.length ? sql`n.guid in (${sql.join(guids.map((g) => sql`${g}::uuid`), sql`, `)})` : sql`false`);
  else w.push(sql`n.publish_date >= ${subMonths(now, FEED_WINDOW_MONTHS).toISOString()}::timestamptz`);
  if (!caller.canSeeAwards) w.push(sql`n.stage <> 'AWARDED'`);
  if (c.countries.length) w.push(sql`n.country_code in (${sql.join(c.countries.map((x) => sql`${x}`), sql`, `)})`);
  if (c.languages.length) w.push(sql`(n.language is null or n.language in (${sql.join(c.languages.map((x) => sql`${x}`), sql`, `)}))`);
  const excludes = c.excludeKeywords.map(normaliseKeyword).filter(Boolean);
  if (excludes.length) w.push(sql`not (n.search @@ (${anyOfTsQuery(excludes)}))`);
  return sql.join(w, sql` and `);
}

export interface FeedPreviewResult {
  previewResults: { guid: string; name: string; stage: string; publishDate: string | null; description: string | null; buyer: { name: string } | null }[];
  guidMatchMap: Record<string, { signalIds: string[] }>;
  signals: Signal[];
  totalResults: number;
  /** More than FEED_COUNT_CAP matches: the total is FEED_COUNT_CAP + 1 and says "more than". */
  totalIsEstimate: boolean;
  offset: number;
  limit: number;
  nextOffset: number | null;
  windowFrom: string;
}

interface MatchRow extends Record<string, unknown> {
  guid: string;
  name: string;
  stage: string;
  publish_date: Date | string | null;
  description: string | null;
  buyer_name: string | null;
  signal_ids: string[];
  total: number | string;
}

async function matchNotices(
  db: Executor,
  c: SignalSettingsValues,
  signals: Signal[],
  bound: SQL,
  page: { offset: number; limit: number },
): Promise<MatchRow[]> {
  if (!signals.length) return [];
  const union = sql.join(
    signals.map((s) => sql`(${matchSql(s, c, bound)})`),
    sql` union all `,
  );
  return queryRows<MatchRow>(
    db,
    sql`with m as (${union}), agg as (select notice_id, array_agg(distinct signal_id) as signal_ids from m group by notice_id)
      select n.guid::text as guid, n.name, n.stage, n.publish_date, n.description, b.name as buyer_name, agg.signal_ids, count(*) over () as total
      from agg join notices n on n.id = agg.notice_id left join organisations b on b.id = n.buyer_id
      order by n.publish_date desc nulls last, n.id desc limit ${page.limit} offset ${page.offset}`,
  );
}

/**
 * The same preview from the team's materialised matches (signals/relevance.ts): used when the
 * criteria are the team's saved settings, so no per-signal query runs at all.
 */
export async function feedPreviewFromTeam(
  db: Executor,
  team: { teamId: number; settings: SignalSettingsValues; signals: Signal[] },
  caller: FeedCaller,
  now: Date,
  page: { offset: number; limit: number },
): Promise<FeedPreviewResult> {
  const c = { ...team.settings, excludeKeywords: [] };
  const window = sql`r.team_id = ${team.teamId} and r.publish_date >= ${subMonths(now, FEED_WINDOW_MONTHS).toISOString()}::timestamptz`;
  const bound = boundSql(c, caller, now);
  // With AWARDS and no countries or languages every materialised match in the window counts: an
  // index-only count of team_notice_relevance_feed_idx. Otherwise (without AWARDS the feed leaves
  // AWARDED notices out) each match's notice is read by primary key: one probe per match, exact.
  // Both stop one past FEED_COUNT_CAP, so the count is exact up to the displayed cap.
  const noticeBounds = !caller.canSeeAwards || c.countries.length > 0 || c.languages.length > 0;
  const counted = sql`select count(*)::int as n from (select 1 from team_notice_relevance r
        ${noticeBounds ? sql`join notices n on n.id = r.notice_id` : sql``}
        where ${window}${noticeBounds ? sql` and ${bound}` : sql``} limit ${FEED_COUNT_CAP + 1}) x`;
  // The page walks the same index newest first and stops after offset + limit matches.
  const rows = await queryRows<MatchRow>(
    db,
    sql`with page as (select r.notice_id, r.signal_ids, r.publish_date from team_notice_relevance r
          ${noticeBounds ? sql`join notices n on n.id = r.notice_id` : sql``}
          where ${window}${noticeBounds ? sql` and ${bound}` : sql``}
          order by r.publish_date desc nulls last, r.notice_id desc limit ${page.limit} offset ${page.offset}),
        total as (${counted})
      select total.n as total, p.guid, p.name, p.stage, p.publish_date, p.description, p.buyer_name, p.signal_ids
      from total left join (select n.guid::text as guid, n.name, n.stage, n.publish_date, n.description, b.name as buyer_name, page.signal_ids,
          page.notice_id from page join notices n on n.id = page.notice_id left join organisations b on b.id = n.buyer_id) p on true
      order by p.publish_date desc nulls last, p.notice_id desc`,
  );
  return toFeedResult(
    rows.filter((r) => r.guid !== null),
    team.signals,
    now,
    page,
    Number(rows[0]?.total ?? 0),
  );
}

function toFeedResult(
  rows: MatchRow[],
  signals: Signal[],
  now: Date,
  page: { offset: number; limit: number },
  counted = Number(rows[0]?.total ?? 0),
): FeedPreviewResult {
  const end = page.offset + rows.length;
  const { totalResults, totalIsEstimate } = cappedTotal(counted);
  return {
    previewResults: rows.map((r) => ({
      guid: r.guid,
      name: r.name,
      stage: r.stage,
      publishDate: r.publish_date === null ? null : new Date(r.publish_date).toISOString(),
      description: r.description,
      buyer: r.buyer_name === null ? null : { name: r.buyer_name },
    })),
    guidMatchMap: Object.fromEntries(rows.map((r) => [r.guid, { signalIds: [...r.signal_ids].sort() }])),
    signals,
    totalResults,
    totalIsEstimate,
    offset: page.offset,
    limit: page.limit,
    nextOffset: end < totalResults ? end : null,
    windowFrom: subMonths(now, FEED_WINDOW_MONTHS).toISOString(),
  };
}

export async function feedPreview(
  db: Executor,
  criteria: SignalSettingsValues,
  caller: FeedCaller,
  now: Date,
  page: { offset: number; limit: number },
): Promise<FeedPreviewResult> {
  const signals = await criteriaSignals(db, criteria);
  const rows = await matchNotices(db, criteria, signals, boundSql(criteria, caller, now), page);
  return toFeedResult(rows, signals, now, page);
}

// ── Annotate ─────────────────────────────────────────────────────────────────────────────────────

export interface TextMatch {
  signalId: string;
  keyword: string;
  field: 'name' | 'description';
  /** UTF-16 offsets into the field, end exclusive (JavaScript string indexes). */
  start: number;
  end: number;
  text: string;
}

const STOP = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'to', 'in', 'on', 'or', 'with', 'by', 'it', 'is', 'at', 'as', 'be', 'from']);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word's pattern: its stem-ish prefix plus any word ending (english FTS stems "hosting" to "host"). */
function wordPattern(word: string): string {
  const w = word.toLowerCase();
  const stem = w.length > 5 ? w.replace(/(ing|ed|es|s|ies|ation|ations)$/, '') : w;
  return `${escapeRe(stem.length >= 3 ? stem : w)}[\\p{L}\\p{N}]*`;
}

/** Patterns to highlight for a keyword: a quoted phrase as a whole, else each significant word. */
export function keywordPatterns(keyword: string): RegExp[] {
  const phrases = [...keyword.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
  const rest = keyword.replace(/"[^"]*"/g, ' ');
  const words = rest
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !STOP.has(w.toLowerCase()) && w.toLowerCase() !== 'or' && !w.startsWith('-'));
  const patterns = [
    ...phrases.map((p) =>
      p
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .map(wordPattern)
        .join('[^\\p{L}\\p{N}]+'),
    ),
    ...words.map(wordPattern),
  ].filter(Boolean);
  return patterns.map((p) => new RegExp(`(?<![\\p{L}\\p{N}])${p}`, 'giu'));
}

export function findTextMatches(text: string | null, field: TextMatch['field'], signal: Signal): TextMatch[] {
  if (!text || signal.category !== 'keyword') return [];
  const keyword = signal.id.slice('keyword:'.length);
  const out: TextMatch[] = [];
  for (const re of keywordPatterns(keyword)) {
    for (const m of text.matchAll(re)) {
      const start = m.index;
      out.push({ signalId: signal.id, keyword: signal.name, field, start, end: start + m[0].length, text: m[0] });
    }
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

export interface AnnotatedRecord {
  guid: string;
  signalIds: string[];
  textMatches: TextMatch[];
}

export async function annotateRecords(
  db: Executor,
  guids: string[],
  criteria: SignalSettingsValues,
  caller: FeedCaller,
  now: Date,
): Promise<{ matchedRecords: AnnotatedRecord[]; signals: Signal[] }> {
  const signals = await criteriaSignals(db, criteria);
  const rows = await matchNotices(db, criteria, signals, boundSql(criteria, caller, now, guids), { offset: 0, limit: guids.length || 1 });
  const byId = new Map(signals.map((s) => [s.id, s]));
  return {
    signals,
    matchedRecords: rows.map((r) => {
      const matched = [...r.signal_ids].sort();
      const textMatches = matched.flatMap((id) => {
        const s = byId.get(id);
        return s ? [...findTextMatches(r.name, 'name', s), ...findTextMatches(r.description, 'description', s)] : [];
      });
      return { guid: r.guid, signalIds: matched, textMatches };
    }),
  };
}
