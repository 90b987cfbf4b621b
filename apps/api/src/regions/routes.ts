/** POST /api/regions/search (spec 2§7): the NUTS regions for the buyer-region filter and buyer locations. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { readJsonBody } from '../http/json';
import { assertCan } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { RegionSearchBodySchema } from './schemas';
import { searchRegions, type RegionView } from './service';

/** Spec 2§3 Region field names, plus where it sits in the tree and its buyer count. */
export const toRegionJson = (r: RegionView) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  countryCode: r.countryCode,
  geoJson: r.geoJson,
  level: r.level,
  parentId: r.parentId,
  countryName: r.countryName,
  buyerCount: r.buyerCount,
});

export function regionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/regions/search', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'regions.search' });
    const parsed = RegionSearchBodySchema.safeParse(await readJsonBody(c));
    if (!parsed.success) throw badRequest(parsed.error);
    const regions = await searchRegions(deps.db, parsed.data);
    return c.json({ regions: regions.map(toRegionJson) });
  });
  return app;
}
