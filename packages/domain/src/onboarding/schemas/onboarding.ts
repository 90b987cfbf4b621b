import { z } from 'zod';

export const OnboardingTemplateJsonSchema = z
  .object({
    id: z.string(),
    industry: z.string(),
    name: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    cpv_codes: z.array(z.string()),
  })
  .transform((x) => ({ id: x.id, industry: x.industry, name: x.name, description: x.description, keywords: x.keywords, cpvCodes: x.cpv_codes }));
export type OnboardingTemplateData = z.output<typeof OnboardingTemplateJsonSchema>;

export const OnboardingTemplatesJsonSchema = z.object({
  industries: z.array(z.object({ id: z.string(), name: z.string() })),
  templates: z.array(OnboardingTemplateJsonSchema),
});
export type OnboardingTemplates = z.output<typeof OnboardingTemplatesJsonSchema>;
