/** REST signal settings: GET/POST /api/team/signal_settings (docs/contracts.md). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { readJsonBody } from '../http/json';
import { assertCan } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { getSignalSettings, SignalSettingsBodySchema, toSettingsJson, updateSignalSettings } from './settings';

export function signalRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/team/signal_settings', async (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'signalSettings.read' });
    return c.json(toSettingsJson(await getSignalSettings(deps.db, user.team.id)));
  });

  app.post('/team/signal_settings', async (c) => {
    const { user } = c.get('auth');
    const parsed = SignalSettingsBodySchema.safeParse(await readJsonBody(c));
    if (!parsed.success) throw badRequest(parsed.error);
    assertCan(toPolicySubject(user), {
      type: 'signalSettings.update',
      competitors: parsed.data.competitorGuids !== undefined,
      partners: parsed.data.partnerGuids !== undefined,
    });
    return c.json(toSettingsJson(await updateSignalSettings(deps.db, user.team.id, parsed.data)));
  });

  return app;
}
