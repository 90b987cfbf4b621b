/**
 * The embedded generator: deterministic sections derived from the notice's own data (title,
 * description, value, dates, CPV codes, lots, awards, buyer history). Same input, same text.
 */
import type { SummaryAttribute } from './attributes';
import type { SummaryGenerator, SummaryInput } from './generator';

const TECH_TERMS = [
  'AWS', 'Azure', 'Google Cloud', 'Microsoft 365', 'Office 365', 'SharePoint', 'Dynamics', 'Salesforce', 'SAP', 'Oracle',
  'ServiceNow', 'Workday', 'Power BI', 'Tableau', 'Kubernetes', 'Docker', 'Linux', 'Windows', 'Cisco', 'VMware',
  'Citrix', 'Python', 'Java', '.NET', 'JavaScript', 'React', 'PostgreSQL', 'SQL Server', 'MySQL', 'API', 'SaaS',
  'cloud', 'CRM', 'ERP', 'GIS', 'AI', 'machine learning', 'cyber security', 'firewall', 'Wi-Fi', 'telephony', 'VoIP',
  'CCTV', 'IoT', 'data warehouse', 'analytics', 'mobile app', 'website', 'hosting', 'SD-WAN', 'Microsoft Teams',
];

const REQUIREMENT_PATTERNS: [RegExp, string][] = [
  [/\bISO ?27001\b/i, 'ISO 27001 certification'],
  [/\bISO ?9001\b/i, 'ISO 9001 quality management'],
  [/\bISO ?14001\b/i, 'ISO 14001 environmental management'],
  [/\bcyber essentials( plus)?\b/i, 'Cyber Essentials'],
  [/\bsecurity clearance|\bSC clear|\bBPSS\b/i, 'security clearance (BPSS/SC)'],
  [/\bDBS\b/i, 'DBS checks for staff'],
  [/\binsurance\b/i, 'insurance cover'],
  [/\bsocial value\b/i, 'a social value commitment'],
  [/\bTUPE\b/i, 'TUPE may apply'],
  [/\bG-?Cloud\b/i, 'listing on G-Cloud'],
  [/\bWelsh language\b/i, 'Welsh language provision'],
  [/\bcarbon reduction plan|net zero\b/i, 'a carbon reduction plan'],
  [/\bexperience\b/i, 'relevant previous experience'],
  [/\bSQ\b|selection questionnaire|PQQ/i, 'a selection questionnaire'],
];

const money = (value: number | null, currency: string | null) =>
  value === null ? null : new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency ?? 'GBP', maximumFractionDigits: 0 }).format(value);
const day = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 10) : null);

function sentences(text: string | null): string[] {
  if (!text) return [];
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const clip = (text: string, max = 400) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

function monthsBetween(a: string | null, b: string | null): number | null {
  if (!a || !b) return null;
  const x = new Date(a);
  const y = new Date(b);
  const m = (y.getUTCFullYear() - x.getUTCFullYear()) * 12 + (y.getUTCMonth() - x.getUTCMonth());
  return m > 0 ? m : null;
}

const NONE = 'Not identified in the notice.';

export function embeddedSections(input: SummaryInput): Record<SummaryAttribute, string> {
  const text = `${input.name}\n${input.description ?? ''}`;
  const first = sentences(input.description)[0];
  const buyer = input.buyer ?? 'The buyer';
  const value = money(input.value, input.currency);

  const what = [first ? clip(first, 300) : input.name, input.cpv.length ? `CPV: ${input.cpv.slice(0, 3).map((c) => `${c.name} (${c.code})`).join('; ')}.` : '']
    .filter(Boolean)
    .join(' ');

  const structure: string[] = [];
  if (value) structure.push(`Estimated value ${value}.`);
  if (input.lots.length > 1) structure.push(`Divided into ${input.lots.length} lots.`);
  else if (input.lots.length === 1) structure.push('A single lot.');
  const award = input.awards[0];
  if (award) {
    const months = monthsBetween(award.startDate, award.endDate);
    if (months) structure.push(`Contract term ${months} months (${day(award.startDate)} to ${day(award.endDate)}).`);
    const ext = monthsBetween(award.endDate, award.maxExtentDate);
    if (ext) structure.push(`Option to extend by up to ${ext} months.`);
  }
  if (input.isFramework) structure.push('Let as a framework agreement.');
  if (input.procurementMethod) structure.push(`Procurement method: ${input.procurementMethod}.`);

  const lower = text.toLowerCase();
  const tech = TECH_TERMS.filter((term) => new RegExp(`(^|[^a-z0-9])${term.toLowerCase().replace(/[.+]/g, '\\$&')}([^a-z0-9]|$)`).test(lower));

  const parties = [...new Set([...input.buyers, ...(input.buyer ? [input.buyer] : []), ...input.suppliers])];

  const reqs = REQUIREMENT_PATTERNS.filter(([re]) => re.test(text)).map(([, label]) => label);
  if (input.isSuitableForSme) reqs.push('suitable for SMEs');

  const routes: string[] = [];
  if (input.frameworkName) routes.push(`Called off the framework “${input.frameworkName}”.`);
  else if (input.isFramework) routes.push('This notice sets up a framework agreement: suppliers appointed to it can win later call-offs.');
  if (input.procurementMethod) routes.push(`Procurement method: ${input.procurementMethod}.`);

  const incumbents = input.awards.flatMap((a) => a.suppliers);
  const previous = input.previous.slice(0, 3).map((p) => `${p.name}${p.publishDate ? ` (${day(p.publishDate)})` : ''}`);

  const headline = [
    `${buyer} ${input.stage === 'AWARDED' ? 'awarded' : input.stage === 'PRE_TENDER' || input.stage === 'STALE_PRE_TENDER' ? 'plans to procure' : 'is procuring'} ${input.name}`,
    value ? ` worth ${value}` : '',
    input.closeDate && (input.stage === 'OPEN' || input.stage === 'CLOSED') ? `, closing ${day(input.closeDate)}` : '',
    '.',
  ].join('');

  return {
    summary: headline,
    thing_being_procured: what,
    contract_value: structure.length ? structure.join(' ') : NONE,
    topic_relevance: tech.length ? tech.join(', ') : 'No technologies mentioned.',
    mentioned_parties: parties.length ? parties.join(', ') : NONE,
    bid_requirements: reqs.length ? `${reqs.join('; ')}.` : NONE,
    routes_to_market: routes.length ? routes.join(' ') : 'Open procedure: no framework mentioned.',
    incumbent_relationships: incumbents.length ? `Awarded to ${[...new Set(incumbents)].join(', ')}.` : 'No incumbent supplier named.',
    previous_similar_activity: previous.length ? `${buyer} published: ${previous.join('; ')}.` : `No earlier similar notices from ${buyer}.`,
  };
}

export function createEmbeddedGenerator(): SummaryGenerator {
  return {
    name: 'embedded',
    generate: async (input, attributes) => {
      const all = embeddedSections(input);
      return Object.fromEntries(attributes.map((a) => [a, all[a]]));
    },
  };
}
