/** POST /api/records/search (docs/contracts.md): the record search filter of spec 2§3. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { readJsonBody } from '../http/json';
import { assertCan, can } from '../policy/index';
import { viewerForNotices, viewerOf } from '../policy/projection';
import { toPolicySubject, type CurrentUser } from '../users/currentUser';
import { RecordSearchBodySchema, toRecordFilter } from './filter';
import { toSearchJson } from './json';
import { recordTimeline, toTimelineJson } from './timeline';
import { notFound } from '../workspace/http';
import { EMPTY_RESULT, ListNotFoundError, searchRecords, type SearchCaller } from './service';

export function searchCaller(user: CurrentUser): SearchCaller {
  return {
    userId: user.id,
    teamId: user.team.id,
    companyId: user.company.id,
    viewer: viewerOf(toPolicySubject(user)),
    canUseBuyerLists: can(toPolicySubject(user), { type: 'buyerList.use' }),
  };
}

export function recordRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/records/search', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'records.search' });
    const parsed = RecordSearchBodySchema.safeParse(await readJsonBody(c));
    if (!parsed.success) throw badRequest(parsed.error);
    const filter = toRecordFilter(parsed.data, deps.now());
    c.header('Cache-Control', 'no-store');
    try {
      return c.json(toSearchJson(await searchRecords(deps.db, filter, searchCaller(user))));
    } catch (error) {
      if (error instanceof ListNotFoundError) return c.json(toSearchJson(EMPTY_RESULT(filter)), 404);
      throw error;
    }
  });

  app.post('/records/:familyId/timeline', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'records.search' });
    const subject = toPolicySubject(user);
    const timeline = await recordTimeline(deps.db, c.req.param('familyId'), (noticeIds) =>
      viewerForNotices(deps.db, { plan: subject.plan, companyId: subject.companyId, extraDataTypes: subject.extraDataTypes }, noticeIds),
    );
    if (!timeline) throw notFound('Record not found');
    return c.json(toTimelineJson(timeline));
  });

  return app;
}
