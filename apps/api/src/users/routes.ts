import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { assertCan } from '../policy/index';
import { toCurrentUserJson, toPolicySubject } from './currentUser';

/** GET /api/current_user (bearer + CSRF, checked by the /api guard). */
export function userRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/current_user', (c) => {
    const { user } = c.get('auth');
    assertCan(toPolicySubject(user), { type: 'currentUser.read' });
    c.header('Cache-Control', 'no-store');
    return c.json(toCurrentUserJson(user));
  });
  return app;
}
