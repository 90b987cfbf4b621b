/** REST outreach (spec 2§7 "outreach calls under /api/outreach_lead/"): POST /api/outreach_lead/generate, as the GraphQL mutation. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { assertCan } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { readBody } from '../workspace/http';
import { OutreachInputSchema } from './graphql';
import { createOutreachGenerator, generateOutreach } from './service';

export function outreachRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const generator = createOutreachGenerator(deps.config);
  app.post('/outreach_lead/generate', async (c) => {
    const user = c.get('auth').user;
    const subject = toPolicySubject(user);
    assertCan(subject, { type: 'outreach.generate' });
    const input = await readBody(c, OutreachInputSchema);
    const sender = { firstName: user.firstName, lastName: user.lastName, companyName: user.company.name };
    return c.json({ responses: await generateOutreach(deps, generator, subject, sender, input) });
  });
  return app;
}
