/**
 * Onboarding (issue 13, decision 0049): the industries and signal templates (`GET /api/onboarding_templates`,
 * `/{template_id}`), the company's industry (`PUT /api/companies/{guid}/industry`) and
 * `POST /api/companies/{guid}/complete_onboarding`. The signals themselves are saved through the signal settings and
 * colleagues invited through the invitations, as outside onboarding. Behind requireAuth.
 */
import { INDUSTRIES, onboardingTemplate, templatesForIndustry, type OnboardingTemplate } from '@tenderlens/domain/onboarding';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { assertCompanyAdmin, ownCompany } from '../accounts/service';
import { companies } from '../db/schema/index';
import type { AppDeps, AppEnv } from '../http/context';
import { notFound, parseInput, readBody } from '../workspace/http';
import { CompleteOnboardingBodySchema, IndustryBodySchema, TemplateIdParamSchema, TemplatesQuerySchema } from './schemas';

const templateJson = (x: OnboardingTemplate) => ({
  id: x.id,
  industry: x.industry,
  name: x.name,
  description: x.description,
  keywords: x.keywords,
  cpv_codes: x.cpvCodes,
});

export function onboardingRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const me = (c: Context<AppEnv>) => c.get('auth').user;
  /** The caller's own company (404 otherwise), as its company admin (403 otherwise). */
  const ownCompanyAsAdmin = async (c: Context<AppEnv>) => {
    const companyId = await ownCompany(deps.db, me(c), c.req.param('guid') ?? '');
    await assertCompanyAdmin(deps.db, me(c));
    return companyId;
  };

  app.get('/onboarding_templates', (c) => {
    const { industry } = parseInput(TemplatesQuerySchema, c.req.query());
    return c.json({ industries: INDUSTRIES, templates: templatesForIndustry(industry).map(templateJson) });
  });

  app.get('/onboarding_templates/:id', (c) => {
    const { id } = parseInput(TemplateIdParamSchema, { id: c.req.param('id') });
    const template = onboardingTemplate(id);
    if (!template) throw notFound('Template not found');
    return c.json({ template: templateJson(template) });
  });

  app.put('/companies/:guid/industry', async (c) => {
    const companyId = await ownCompanyAsAdmin(c);
    const { industry } = await readBody(c, IndustryBodySchema);
    await deps.db.update(companies).set({ industry }).where(eq(companies.id, companyId));
    return c.json({ industry });
  });

  app.post('/companies/:guid/complete_onboarding', async (c) => {
    const companyId = await ownCompanyAsAdmin(c);
    await readBody(c, CompleteOnboardingBodySchema);
    const [row] = await deps.db
      .update(companies)
      .set({ completedOnboarding: true, completedOnboardingAt: deps.now() })
      .where(eq(companies.id, companyId))
      .returning({ at: companies.completedOnboardingAt });
    return c.json({ completed_onboarding: true, completed_at: row?.at?.toISOString() ?? null });
  });

  return app;
}
