import { describe, expect, it } from 'vitest';
import { INDUSTRIES, needsOnboarding, ONBOARDING_STEPS, ONBOARDING_TEMPLATES, onboardingTemplate, resumeStep, templatesForIndustry } from './templates';

describe('onboarding templates', () => {
  it('gives every industry at least one template, with unique ids and valid CPV codes', () => {
    for (const industry of INDUSTRIES) expect(templatesForIndustry(industry.id).length).toBeGreaterThan(0);
    expect(new Set(ONBOARDING_TEMPLATES.map((x) => x.id)).size).toBe(ONBOARDING_TEMPLATES.length);
    for (const x of ONBOARDING_TEMPLATES) {
      expect(x.keywords.length).toBeGreaterThan(0);
      for (const code of x.cpvCodes) expect(code).toMatch(/^\d{8}$/);
    }
  });

  it('filters by industry and finds a template by id', () => {
    expect(templatesForIndustry('construction').every((x) => x.industry === 'construction')).toBe(true);
    expect(templatesForIndustry(null)).toHaveLength(ONBOARDING_TEMPLATES.length);
    expect(onboardingTemplate('cloud-hosting')?.keywords).toContain('cloud');
    expect(onboardingTemplate('nope')).toBeUndefined();
  });

  it('resumes where the company left off', () => {
    expect(resumeStep({ industry: null, hasSignals: true })).toBe(0);
    expect(resumeStep({ industry: 'it_digital', hasSignals: false })).toBe(1);
    expect(resumeStep({ industry: 'it_digital', hasSignals: true })).toBe(ONBOARDING_STEPS.length - 1);
  });

  it('sends only a verified company admin of a company that has not completed onboarding', () => {
    const fresh = { completedOnboarding: false, isCompanyAdmin: true, emailVerified: true };
    expect(needsOnboarding(undefined)).toBe(false);
    expect(needsOnboarding(fresh)).toBe(true);
    expect(needsOnboarding({ ...fresh, emailVerified: false })).toBe(false);
    expect(needsOnboarding({ ...fresh, isCompanyAdmin: false })).toBe(false);
    expect(needsOnboarding({ ...fresh, completedOnboarding: true })).toBe(false);
  });
});
