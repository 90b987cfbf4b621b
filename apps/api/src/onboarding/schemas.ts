/** Wire schemas of onboarding (issue 13 "Onboarding"): strict, the industries from `@tenderlens/domain/onboarding`. */
import { INDUSTRY_IDS } from '@tenderlens/domain/onboarding';
import { z } from 'zod';

export const TemplatesQuerySchema = z.strictObject({ industry: z.enum(INDUSTRY_IDS, { error: 'industry: unknown industry' }).optional() });
export const TemplateIdParamSchema = z.strictObject({ id: z.string().regex(/^[a-z0-9-]{1,60}$/, 'id: unknown template') });
export const IndustryBodySchema = z.strictObject({ industry: z.enum(INDUSTRY_IDS, { error: 'industry: choose one of the industries' }) });
export const CompleteOnboardingBodySchema = z.strictObject({});
