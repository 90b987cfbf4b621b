/**
 * Per-team signal matches and relevance (docs/decisions/0007-relevance.md). Derived data: it can
 * always be rebuilt from the team's signal settings and the notices.
 *
 * - `team_signal_matches`: one row per (team, signal, notice) the signal matches. A signal change
 *   inserts or deletes only that signal's rows.
 * - `team_notice_relevance`: per (team, notice) the matched signal ids and the 0–3 score, re-derived
 *   only for the notices a change touched; search filters and sorts on it.
 * - `team_relevance_state`: which signals are materialised and up to which notice change
 *   (`notices.updated_at`) the team is current; reads catch up from there.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { at, updatedAt } from './columns';
import { noticeFk, teamFk } from './owners';

export const teamSignalMatches = pgTable(
  'team_signal_matches',
  {
    teamId: teamFk(),
    /** `keyword:<text>`, `cpv:<code>`, `competitor:<guid>`, `partner:<guid>` (signals/signals.ts). */
    signalId: text('signal_id').notNull(),
    noticeId: noticeFk(),
    /** Keyword signals: the keyword is in the notice's name (weighs more in the score). */
    inTitle: boolean('in_title').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.signalId, t.noticeId] }),
    index('team_signal_matches_notice_idx').on(t.teamId, t.noticeId),
  ],
);

export const teamNoticeRelevance = pgTable(
  'team_notice_relevance',
  {
    teamId: teamFk(),
    noticeId: noticeFk(),
    signalIds: text('signal_ids').array().notNull().default(sql`'{}'::text[]`),
    /** 1 Low, 2 Medium, 3 High (0 = no row). */
    score: smallint('score').notNull(),
    /** Copy of notices.publish_date: relevance-sorted pages read one index. */
    publishDate: at('publish_date'),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.noticeId] }),
    index('team_notice_relevance_score_idx').on(t.teamId, t.score.desc(), t.publishDate.desc(), t.noticeId.desc()),
    /** The feed preview: a team's matches newest first (page and count in the window). */
    index('team_notice_relevance_feed_idx').on(t.teamId, t.publishDate.desc().nullsLast(), t.noticeId.desc()),
  ],
);

export const teamRelevanceState = pgTable('team_relevance_state', {
  teamId: teamFk().primaryKey(),
  /** Signal ids whose matches are materialised. */
  signalIds: text('signal_ids').array().notNull().default(sql`'{}'::text[]`),
  /** Exclude keywords and use_supplier_name the matches were computed with (a change recomputes all). */
  fingerprint: text('fingerprint').notNull().default(''),
  /** Notices changed after this are not matched yet (null: none matched). */
  noticesWatermark: timestamp('notices_watermark', { withTimezone: true }),
  /** Highest notice id matched: rows inserted with an old updated_at (bulk generators) are still caught. */
  noticesMaxId: bigint('notices_max_id', { mode: 'number' }),
  updatedAt: updatedAt(),
});

export type TeamRelevanceStateRow = typeof teamRelevanceState.$inferSelect;
