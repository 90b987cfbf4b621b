import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { INDUSTRIES, onboardingTemplate, templatesForIndustry, type OnboardingTemplate } from '../templates';

const json = (x: OnboardingTemplate) => ({ id: x.id, industry: x.industry, name: x.name, description: x.description, keywords: x.keywords, cpv_codes: x.cpvCodes });
const fail = () => HttpResponse.json({ error: { code: 'internal', message: 'Unexpected error' } }, { status: 500 });

/** REST mocks of onboarding, answered from the one definition of the templates (part of accountsHandlers). */
export function onboardingHandlers({ scenario = 'ok' }: { scenario?: 'ok' | 'error' | 'loading' | 'empty' } = {}): HttpHandler[] {
  return [
    http.get('*/api/onboarding_templates', async ({ request }) => {
      if (scenario === 'loading') await delay('infinite');
      if (scenario === 'error') return fail();
      const industry = new URL(request.url).searchParams.get('industry');
      return HttpResponse.json({ industries: INDUSTRIES, templates: scenario === 'empty' ? [] : templatesForIndustry(industry).map(json) });
    }),
    http.get('*/api/onboarding_templates/:id', ({ params }) => {
      const x = onboardingTemplate(String(params.id));
      return x ? HttpResponse.json({ template: json(x) }) : HttpResponse.json({ error: { code: 'not_found', message: 'Template not found' } }, { status: 404 });
    }),
    http.put('*/api/companies/:guid/industry', async ({ request }) => {
      if (scenario === 'error') return fail();
      const body = (await request.json()) as { industry: string };
      return HttpResponse.json({ industry: body.industry });
    }),
    http.post('*/api/companies/:guid/complete_onboarding', () =>
      scenario === 'error' ? fail() : HttpResponse.json({ completed_onboarding: true, completed_at: '2026-11-20T10:30:00.000Z' }),
    ),
  ];
}
