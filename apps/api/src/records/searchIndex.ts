/**
 * The notice search index: the matches, the exact count, the facets and the page's ids of a notice
 * search, answered in this process from a compact copy of the notices' searchable columns, so the
 * database reads only the page's 20 notices (docs/decisions/0065-in-process-notice-search-index.md).
 *
 * PostgreSQL stays the truth. The index holds, per notice: id, stage, country, CPV divisions, buyer
 * ids, the five sortable/filterable dates (microseconds, exact) and the lexemes of its `search`
 * tsvector (`tsvector_to_array`), plus the non-primary members of duplicate groups. Queries are
 * PostgreSQL's own: every keyword goes through `websearch_to_tsquery('english', …)` in the
 * database (cached per text) and the tsquery it returns is evaluated here over the lexemes, so
 * stemming and stop words are the database's. A tsquery with a phrase, a prefix or a weight, and any
 * filter beyond the supported ones (`supports`), is answered by the SQL search instead.
 *
 * Freshness, across servers and without polling the whole table: a trigger stamps every inserted or
 * updated notice with its transaction id (`notices.change_xid`, migration 0039) and statement
 * triggers stamp `search_index_changes` when duplicate groups change or notices are deleted. Before
 * each search the index reads the current snapshot (its xmax and in-progress xids) with the team's
 * hidden notices (one statement) and re-reads exactly the notices written by transactions the
 * previous snapshot could not see: those in progress then (its xip) or begun later (xid ≥ its xmax).
 * So no committed change is ever missed, whatever the commit order of concurrent writers, and a long
 * transaction elsewhere (an export, a backup, another database of the cluster: xids and snapshots are
 * cluster-wide) does not make every search re-read what changed since it began, as a filter on the
 * snapshot's xmin did (docs/decisions/0067-search-answer-cost.md).
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_SEARCH_INDEX_MAX_NOTICES } from '../config';
import { queryRows, queryRowsPrepared, type Database } from '../db/client';
import { HIDING_QUALIFICATIONS } from '../db/schema/leads';
import type { DateField, RecordFilter, SortField } from './filter';
import { LEAD_STAGE_SQL, type SearchScope } from './query';

/** What the index answers (the same shape the SQL search's first statement gives). */
export interface IndexedMatches {
  total: number;
  stage: [string, number][];
  country: [string, number][];
  cpvDivision: [string, number][];
  /** The page's notice ids, in order. */
  ids: string[];
}

export interface SearchIndexOptions {
  /** Notices read per statement while building (PGlite serves other queries between chunks). */
  chunk?: number;
  /** Above this many notices the index is not built and every search is SQL (memory: about 1 KB per notice). */
  maxNotices?: number;
  /** While the sort column's kept order is stale, up to this many matches are sorted instead of rebuilding it (default 5,000). */
  walkAbove?: number;
  /** Replaced versions are dropped once there are more than this many and they are at least half of the index (default 50,000). */
  compactAbove?: number;
  /**
   * When more notices than this changed since the last search (a bulk import or generate by another process), the
   * index is built again in the background and searches use SQL meanwhile (default 20,000).
   */
  rebuildAbove?: number;
  /** Every answer is checked against the SQL search and a difference throws (tests). */
  verify?: boolean;
  log?: (line: string) => void;
}


type Ast = { op: 'lex'; lexeme: string } | { op: 'not'; arg: Ast } | { op: 'and' | 'or'; args: Ast[] };
/** A keyword's tsquery: null when it has no lexemes (matches nothing), 'unsupported' when it has phrases, prefixes or weights. */
type Compiled = Ast | null | 'unsupported';

class Unsupported extends Error {}

/** Notices written by a transaction the snapshot could not see: begun after it (xid ≥ xmax) or in progress then (xip). */
const unseenSql = (seen: { xmax: string; xip: string }) =>
  sql`(n.change_xid >= ${seen.xmax}::xid8 or n.change_xid = any(${seen.xip}::xid8[]))`;

/** More notices changed since the last search than a refresh should read on a request's path. */
class TooManyChanges extends Error {}

/** Parses PostgreSQL's text form of a tsquery (`'softwar' & ( 'cloud' | !'data' )`); phrases, prefixes and weights throw Unsupported. */
export function parseTsQuery(text: string): Ast | null {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i++;
  };
  /** `next (sign next)*`: one node of `op` over the operands, or the single operand. */
  const chain = (op: 'and' | 'or', sign: string, next: () => Ast): Ast => {
    const args = [next()];
    for (skip(); text[i] === sign; skip()) {
      i++;
      args.push(next());
    }
    return args.length === 1 ? args[0]! : { op, args };
  };
  const or = (): Ast => chain('or', '|', and);
  const and = (): Ast => chain('and', '&', unary);
  const unary = (): Ast => {
    skip();
    const c = text[i];
    if (c === '!') {
      i++;
      return { op: 'not', arg: unary() };
    }
    if (c === '(') {
      i++;
      const inner = or();
      skip();
      if (text[i] !== ')') throw new Unsupported(`tsquery: ) expected at ${i}`);
      i++;
      return inner;
    }
    if (c !== "'") throw new Unsupported(`tsquery: unexpected ${c ?? 'end'} at ${i}`);
    i++;
    let lexeme = '';
    for (;;) {
      const ch = text[i++];
      if (ch === undefined) throw new Unsupported('tsquery: unterminated lexeme');
      if (ch === '\\') lexeme += text[i++] ?? '';
      else if (ch === "'") {
        if (text[i] === "'") {
          lexeme += "'";
          i++;
        } else break;
      } else lexeme += ch;
    }
    // `'a':*` (prefix) or `'a':AB` (weights): not evaluated here.
    if (text[i] === ':') throw new Unsupported('tsquery: prefix or weight');
    return { op: 'lex', lexeme };
  };
  if (!text.trim()) return null;
  const ast = or();
  skip();
  // `<->` / `<N>` (phrase) or anything else left over.
  if (i < text.length) throw new Unsupported(`tsquery: unexpected ${text[i]} at ${i}`);
  return ast;
}

const DATE_FIELDS_INDEXED: readonly DateField[] = ['publish_date', 'close_date', 'award_date', 'expiry_date', 'added_date'];
const SORT_DATE: Partial<Record<SortField, DateField>> = {
  publish_date: 'publish_date',
  published_date: 'publish_date',
  close_date: 'close_date',
  award_date: 'award_date',
  expiry_date: 'expiry_date',
  added_date: 'added_date',
  date_added: 'added_date',
};

/** The filter is one the index answers exactly as the SQL search does (everything else is SQL). */
export function supports(f: RecordFilter, scope: SearchScope): boolean {
  return (
    f.noticeIds === undefined &&
    SORT_DATE[f.sort] !== undefined &&
    f.buyerGuids.length === 0 &&
    f.buyerCategoryIds.length === 0 &&
    f.buyerCountryCodes.length === 0 &&
    f.buyerRegionIds.length === 0 &&
    f.deliveryRegionIds.length === 0 &&
    f.value === null &&
    f.assignees.length === 0 &&
    f.suppliers.length === 0 &&
    f.supplierSme === 'all' &&
    f.lotIds.length === 0 &&
    f.frameworks.length === 0 &&
    f.cpvCodes.length === 0 &&
    f.qualifications.length === 0 &&
    f.signalCategories.length === 0 &&
    f.signals.length === 0 &&
    f.relevanceScores.length === 0 &&
    scope.buyerListIds.length === 0 &&
    scope.recordListIds.length === 0
  );
}

interface NoticeRow extends Record<string, unknown> {
  id: string;
  stage: string;
  country_code: string | null;
  cpv_divisions: string[];
  buyer_ids: string[];
  lexemes: string[];
  publish_date: number | null;
  close_date: number | null;
  award_date: number | null;
  expiry_date: number | null;
  added_date: number | null;
}

const micros = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000000)::float8`);
const rowColumns = sql`n.id::text as id, n.stage, trim(n.country_code) as country_code, n.cpv_divisions, n.buyer_ids::text[] as buyer_ids,
  tsvector_to_array(n.search) as lexemes,
  ${micros('n.publish_date')} as publish_date, ${micros('n.close_date')} as close_date, ${micros('n.award_date')} as award_date,
  ${micros('n.expiry_date')} as expiry_date, ${micros('n.created_at')} as added_date`;

/** A set of documents as a bitset over doc numbers. */
type Bits = Uint32Array;

/** Values of one column numbered in order of appearance, so documents hold small integers. */
class Dictionary {
  private readonly codes = new Map<string, number>();
  readonly names: string[] = [];
  code(name: string): number {
    let c = this.codes.get(name);
    if (c === undefined) {
      c = this.names.length;
      this.codes.set(name, c);
      this.names.push(name);
    }
    return c;
  }
  /** Membership by code of the given names (codes of unknown names are never held by a document). */
  flags(names: readonly string[]): Uint8Array {
    const flags = new Uint8Array(this.names.length);
    for (const name of names) {
      const c = this.codes.get(name);
      if (c !== undefined) flags[c] = 1;
    }
    return flags;
  }
  /** [name, count] of every non-zero count. */
  counted(counts: Int32Array): [string, number][] {
    const out: [string, number][] = [];
    counts.forEach((n, c) => n && out.push([this.names[c]!, n]));
    return out;
  }
}

/** A set of document numbers that grows with the index (doubling), for the columns every search reads. */
class GrowingBits {
  words = new Uint32Array(1024);
  set(doc: number): void {
    const w = doc >>> 5;
    if (w >= this.words.length) {
      const next = new Uint32Array(Math.max(this.words.length * 2, w + 1));
      next.set(this.words);
      this.words = next;
    }
    this.words[w]! |= 1 << (doc & 31);
  }
  clear(doc: number): void {
    const w = doc >>> 5;
    if (w < this.words.length) this.words[w]! &= ~(1 << (doc & 31));
  }
}

/** No country: the facet skips it and a country filter never matches it. */
const NO_COUNTRY = -1;

type Typed = Uint8Array | Int16Array | Uint16Array | Uint32Array | Float64Array;

/**
 * A per-document number column in one typed array that doubles as it grows. Columns a search reads
 * for every match are kept flat: an array of small arrays (one per notice) cost a cache miss per
 * match and made the facet loop ~0.4 µs a match (decision 0066).
 */
class Column<A extends Typed> {
  length = 0;
  constructor(public data: A) {}
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new (this.data.constructor as new (n: number) => A)(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length] = value;
    // A code past the column's type (more than 255 stages, say) would wrap silently: refuse it instead.
    if (this.data[this.length] !== value && !Number.isNaN(value)) throw new Error(`search index: ${value} does not fit its column`);
    this.length++;
  }
  /** Keeps the values of `docs`, in that order (compaction). */
  pick(docs: readonly number[]): void {
    const next = new (this.data.constructor as new (n: number) => A)(Math.max(docs.length, 1024));
    docs.forEach((doc, i) => (next[i] = this.data[doc]!));
    this.data = next;
    this.length = docs.length;
  }
}

interface DateRange {
  values: Float64Array;
  from: number | null;
  to: number | null;
  nulls: boolean;
}

/**
 * The documents of `bits` within every date range, in document order, each marked in `isMatched` and
 * counted into the stage, country and CPV facets. A plain function (not a closure of the async
 * `match`): V8 optimises it on its own, where inside `match` the loop cost ~0.5 µs a document.
 */
function scan(
  bits: Uint32Array,
  ranges: readonly DateRange[],
  isMatched: Uint32Array,
  columns: { stage: Uint8Array; country: Int16Array; cpvStart: Uint32Array; cpvCodes: Uint16Array },
  counts: { stageCounts: Int32Array; countryCounts: Int32Array; cpvCounts: Int32Array },
): number[] {
  const { stage, country, cpvStart, cpvCodes } = columns;
  const { stageCounts, countryCounts, cpvCounts } = counts;
  const matched: number[] = [];
  const words = bits.length;
  for (let w = 0; w < words; w++) {
    let word = bits[w]! | 0;
    while (word !== 0) {
      const low = word & -word;
      const doc = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
      if (ranges.length && !inRanges(ranges, doc)) continue;
      matched.push(doc);
      isMatched[w]! |= low;
      stageCounts[stage[doc]!]!++;
      const c = country[doc]!;
      if (c !== NO_COUNTRY) countryCounts[c]!++;
      for (let i = cpvStart[doc]!, end = cpvStart[doc + 1]!; i < end; i++) cpvCounts[cpvCodes[i]!]!++;
    }
  }
  return matched;
}

function inRanges(ranges: readonly DateRange[], doc: number): boolean {
  for (let i = 0; i < ranges.length; i++) {
    const r = ranges[i]!;
    const v = r.values[doc]!;
    if (Number.isNaN(v)) {
      if (!r.nulls) return false;
    } else if ((r.from !== null && v < r.from) || (r.to !== null && v > r.to)) return false;
  }
  return true;
}

export class NoticeSearchIndex {
  private ids: number[] = [];
  private alive: number[] = [];
  /** Live documents, and the live documents of each stage and country code: a search starts from copies of these. */
  private live = new GrowingBits();
  private stageBits: GrowingBits[] = [];
  private countryBits: GrowingBits[] = [];
  /** Stage and country codes (Dictionary) per document (NO_COUNTRY for none). */
  private readonly stage = new Column(new Uint8Array(1024));
  private readonly country = new Column(new Int16Array(1024));
  private readonly stages = new Dictionary();
  private readonly countries = new Dictionary();
  private readonly divisions = new Dictionary();
  /** Each date in microseconds, NaN for none. */
  private readonly dates: Record<DateField, Column<Float64Array>> = {
    publish_date: new Column(new Float64Array(1024)),
    close_date: new Column(new Float64Array(1024)),
    award_date: new Column(new Float64Array(1024)),
    expiry_date: new Column(new Float64Array(1024)),
    added_date: new Column(new Float64Array(1024)),
  };
  /** The doc number holding each notice id (its latest version). */
  private readonly docOf = new Map<number, number>();
  /** Lexeme, CPV division ('c:72') and buyer ('b:123') postings: ascending doc numbers. */
  private readonly postings = new Map<string, number[]>();
  /** Each document's CPV division codes (distinct), for the facet: document d's are cpvCodes[cpvStart[d] .. cpvStart[d + 1]). */
  private cpvStart = new Column(new Uint32Array(1024));
  private cpvCodes = new Column(new Uint16Array(4096));
  private duplicates = new Set<number>();
  private dead = 0;
  /** The snapshot of the last refresh: changes by transactions it could not see (xid ≥ xmax, or in xip) are re-read. */
  private seen: { xmax: string; xip: string } | null = null;
  private duplicatesXid: string | null = null;
  private deletedXid: string | null = null;
  /** Bumped on every change: the sorted orders below are rebuilt lazily. */
  private version = 0;
  private readonly orders = new Map<DateField, { version: number; keyed: number[]; nulls: number[] }>();
  private readonly tsqueries = new Map<string, Compiled>();
  /** The refresh running now, and the one that starts after it, which every search arriving meanwhile joins. */
  private running: Promise<unknown> | null = null;
  private queued: { teams: Set<number>; hidden: Promise<Map<number, number[]>> } | null = null;
  ready = false;
  /** Snapshot statements run (build and refreshes): concurrent searches share one (tests read it). */
  snapshots = 0;

  constructor(
    readonly db: Database,
    readonly options: SearchIndexOptions = {},
  ) {
    this.cpvStart.push(0);
  }

  get size(): number {
    return this.docOf.size;
  }

  /** Reads every notice, a chunk per statement; `ready` once done. False when there are more than maxNotices. */
  async build(): Promise<boolean> {
    const started = performance.now();
    const max = this.options.maxNotices ?? DEFAULT_SEARCH_INDEX_MAX_NOTICES;
    const [count] = await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from notices`);
    if ((count?.n ?? 0) > max) {
      this.options.log?.(`Search index: ${count?.n} notices is over ${max} (TENDERLENS_SEARCH_INDEX_MAX_NOTICES); searches use SQL`);
      return false;
    }
    // The snapshot before the first chunk: whatever changes while building is re-read by the first refresh.
    const head = await this.head([]);
    const chunk = this.options.chunk ?? 5_000;
    for (let last = '0'; ; ) {
      const rows = await queryRows<NoticeRow>(
        this.db,
        sql`select ${rowColumns} from notices n where n.id > ${last}::bigint order by n.id limit ${chunk}`,
      );
      for (const row of rows) this.put(row);
      if (rows.length < chunk) break;
      last = rows[rows.length - 1]!.id;
      // Let other work run between chunks (one PGlite backend serves every request).
      await new Promise((resolve) => setImmediate(resolve));
    }
    await this.loadDuplicates();
    this.duplicatesXid = head.duplicates_xid;
    this.deletedXid = head.deleted_xid;
    this.seen = { xmax: head.xmax, xip: head.xip };
    this.ready = true;
    this.options.log?.(`Search index: ${this.size} notices in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return true;
  }

  /**
   * The snapshot (xmax and in-progress xids, the latter as a text array), the change stamps and the hidden notices of the given teams (their lead is qualified as
   * hidden), as 'team:notice' pairs, in one statement.
   */
  private async head(teamIds: readonly number[]) {
    const limit = (this.options.rebuildAbove ?? 20_000) + 1;
    this.snapshots++;
    // Prepared: it runs before every indexed search (or batch of concurrent ones), and its plan does not depend on its values.
    const [row] = await queryRowsPrepared<{ xmax: string; xip: string; duplicates_xid: string | null; deleted_xid: string | null; changed: number; hidden: string[] }>(
      this.db,
      sql`select pg_snapshot_xmax(snap.s)::text as xmax, array(select pg_snapshot_xip(snap.s))::text as xip,
        (select changed_xid::text from search_index_changes where name = 'duplicates') as duplicates_xid,
        (select changed_xid::text from search_index_changes where name = 'notices_deleted') as deleted_xid,
        ${this.seen === null ? sql`0` : sql`(select count(*)::int from (select 1 from notices n where ${unseenSql(this.seen)} limit ${limit}) c)`} as changed,
        array(select q.team_id::text || ':' || ps.notice_id::text from procurement_stage_qualifications q
          join procurement_stages ps on ps.id = q.procurement_stage_id join notices n on n.id = ps.notice_id
          where q.team_id = any(${`{${teamIds.join(',')}}`}::bigint[]) and q.qualification in (${sql.join(HIDING_QUALIFICATIONS.map((h) => sql`${h}`), sql`, `)})
            and ps.stage = ${LEAD_STAGE_SQL}) as hidden
      from (select pg_current_snapshot() as s) snap`,
    );
    if (!row) throw new Error('search index: no snapshot');
    return row;
  }

  private async loadDuplicates(): Promise<void> {
    const rows = await queryRows<{ id: string }>(this.db, sql`select notice_id::text as id from notice_duplicates where group_id <> notice_id`);
    this.duplicates = new Set(rows.map((r) => Number(r.id)));
  }

  /** Builds a new index for the database in the background; this one answers nothing more (searches use SQL meanwhile). */
  private rebuild(): void {
    if (!this.ready) return;
    this.ready = false;
    this.options.log?.('Search index: many notices changed; building it again (searches use SQL meanwhile)');
    startSearchIndex(this.db, this.options).catch((error: unknown) => {
      this.options.log?.(`Search index not built again: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /**
   * Brings the index up to the database's present (as of a snapshot taken after this call) and returns the team's
   * hidden notice ids. One refresh runs at a time; the searches that arrive while it runs share the next one, which
   * starts when it ends, so concurrent searches cost one snapshot statement rather than one each.
   */
  async refresh(teamId: number): Promise<number[]> {
    if (!this.queued) {
      const teams = new Set<number>();
      const hidden = (this.running ?? Promise.resolve()).then(
        () => this.start(teams),
        () => this.start(teams),
      );
      this.queued = { teams, hidden };
    }
    this.queued.teams.add(teamId);
    return (await this.queued.hidden).get(teamId) ?? [];
  }

  /** Runs the queued refresh: later searches queue behind it. */
  private start(teams: Set<number>): Promise<Map<number, number[]>> {
    this.queued = null;
    const run = this.refreshOnce([...teams]);
    this.running = run;
    return run;
  }

  private async refreshOnce(teamIds: number[]): Promise<Map<number, number[]>> {
    const previous = this.seen;
    if (previous === null) throw new Error('search index: refresh before build');
    const head = await this.head(teamIds);
    if (head.changed > (this.options.rebuildAbove ?? 20_000)) throw new TooManyChanges();
    if (head.changed > 0) {
      const rows = await queryRows<NoticeRow>(this.db, sql`select ${rowColumns} from notices n where ${unseenSql(previous)}`);
      for (const row of rows) this.put(row);
    }
    // A stamp is read only once its transaction has committed, so a stamp seen before was handled then.
    if (head.deleted_xid !== this.deletedXid) {
      const rows = await queryRows<{ id: string }>(this.db, sql`select id::text as id from notices`);
      const present = new Set(rows.map((r) => Number(r.id)));
      for (const id of [...this.docOf.keys()]) if (!present.has(id)) this.remove(id);
      this.deletedXid = head.deleted_xid;
    }
    if (head.duplicates_xid !== this.duplicatesXid) {
      await this.loadDuplicates();
      this.duplicatesXid = head.duplicates_xid;
      this.version++;
    }
    this.seen = { xmax: head.xmax, xip: head.xip };
    if (this.dead > (this.options.compactAbove ?? 50_000) && this.dead * 2 >= this.ids.length) this.compact();
    const hidden = new Map<number, number[]>();
    for (const pair of head.hidden) {
      const [team, notice] = pair.split(':').map(Number) as [number, number];
      const list = hidden.get(team);
      if (list) list.push(notice);
      else hidden.set(team, [notice]);
    }
    return hidden;
  }

  private remove(id: number): void {
    const doc = this.docOf.get(id);
    if (doc === undefined) return;
    this.alive[doc] = 0;
    this.live.clear(doc);
    this.stageBits[this.stage.data[doc]!]?.clear(doc);
    const country = this.country.data[doc]!;
    if (country !== NO_COUNTRY) this.countryBits[country]?.clear(doc);
    this.docOf.delete(id);
    this.dead++;
    this.version++;
  }

  private put(row: NoticeRow): void {
    const id = Number(row.id);
    this.remove(id);
    const doc = this.ids.length;
    this.ids.push(id);
    this.alive.push(1);
    this.stage.push(this.stages.code(row.stage));
    this.country.push(row.country_code === null ? NO_COUNTRY : this.countries.code(row.country_code));
    this.mark(doc);
    for (const field of DATE_FIELDS_INDEXED) this.dates[field].push(row[field] ?? Number.NaN);
    this.docOf.set(id, doc);
    const post = (key: string) => {
      const list = this.postings.get(key);
      if (list) list.push(doc);
      else this.postings.set(key, [doc]);
    };
    for (const lexeme of new Set(row.lexemes)) post(lexeme);
    const divisions = [...new Set(row.cpv_divisions)];
    for (const d of divisions) this.cpvCodes.push(this.divisions.code(d));
    this.cpvStart.push(this.cpvCodes.length);
    for (const division of divisions) post(`c:${division}`);
    for (const buyer of new Set(row.buyer_ids)) post(`b:${buyer}`);
    this.version++;
  }

  /** Adds a live document to the live, stage and country sets. */
  private mark(doc: number): void {
    this.live.set(doc);
    (this.stageBits[this.stage.data[doc]!] ??= new GrowingBits()).set(doc);
    const country = this.country.data[doc]!;
    if (country !== NO_COUNTRY) (this.countryBits[country] ??= new GrowingBits()).set(doc);
  }

  /** Drops dead documents when they are most of the index (many re-imports of the same notices). */
  private compact(): void {
    const keep: number[] = [];
    for (let doc = 0; doc < this.ids.length; doc++) if (this.alive[doc]) keep.push(doc);
    const renumber = new Map<number, number>(keep.map((doc, i) => [doc, i]));
    this.ids = keep.map((doc) => this.ids[doc]!);
    this.alive = keep.map(() => 1);
    this.stage.pick(keep);
    this.country.pick(keep);
    for (const field of DATE_FIELDS_INDEXED) this.dates[field].pick(keep);
    const starts = this.cpvStart.data;
    const codes = this.cpvCodes.data;
    const cpvStart = new Column(new Uint32Array(Math.max(keep.length + 1, 1024)));
    const cpvCodes = new Column(new Uint16Array(Math.max(this.cpvCodes.length, 4096)));
    cpvStart.push(0);
    for (const doc of keep) {
      for (let i = starts[doc]!; i < starts[doc + 1]!; i++) cpvCodes.push(codes[i]!);
      cpvStart.push(cpvCodes.length);
    }
    this.cpvStart = cpvStart;
    this.cpvCodes = cpvCodes;
    for (const [key, list] of this.postings) {
      const next = list.flatMap((doc) => (renumber.has(doc) ? [renumber.get(doc)!] : []));
      if (next.length) this.postings.set(key, next);
      else this.postings.delete(key);
    }
    this.docOf.clear();
    this.ids.forEach((id, doc) => this.docOf.set(id, doc));
    this.live = new GrowingBits();
    this.stageBits = [];
    this.countryBits = [];
    for (let doc = 0; doc < this.ids.length; doc++) this.mark(doc);
    this.dead = 0;
    this.version++;
  }

  /** Each text's tsquery, as the database makes it (`websearch_to_tsquery('english', …)`), parsed once. */
  private async compile(texts: readonly string[]): Promise<Map<string, Compiled>> {
    const missing = [...new Set(texts)].filter((t) => !this.tsqueries.has(t));
    if (missing.length) {
      const [row] = await queryRows<{ q: string[] }>(
        this.db,
        sql`select array[${sql.join(missing.map((t) => sql`websearch_to_tsquery('english'::regconfig, ${t})::text`), sql`, `)}] as q`,
      );
      if (this.tsqueries.size > 10_000) this.tsqueries.clear();
      missing.forEach((t, i) => {
        let compiled: Compiled;
        try {
          compiled = parseTsQuery(row?.q[i] ?? '');
        } catch (error) {
          if (!(error instanceof Unsupported)) throw error;
          compiled = 'unsupported';
        }
        this.tsqueries.set(t, compiled);
      });
    }
    return new Map(texts.map((t) => [t, this.tsqueries.get(t)!]));
  }

  private words(): number {
    return (this.ids.length + 31) >>> 5;
  }

  private fromList(list: readonly number[] | undefined): Bits {
    const bits = new Uint32Array(this.words());
    if (list) for (const doc of list) bits[doc >>> 5]! |= 1 << (doc & 31);
    return bits;
  }

  private evaluate(ast: Ast): Bits {
    if (ast.op === 'lex') return this.fromList(this.postings.get(ast.lexeme));
    if (ast.op === 'not') {
      const bits = this.evaluate(ast.arg);
      for (let w = 0; w < bits.length; w++) bits[w] = ~bits[w]!;
      return bits;
    }
    const [first, ...rest] = ast.args.map((a) => this.evaluate(a));
    for (const other of rest) {
      for (let w = 0; w < first!.length; w++) first![w] = ast.op === 'and' ? first![w]! & other[w]! : first![w]! | other[w]!;
    }
    return first!;
  }

  /** OR of the texts' tsqueries, as `anyOfTsQuery` (a text without lexemes adds nothing); null when none has lexemes. */
  private anyOf(texts: readonly string[], compiled: Map<string, Compiled>): Bits | null {
    const asts = texts.map((t) => compiled.get(t)).filter((a): a is Ast => a !== null && a !== undefined && a !== 'unsupported');
    return asts.length ? this.evaluate(asts.length === 1 ? asts[0]! : { op: 'or', args: asts }) : null;
  }

  /**
   * The matches of a supported filter (see `supports`), counted exactly, with facets over every
   * match, and the page's ids; null when one of its texts needs the SQL search (a phrase).
   */
  async match(f: RecordFilter, scope: SearchScope): Promise<IndexedMatches | null> {
    let hidden: number[];
    try {
      hidden = await this.refresh(scope.teamId);
    } catch (error) {
      if (!(error instanceof TooManyChanges)) throw error;
      this.rebuild();
      return null;
    }
    const texts = [...(f.text ? [f.text] : []), ...f.keywords, ...f.excludeKeywords];
    const compiled = texts.length ? await this.compile(texts) : new Map<string, Compiled>();
    if ([...compiled.values()].includes('unsupported')) return null;

    const words = this.words();
    const bits = new Uint32Array(words);
    bits.set(this.live.words.subarray(0, words));
    const and = (other: Bits) => {
      for (let w = 0; w < words; w++) bits[w]! &= other[w]!;
    };
    const clear = (id: number) => {
      const doc = this.docOf.get(id);
      if (doc !== undefined) bits[doc >>> 5]! &= ~(1 << (doc & 31));
    };
    for (const id of this.duplicates) clear(id);
    if (!f.showHidden) for (const id of hidden) clear(id);
    if (f.text) {
      const text = compiled.get(f.text);
      if (text === null || text === undefined || text === 'unsupported') return this.empty();
      and(this.evaluate(text));
    }
    if (f.keywords.length) {
      const any = this.anyOf(f.keywords, compiled);
      if (!any) return this.empty();
      and(any);
    }
    if (f.excludeKeywords.length) {
      const any = this.anyOf(f.excludeKeywords, compiled);
      if (any) for (let w = 0; w < words; w++) bits[w]! &= ~any[w]!;
    }
    if (f.cpvDimensions.length) and(this.union(f.cpvDimensions.map((d) => `c:${d}`)));
    if (f.buyerIds.length) and(this.union(f.buyerIds.map((b) => `b:${b}`)));

    const anyOfCodes = (sets: GrowingBits[], flags: Uint8Array) => {
      const any = new Uint32Array(words);
      flags.forEach((on, code) => {
        const set = on ? sets[code]?.words : undefined;
        if (set) for (let w = 0; w < words && w < set.length; w++) any[w]! |= set[w]!;
      });
      and(any);
    };
    if (f.stages.length) anyOfCodes(this.stageBits, this.stages.flags(f.stages));
    if (f.countryCodes.length) anyOfCodes(this.countryBits, this.countries.flags(f.countryCodes));
    const ranges: DateRange[] = (Object.entries(f.dates) as [DateField, NonNullable<RecordFilter['dates'][DateField]>][]).map(([field, r]) => ({
      values: this.dates[field].data,
      from: r.from ? r.from.getTime() * 1000 : null,
      to: r.to ? r.to.getTime() * 1000 : null,
      nulls: r.includeNulls,
    }));
    const stageCounts = new Int32Array(this.stages.names.length);
    const countryCounts = new Int32Array(this.countries.names.length);
    const cpvCounts = new Int32Array(this.divisions.names.length);
    const isMatched = new Uint32Array(words);
    const matched = scan(bits, ranges, isMatched, {
      stage: this.stage.data,
      country: this.country.data,
      cpvStart: this.cpvStart.data,
      cpvCodes: this.cpvCodes.data,
    }, { stageCounts, countryCounts, cpvCounts });
    const cpvTop = this.divisions.counted(cpvCounts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, 20);
    return {
      total: matched.length,
      stage: this.stages.counted(stageCounts),
      country: this.countries.counted(countryCounts),
      cpvDivision: cpvTop,
      ids: this.page(matched, isMatched, f).map((doc) => String(this.ids[doc])),
    };
  }

  private empty(): IndexedMatches {
    return { total: 0, stage: [], country: [], cpvDivision: [], ids: [] };
  }

  private union(keys: readonly string[]): Bits {
    const bits = new Uint32Array(this.words());
    for (const key of keys) for (const doc of this.postings.get(key) ?? []) bits[doc >>> 5]! |= 1 << (doc & 31);
    return bits;
  }

  /**
   * `sk dir nulls last, id dir` (orderByKeySql) over a date column: the column's kept order walked until the page
   * is full (a fraction of a millisecond at 100k notices), or, while that order is stale after a change and there
   * are at most `walkAbove` matches, the matches sorted (so a change does not cost a full sort for a small search).
   */
  private page(matched: number[], isMatched: Bits, f: RecordFilter): number[] {
    const field = SORT_DATE[f.sort]!;
    const want = f.offset + f.limit;
    const desc = f.sortOrder === 'desc';
    if (this.orders.get(field)?.version !== this.version && matched.length <= (this.options.walkAbove ?? 5_000)) {
      const keys = this.dates[field].data;
      const ids = this.ids;
      matched.sort((a, b) => {
        const ka = keys[a]!;
        const kb = keys[b]!;
        const na = Number.isNaN(ka);
        const nb = Number.isNaN(kb);
        if (na !== nb) return na ? 1 : -1;
        const byKey = na ? 0 : ka - kb;
        const cmp = byKey !== 0 ? byKey : ids[a]! - ids[b]!;
        return desc ? -cmp : cmp;
      });
      // Keep the column's order again after this answer, off the request's path (never with walkAbove Infinity: tests of the sort).
      if (Number.isFinite(this.options.walkAbove ?? 0)) this.keepOrderSoon(field);
      return matched.slice(f.offset, want);
    }
    const { keyed, nulls } = this.order(field);
    const out: number[] = [];
    const take = (doc: number) => {
      if (isMatched[doc >>> 5]! & (1 << (doc & 31))) out.push(doc);
      return out.length >= want;
    };
    const walk = (list: number[]) => {
      if (desc) {
        for (let i = list.length - 1; i >= 0; i--) if (take(list[i]!)) return true;
      } else {
        for (const doc of list) if (take(doc)) return true;
      }
      return false;
    };
    if (!walk(keyed)) walk(nulls);
    return out.slice(f.offset, want);
  }

  private readonly ordering = new Set<DateField>();
  private keepOrderSoon(field: DateField): void {
    if (this.ordering.has(field)) return;
    this.ordering.add(field);
    setImmediate(() => {
      this.ordering.delete(field);
      this.order(field);
    });
  }

  private order(field: DateField) {
    const cached = this.orders.get(field);
    if (cached && cached.version === this.version) return cached;
    const keys = this.dates[field].data;
    const keyed: number[] = [];
    const nulls: number[] = [];
    for (let doc = 0; doc < this.ids.length; doc++) {
      if (!this.alive[doc]) continue;
      (Number.isNaN(keys[doc]!) ? nulls : keyed).push(doc);
    }
    const ids = this.ids;
    keyed.sort((a, b) => keys[a]! - keys[b]! || ids[a]! - ids[b]!);
    nulls.sort((a, b) => ids[a]! - ids[b]!);
    const next = { version: this.version, keyed, nulls };
    this.orders.set(field, next);
    return next;
  }
}

/** The index of each database this process searches (servers register theirs; tests may). */
const indexes = new WeakMap<Database, NoticeSearchIndex>();

/** The database's index when it is built (else the search uses SQL). */
export function searchIndexOf(db: Database): NoticeSearchIndex | null {
  const index = indexes.get(db);
  return index?.ready ? index : null;
}

/**
 * Builds the database's notice search index and registers it; searches use SQL until it is ready
 * (and for good when there are more than maxNotices). Returns the index once built, or null.
 */
export async function startSearchIndex(db: Database, options: SearchIndexOptions = {}): Promise<NoticeSearchIndex | null> {
  const index = new NoticeSearchIndex(db, options);
  indexes.set(db, index);
  const built = await index.build();
  if (!built) indexes.delete(db);
  return built ? index : null;
}

/** Forgets the database's index (its searches use SQL again). */
export function stopSearchIndex(db: Database): void {
  indexes.delete(db);
}
