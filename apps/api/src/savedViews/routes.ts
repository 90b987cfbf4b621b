/** REST: saved views and pinned saved views (spec 2§7; docs/contracts.md). */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../http/context';
import { assertCan } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { parseInput, readBody } from '../workspace/http';
import {
  PinSchema,
  RankSchema,
  SavedViewInputSchema,
  SavedViewUpdateSchema,
  ViewIdParamSchema,
} from './schemas';
import {
  createSavedView,
  deleteSavedView,
  listPinned,
  listSavedViews,
  pinView,
  rankPinned,
  unpinView,
  updateSavedView,
  type PinnedView,
  type SavedViewView,
} from './service';

export const toSavedViewJson = (v: SavedViewView) => ({
  id: v.id,
  guid: v.guid,
  name: v.name,
  description: v.description,
  owner_id: v.ownerId,
  team_id: v.teamId,
  company_id: v.companyId,
  is_standard_view: v.isStandardView,
  sharing: v.sharing,
  data_type: v.dataType,
  view: v.view,
  rank: v.rank,
  pinned_rank: v.pinnedRank,
  updated_at: v.updatedAt.toISOString(),
});
const toPinnedJson = (pins: PinnedView[]) => ({
  pinned_saved_views: pins.map((p) => ({ saved_view_id: p.savedViewId, rank: p.rank })),
});

export function savedViewRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const session = (c: { get: (k: 'auth') => { user: Parameters<typeof toPolicySubject>[0] } }) => {
    const { user } = c.get('auth');
    return { user, subject: toPolicySubject(user) };
  };

  // Spec 2§7 writes `api/saved_views/` with a trailing slash: both forms answer.
  for (const path of ['/saved_views', '/saved_views/']) {
    app.get(path, async (c) => {
      const { user, subject } = session(c);
      assertCan(subject, { type: 'workspace.read' });
      const { data_type } = parseInput(z.object({ data_type: z.enum(['NOTICES']).optional() }), {
        data_type: c.req.query('data_type'),
      });
      return c.json({ saved_views: (await listSavedViews(deps.db, user, data_type)).map(toSavedViewJson) });
    });
    app.post(path, async (c) => {
      const { user, subject } = session(c);
      const input = await readBody(c, SavedViewInputSchema);
      return c.json(
        { saved_view: toSavedViewJson(await createSavedView(deps.db, user, subject, input)) },
        201,
      );
    });
  }
  app.put('/saved_views/:id', async (c) => {
    const { user, subject } = session(c);
    const { id } = parseInput(ViewIdParamSchema, c.req.param());
    const input = await readBody(c, SavedViewUpdateSchema);
    return c.json({ saved_view: toSavedViewJson(await updateSavedView(deps.db, user, subject, id, input)) });
  });
  app.delete('/saved_views/:id', async (c) => {
    const { user, subject } = session(c);
    const { id } = parseInput(ViewIdParamSchema, c.req.param());
    await deleteSavedView(deps.db, user, subject, id);
    return c.body(null, 204);
  });

  app.post('/pinned_saved_views/list', async (c) => {
    const { user, subject } = session(c);
    assertCan(subject, { type: 'workspace.read' });
    return c.json(toPinnedJson(await listPinned(deps.db, user)));
  });
  app.post('/pinned_saved_views/create', async (c) => {
    const { user, subject } = session(c);
    const { saved_view_id } = await readBody(c, PinSchema);
    return c.json(toPinnedJson(await pinView(deps.db, user, subject, saved_view_id)));
  });
  app.post('/pinned_saved_views/delete', async (c) => {
    const { user, subject } = session(c);
    const { saved_view_id } = await readBody(c, PinSchema);
    return c.json(toPinnedJson(await unpinView(deps.db, user, subject, saved_view_id)));
  });
  app.post('/pinned_saved_views/update_rank', async (c) => {
    const { user, subject } = session(c);
    const { saved_view_ids } = await readBody(c, RankSchema);
    return c.json(toPinnedJson(await rankPinned(deps.db, user, subject, saved_view_ids)));
  });
  return app;
}
