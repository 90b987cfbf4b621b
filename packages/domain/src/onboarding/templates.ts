/**
 * Onboarding (issue 13 "Onboarding", spec 2§2 "Onboarding navigation bar", spec 1§2 feed preview in onboarding mode):
 * the industries a new company chooses from, the signal templates of each (keywords and CPV codes that pre-fill the
 * team's signals), the steps and where a returning user resumes. The one definition read by the server
 * (`GET /api/onboarding_templates`, `PUT /api/companies/{guid}/industry`), the hooks, the mocks and the tests. Pure.
 */

export const INDUSTRIES = [
  { id: 'it_digital', name: 'IT and digital services' },
  { id: 'construction', name: 'Construction and building' },
  { id: 'facilities', name: 'Facilities management' },
  { id: 'healthcare', name: 'Health and social care' },
  { id: 'consulting', name: 'Consulting and professional services' },
  { id: 'education', name: 'Education and training' },
  { id: 'transport', name: 'Transport and logistics' },
  { id: 'environment', name: 'Energy and environment' },
] as const;

export type IndustryId = (typeof INDUSTRIES)[number]['id'];
export const INDUSTRY_IDS = INDUSTRIES.map((i) => i.id) as [IndustryId, ...IndustryId[]];

export interface OnboardingTemplate {
  id: string;
  industry: IndustryId;
  name: string;
  description: string;
  keywords: string[];
  /** CPV codes (8 digits) the signals start with. */
  cpvCodes: string[];
}

const t = (industry: IndustryId, id: string, name: string, description: string, keywords: string[], cpvCodes: string[]): OnboardingTemplate => ({
  id,
  industry,
  name,
  description,
  keywords,
  cpvCodes,
});

export const ONBOARDING_TEMPLATES: readonly OnboardingTemplate[] = [
  t('it_digital', 'cloud-hosting', 'Cloud and hosting', 'Cloud platforms, hosting, migration and managed infrastructure.', ['cloud', 'hosting', 'data centre', 'migration'], ['72000000', '48000000']),
  t('it_digital', 'software-development', 'Software and digital delivery', 'Bespoke software, websites, digital transformation and agile delivery teams.', ['software', 'digital', 'website', 'application'], ['72200000', '72400000']),
  t('it_digital', 'cyber-security', 'Cyber security', 'Security testing, monitoring, assurance and incident response.', ['cyber', 'security', 'penetration testing'], ['72000000', '79710000']),
  t('construction', 'building-works', 'Building works', 'New build, refurbishment and extension works.', ['construction', 'refurbishment', 'building works'], ['45000000', '45200000']),
  t('construction', 'civil-engineering', 'Civil engineering', 'Roads, bridges, drainage and groundworks.', ['highways', 'civil engineering', 'drainage'], ['45200000', '71300000']),
  t('facilities', 'cleaning-services', 'Cleaning services', 'Office, school and hospital cleaning.', ['cleaning', 'janitorial', 'hygiene'], ['90910000']),
  t('facilities', 'maintenance', 'Repair and maintenance', 'Planned and reactive maintenance of buildings and equipment.', ['maintenance', 'repair', 'facilities management'], ['50000000', '79993000']),
  t('healthcare', 'care-services', 'Care services', 'Domiciliary, residential and supported living care.', ['care', 'domiciliary', 'supported living'], ['85000000', '85300000']),
  t('healthcare', 'medical-equipment', 'Medical equipment and supplies', 'Medical devices, consumables and equipment.', ['medical', 'equipment', 'clinical'], ['33000000']),
  t('consulting', 'management-consulting', 'Management consulting', 'Strategy, change and programme management.', ['consultancy', 'advisory', 'programme management'], ['79400000', '79410000']),
  t('consulting', 'legal-finance', 'Legal and financial services', 'Legal advice, audit, accounting and insurance.', ['legal', 'audit', 'accounting'], ['79100000', '79200000', '66000000']),
  t('education', 'training', 'Training and learning', 'Staff training, apprenticeships and e-learning.', ['training', 'apprenticeship', 'e-learning'], ['80000000', '80500000']),
  t('transport', 'transport-services', 'Transport services', 'Passenger transport, fleet and logistics.', ['transport', 'fleet', 'logistics'], ['60000000', '34100000']),
  t('environment', 'energy', 'Energy and decarbonisation', 'Renewables, energy efficiency and net zero.', ['energy', 'solar', 'decarbonisation', 'net zero'], ['09300000', '45261215']),
  t('environment', 'waste', 'Waste and recycling', 'Waste collection, recycling and disposal.', ['waste', 'recycling', 'collection'], ['90500000']),
];

export function templatesForIndustry(industry: string | null | undefined): OnboardingTemplate[] {
  return industry ? ONBOARDING_TEMPLATES.filter((x) => x.industry === industry) : [...ONBOARDING_TEMPLATES];
}

export function onboardingTemplate(id: string): OnboardingTemplate | undefined {
  return ONBOARDING_TEMPLATES.find((x) => x.id === id);
}

export function industryName(id: string | null | undefined): string | undefined {
  return INDUSTRIES.find((i) => i.id === id)?.name;
}

/** The steps, one progress-bar segment each (spec 2§2 "Onboarding navigation bar"). */
export const ONBOARDING_STEPS = [
  { id: 'industry', title: 'Your industry' },
  { id: 'template', title: 'Choose a signal template' },
  { id: 'signals', title: 'Your signals' },
  { id: 'invite', title: 'Invite your team' },
] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id'];

/**
 * Where onboarding resumes: without an industry at the start; with an industry but no signals at the template
 * choice; with signals at the invitations (the last step).
 */
export function resumeStep(state: { industry: string | null; hasSignals: boolean }): number {
  if (!state.industry) return 0;
  if (!state.hasSignals) return 1;
  return ONBOARDING_STEPS.length - 1;
}

/**
 * A new company's admin is sent to onboarding once their email address is verified, until onboarding is completed;
 * members and other users are not.
 */
export function needsOnboarding(account: { completedOnboarding: boolean; isCompanyAdmin: boolean; emailVerified: boolean } | undefined): boolean {
  return account !== undefined && !account.completedOnboarding && account.isCompanyAdmin && account.emailVerified;
}
