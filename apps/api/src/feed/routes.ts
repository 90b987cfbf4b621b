/** POST /api/companies/{id}/feed_preview and /record_queries/annotate (docs/contracts.md). */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { queryRows } from '../db/client';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest, HttpError } from '../http/errors';
import { readJsonBody } from '../http/json';
import { assertCan } from '../policy/index';
import { seesAwardDetails, viewerOf } from '../policy/projection';
import { toSignalJson } from '../records/json';
import { currentTeamSignals, loadTeamSignals, relevanceFingerprint } from '../signals/relevance';
import { SignalSettingsBodySchema } from '../signals/settings';
import { EMPTY_SETTINGS, type SignalSettingsValues } from '../signals/signals';
import { toPolicySubject, type CurrentUser } from '../users/currentUser';
import { annotateRecords, FEED_PAGE_SIZE, feedPreview, feedPreviewFromTeam } from './service';

const FeedBodySchema = z
  .object({
    criteria: z.unknown().optional(),
    offset: z.number().int().min(0).max(100_000).default(0),
    limit: z.number().int().min(1).max(FEED_PAGE_SIZE).default(FEED_PAGE_SIZE),
  })
  .strict();

const AnnotateBodySchema = z
  .object({
    record_guids: z.array(z.uuid()).min(1, 'Send at least one record guid').max(200, 'At most 200 records at a time'),
    criteria: z.unknown().optional(),
  })
  .strict();

/** The company in the path (id or guid) must be the caller's (admins may read any): 400/404/403. */
async function checkCompany(deps: AppDeps, user: CurrentUser, idOrGuid: string): Promise<void> {
  if (!/^(\d{1,18}|[0-9a-fA-F-]{36})$/.test(idOrGuid)) throw badRequest('The company id is a number or a guid');
  const [row] = await queryRows<{ id: string }>(
    deps.db,
    sql`select id::text as id from companies where ${/^\d+$/.test(idOrGuid) ? sql`id = ${Number(idOrGuid)}` : sql`guid = ${idOrGuid}::uuid`}`,
  );
  if (!row) throw new HttpError(404, 'not_found', 'No such company');
  assertCan(toPolicySubject(user), { type: 'company.read', companyId: Number(row.id) });
}

/** Criteria given (snake_case signal settings; missing fields empty) or, when absent, the team's saved settings. */
async function criteriaOf(deps: AppDeps, user: CurrentUser, raw: unknown): Promise<SignalSettingsValues> {
  if (raw === undefined || raw === null) return (await loadTeamSignals(deps.db, user.team.id)).settings;
  const parsed = SignalSettingsBodySchema.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error);
  return { ...EMPTY_SETTINGS, ...Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) };
}

const key = (s: SignalSettingsValues) =>
  JSON.stringify([
    relevanceFingerprint(s),
    [...s.keywords].map((k) => k.trim().toLowerCase()).sort(),
    [...s.cpvCodes].sort(),
    [...s.competitorGuids].sort(),
    [...s.partnerGuids].sort(),
    [...s.countries].sort(),
    [...s.languages].sort(),
  ]);
const sameCriteria = (a: SignalSettingsValues, b: SignalSettingsValues) => key(a) === key(b);

export function feedRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/companies/:id/feed_preview', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'records.search' });
    const parsed = FeedBodySchema.safeParse(await readJsonBody(c));
    if (!parsed.success) throw badRequest(parsed.error);
    await checkCompany(deps, user, c.req.param('id'));
    const criteria = await criteriaOf(deps, user, parsed.data.criteria);
    const canSeeAwards = seesAwardDetails(viewerOf(toPolicySubject(user)));
    // The team's own settings are already matched (materialised): read those, else match at query time.
    const team = await currentTeamSignals(deps.db, user.team.id);
    const r = sameCriteria(criteria, team.settings)
      ? await feedPreviewFromTeam(deps.db, team, { canSeeAwards }, deps.now(), parsed.data)
      : await feedPreview(deps.db, criteria, { canSeeAwards }, deps.now(), parsed.data);
    return c.json({
      preview_results: r.previewResults.map((p) => ({
        guid: p.guid,
        name: p.name,
        stage: p.stage,
        publish_date: p.publishDate,
        description: p.description,
        buyer: p.buyer,
      })),
      guid_match_map: Object.fromEntries(Object.entries(r.guidMatchMap).map(([g, m]) => [g, { signal_ids: m.signalIds }])),
      signals: r.signals.map(toSignalJson),
      paging_info: { total_results: r.totalResults, offset: r.offset, limit: r.limit, next_offset: r.nextOffset },
      total_is_estimate: r.totalIsEstimate,
      window_from: r.windowFrom,
    });
  });

  app.post('/companies/:id/record_queries/annotate', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'records.search' });
    const parsed = AnnotateBodySchema.safeParse(await readJsonBody(c));
    if (!parsed.success) throw badRequest(parsed.error);
    await checkCompany(deps, user, c.req.param('id'));
    const criteria = await criteriaOf(deps, user, parsed.data.criteria);
    const canSeeAwards = seesAwardDetails(viewerOf(toPolicySubject(user)));
    const r = await annotateRecords(deps.db, [...new Set(parsed.data.record_guids.map((g) => g.toLowerCase()))], criteria, { canSeeAwards }, deps.now());
    return c.json({
      matched_records: r.matchedRecords.map((m) => ({
        guid: m.guid,
        signal_ids: m.signalIds,
        text_matches: m.textMatches.map((t) => ({
          signal_id: t.signalId,
          keyword: t.keyword,
          field: t.field,
          start: t.start,
          end: t.end,
          text: t.text,
        })),
      })),
      signals: r.signals.map(toSignalJson),
    });
  });

  return app;
}
