/**
 * Home (`/`, issue 11 §5; decision 0031): what is new for the signed-in user, computed per request.
 *
 * The three notice cards are record searches with the filters of `@tenderlens/domain/home`
 * (the same filters the cards link to), run through the one search service — so rows are projected
 * for the caller by policy/projection.ts and hidden notices stay out — each one statement. Team
 * activity is one statement over comments, assignments and hides; alerts one over
 * lead_subscriptions; the visit one row of home_visits. Cards the caller is not entitled to come
 * back locked and empty: a guest pass sees only new notices; without BUYERS (buyer lists) the
 * expiring-contracts card is behind the paywall.
 */
import { sql } from 'drizzle-orm';
import {
  HOME_ACTIVITY_DAYS,
  HOME_ACTIVITY_ROWS,
  HOME_ALERT_ROWS,
  HOME_CARD_ROWS,
  homeCardFilters,
  homeSince,
  recordVisit,
  serialiseNoticeFilters,
  toRecordSearchRequest,
  type HomeCardContext,
  type HomeNoticeCardKind,
  type HomeVisitState,
} from '@tenderlens/domain/home';
import { isGuestPlan } from '@tenderlens/domain/plans';
import { queryRows, type Database, type Executor } from '../db/client';
import { HIDING_QUALIFICATIONS } from '../db/schema/leads';
import { can } from '../policy/index';
import { RecordSearchBodySchema, toRecordFilter } from '../records/filter';
import { searchCaller } from '../records/routes';
import { searchRecords, type NoticeView } from '../records/service';
import { currentTeamSignals } from '../signals/relevance';
import { toPolicySubject, type CurrentUser } from '../users/currentUser';

/** Why a card is empty for this caller: a guest pass, or a data type their plan lacks. */
export type HomeLock = 'GUEST' | 'PAYWALL';

export interface HomeNoticeItem {
  guid: string;
  name: string;
  buyerName: string | null;
  stage: string;
  /** The date the card is about: published (new), closes (leads), expires (contracts). */
  date: string | null;
  relevanceScore: number;
}

export interface HomeNoticeCard {
  lock: HomeLock | null;
  total: number;
  totalIsEstimate: boolean;
  items: HomeNoticeItem[];
  /** The notices page's `noticeFilters` parameter for this card (compressed). */
  noticeFilters: string;
}

export type HomeActivityKind = 'COMMENT' | 'ASSIGNMENT' | 'HIDE';

export interface HomeActivityItem {
  id: string;
  kind: HomeActivityKind;
  at: string;
  actorName: string | null;
  assigneeName: string | null;
  commentText: string | null;
  recordGuid: string;
  recordName: string;
}

export interface HomeAlertItem {
  id: string;
  name: string;
  frequency: string;
  disabled: boolean;
  destinationType: string;
}

export interface HomeView {
  since: string;
  hasSignals: boolean;
  hasBuyerLists: boolean;
  newNotices: HomeNoticeCard;
  closingLeads: HomeNoticeCard;
  expiringContracts: HomeNoticeCard;
  teamActivity: { lock: HomeLock | null; items: HomeActivityItem[] };
  alerts: { lock: HomeLock | null; total: number; items: HomeAlertItem[] };
}

const iso = (v: Date | string | null | undefined): string | null => (v ? new Date(v).toISOString() : null);

export async function loadHomeVisit(db: Executor, userId: number, forUpdate = false): Promise<HomeVisitState | null> {
  const [row] = await queryRows<{ last_visit_at: Date | string; previous_visit_at: Date | string | null }>(
    db,
    sql`select last_visit_at, previous_visit_at from home_visits where user_id = ${userId}${forUpdate ? sql` for update` : sql``}`,
  );
  if (!row) return null;
  return { lastVisitAt: new Date(row.last_visit_at), previousVisitAt: row.previous_visit_at ? new Date(row.previous_visit_at) : null };
}

/** Records a Home visit at `now` (a visit goes on within the gap; a new one starts after it). */
export async function saveHomeVisit(db: Database, userId: number, now: Date): Promise<HomeVisitState> {
  return db.transaction(async (tx) => {
    const next = recordVisit(await loadHomeVisit(tx, userId, true), now);
    await queryRows(
      tx,
      sql`insert into home_visits (user_id, last_visit_at, previous_visit_at)
          values (${userId}, ${next.lastVisitAt.toISOString()}::timestamptz, ${iso(next.previousVisitAt)}::timestamptz)
          on conflict (user_id) do update set last_visit_at = excluded.last_visit_at, previous_visit_at = excluded.previous_visit_at`,
    );
    return next;
  });
}

const CARD_DATE: Record<HomeNoticeCardKind, (n: NoticeView) => string | null> = {
  newNotices: (n) => n.publishDate,
  closingLeads: (n) => n.closeDate,
  expiringContracts: (n) => n.expiryDate,
};

const lockedCard = (lock: HomeLock, noticeFilters: string): HomeNoticeCard => ({ lock, total: 0, totalIsEstimate: false, items: [], noticeFilters });

async function noticeCard(
  db: Database,
  user: CurrentUser,
  kind: HomeNoticeCardKind,
  ctx: HomeCardContext,
  now: Date,
  team: Awaited<ReturnType<typeof currentTeamSignals>>,
): Promise<HomeNoticeCard> {
  const filters = homeCardFilters(kind, ctx);
  const body = RecordSearchBodySchema.parse(toRecordSearchRequest(filters, { offset: 0, limit: HOME_CARD_ROWS }));
  const result = await searchRecords(db, toRecordFilter(body, now), searchCaller(user), team);
  return {
    lock: null,
    total: result.totalResults,
    totalIsEstimate: result.totalIsEstimate,
    items: result.results.map((n) => ({
      guid: n.guid,
      name: n.name,
      buyerName: n.buyer?.name ?? null,
      stage: n.stage,
      date: CARD_DATE[kind](n),
      relevanceScore: n.relevanceScore,
    })),
    noticeFilters: serialiseNoticeFilters(filters),
  };
}

const emptyCard = (kind: HomeNoticeCardKind, ctx: HomeCardContext): HomeNoticeCard => ({
  lock: null,
  total: 0,
  totalIsEstimate: false,
  items: [],
  noticeFilters: serialiseNoticeFilters(homeCardFilters(kind, ctx)),
});

/** Buyer lists the caller reads in a search (the search service's own visibility rule). */
/** The record search (and the notices URL the card links to) takes at most 100 buyer lists: Home follows the newest 100. */
const HOME_BUYER_LISTS_MAX = 100;

async function visibleBuyerListIds(db: Executor, user: CurrentUser): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from buyer_lists
        where company_id = ${user.company.id} and team_id = ${user.team.id} and (sharing_type = 'TEAM' or owner_id = ${user.id})
        order by id desc limit ${HOME_BUYER_LISTS_MAX}`,
  );
  return rows.map((r) => r.id);
}

async function teamActivity(db: Executor, user: CurrentUser, now: Date): Promise<HomeActivityItem[]> {
  const from = new Date(now.getTime() - HOME_ACTIVITY_DAYS * 86_400_000).toISOString();
  const hiding = sql.join(HIDING_QUALIFICATIONS.map((q) => sql`${q}`), sql`, `);
  const rows = await queryRows<{
    id: string;
    kind: HomeActivityKind;
    at: Date | string;
    actor_name: string | null;
    assignee_name: string | null;
    comment_text: string | null;
    record_guid: string;
    record_name: string;
  }>(
    db,
    sql`select * from (
      (select 'comment-' || c.id as id, 'COMMENT' as kind, c.created_at as at, a.first_name || ' ' || a.last_name as actor_name,
          null::text as assignee_name, left(c.content, 200) as comment_text, n.guid::text as record_guid, n.name as record_name
        from comments c join users a on a.id = c.author_id join procurement_stages ps on ps.id = c.procurement_stage_id
        join notices n on n.id = ps.notice_id
        where c.company_id = ${user.company.id} and a.team_id = ${user.team.id} and c.deleted_at is null and c.created_at >= ${from}::timestamptz
        order by c.created_at desc limit ${HOME_ACTIVITY_ROWS})
      union all
      (select 'assignment-' || x.procurement_stage_id, 'ASSIGNMENT', x.created_at, b.first_name || ' ' || b.last_name,
          u.first_name || ' ' || u.last_name, null, n.guid::text, n.name
        from procurement_stage_assignees x join users u on u.id = x.user_id left join users b on b.id = x.assigned_by_id
        join procurement_stages ps on ps.id = x.procurement_stage_id join notices n on n.id = ps.notice_id
        where x.team_id = ${user.team.id} and x.created_at >= ${from}::timestamptz
        order by x.created_at desc limit ${HOME_ACTIVITY_ROWS})
      union all
      (select 'hide-' || q.id, 'HIDE', q.updated_at, b.first_name || ' ' || b.last_name, null, null, n.guid::text, n.name
        from procurement_stage_qualifications q left join users b on b.id = q.qualified_by_id
        join procurement_stages ps on ps.id = q.procurement_stage_id join notices n on n.id = ps.notice_id
        where q.team_id = ${user.team.id} and q.qualification in (${hiding}) and q.updated_at >= ${from}::timestamptz
        order by q.updated_at desc limit ${HOME_ACTIVITY_ROWS})
    ) activity order by at desc, id limit ${HOME_ACTIVITY_ROWS}`,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    at: new Date(r.at).toISOString(),
    actorName: r.actor_name,
    assigneeName: r.assignee_name,
    commentText: r.comment_text,
    recordGuid: r.record_guid,
    recordName: r.record_name,
  }));
}

async function alerts(db: Executor, user: CurrentUser): Promise<{ total: number; items: HomeAlertItem[] }> {
  const rows = await queryRows<{ id: string; name: string; frequency: string; disabled: boolean; destination_type: string; total: number | string }>(
    db,
    sql`select guid::text as id, name, frequency, disabled, destination_type, count(*) over () as total
        from lead_subscriptions where user_id = ${user.id} order by disabled, created_at desc, id desc limit ${HOME_ALERT_ROWS}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((r) => ({ id: r.id, name: r.name, frequency: r.frequency, disabled: r.disabled, destinationType: r.destination_type })),
  };
}

/** Home for the signed-in user at `now` (reads only: the visit is recorded by saveHomeVisit). */
export async function homeFor(db: Database, user: CurrentUser, now: Date): Promise<HomeView> {
  const subject = toPolicySubject(user);
  const guest = isGuestPlan(subject.plan);
  const canUseLists = can(subject, { type: 'buyerList.use' });
  const [visit, team, buyerListIds] = await Promise.all([
    loadHomeVisit(db, user.id),
    currentTeamSignals(db, user.team.id),
    canUseLists ? visibleBuyerListIds(db, user) : Promise.resolve([]),
  ]);
  const since = homeSince(visit, now);
  const ctx: HomeCardContext = { since, userGuid: user.guid, buyerListIds };
  const hasSignals = team.signals.length > 0;
  const param = (kind: HomeNoticeCardKind) => serialiseNoticeFilters(homeCardFilters(kind, ctx));
  const [newNotices, closingLeads, expiringContracts, activity, alertList] = await Promise.all([
    hasSignals ? noticeCard(db, user, 'newNotices', ctx, now, team) : emptyCard('newNotices', ctx),
    guest ? lockedCard('GUEST', param('closingLeads')) : noticeCard(db, user, 'closingLeads', ctx, now, team),
    guest
      ? lockedCard('GUEST', param('expiringContracts'))
      : !canUseLists
        ? lockedCard('PAYWALL', param('expiringContracts'))
        : buyerListIds.length
          ? noticeCard(db, user, 'expiringContracts', ctx, now, team)
          : emptyCard('expiringContracts', ctx),
    guest ? Promise.resolve([]) : teamActivity(db, user, now),
    guest ? Promise.resolve({ total: 0, items: [] }) : alerts(db, user),
  ]);
  return {
    since: since.toISOString(),
    hasSignals,
    hasBuyerLists: buyerListIds.length > 0,
    newNotices,
    closingLeads,
    expiringContracts,
    teamActivity: { lock: guest ? 'GUEST' : null, items: activity },
    alerts: { lock: guest ? 'GUEST' : null, ...alertList },
  };
}
