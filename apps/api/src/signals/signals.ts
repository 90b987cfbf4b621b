/**
 * Signals (spec 1§3, 2§3): what a team's signal settings turn into, and the relevance rule
 * (docs/decisions/0007-relevance.md). Pure functions; the SQL in relevance.ts mirrors `relevanceScore`.
 */
export const SIGNAL_CATEGORIES = ['keyword', 'competitor', 'partner', 'cpv'] as const;
export type SignalCategory = (typeof SIGNAL_CATEGORIES)[number];

export interface Signal {
  /** Stable and derived from the setting: `keyword:cloud hosting`, `cpv:72000000`, `competitor:<guid>`. */
  id: string;
  name: string;
  category: SignalCategory;
  colour: string;
}

/** One colour per category, the order of the feed's match-reason chips (spec 1§2 screen 10). */
export const SIGNAL_COLOURS: Record<SignalCategory, string> = {
  keyword: '#1d4ed8',
  partner: '#047857',
  competitor: '#b91c1c',
  cpv: '#6d28d9',
};

export const CATEGORY_ORDER: Record<SignalCategory, number> = { keyword: 0, partner: 1, competitor: 2, cpv: 3 };

/** Lower case, trimmed, inner whitespace collapsed: "  Cloud   Hosting " and "cloud hosting" are one signal. */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** '72000000-8' → '72000000'; '72' → '72'. */
export function normaliseCpv(code: string): string {
  return code.trim().replace(/-\d$/, '');
}

/** The significant prefix of a CPV code: trailing zeros dropped, at least the 2-digit division. */
export function cpvPrefix(code: string): string {
  const c = normaliseCpv(code);
  const stripped = c.replace(/0+$/, '');
  return stripped.length >= 2 ? stripped : c.slice(0, 2);
}

export function signalId(category: SignalCategory, value: string): string {
  return `${category}:${value}`;
}

export function categoryOf(id: string): SignalCategory | null {
  const category = id.slice(0, id.indexOf(':'));
  return (SIGNAL_CATEGORIES as readonly string[]).includes(category) ? (category as SignalCategory) : null;
}

export interface SignalSettingsValues {
  countries: string[];
  keywords: string[];
  excludeKeywords: string[];
  languages: string[];
  cpvCodes: string[];
  competitorGuids: string[];
  partnerGuids: string[];
  useSupplierName: boolean;
}

export const EMPTY_SETTINGS: SignalSettingsValues = {
  countries: [],
  keywords: [],
  excludeKeywords: [],
  languages: [],
  cpvCodes: [],
  competitorGuids: [],
  partnerGuids: [],
  useSupplierName: false,
};

/** Names the settings refer to by id (organisation names by guid, CPV names by code). */
export interface SignalNames {
  organisations: ReadonlyMap<string, string>;
  cpvCodes: ReadonlyMap<string, string>;
}

/** The team's signals, in chip order (keyword, partner, competitor, CPV), each once. */
export function deriveSignals(settings: SignalSettingsValues, names: SignalNames): Signal[] {
  const out = new Map<string, Signal>();
  const add = (category: SignalCategory, value: string, name: string) => {
    const id = signalId(category, value);
    if (!out.has(id)) out.set(id, { id, name, category, colour: SIGNAL_COLOURS[category] });
  };
  for (const k of settings.keywords) {
    const n = normaliseKeyword(k);
    if (n) add('keyword', n, k.trim());
  }
  for (const g of settings.partnerGuids) add('partner', g, names.organisations.get(g) ?? 'Unknown supplier');
  for (const g of settings.competitorGuids) add('competitor', g, names.organisations.get(g) ?? 'Unknown supplier');
  for (const c of settings.cpvCodes) {
    const code = normaliseCpv(c);
    const full = code.length === 2 ? `${code}000000` : code;
    const name = names.cpvCodes.get(full);
    add('cpv', code, name ? `${code} ${name}` : code);
  }
  return [...out.values()].sort((a, b) => CATEGORY_ORDER[a.category] - CATEGORY_ORDER[b.category]);
}

export interface SignalMatch {
  signalId: string;
  /** Keyword signals only: found in the notice's name. */
  inTitle: boolean;
}

/**
 * The relevance rule (0–3): a keyword in the title 2 points, a keyword only in the description 1,
 * a second distinct keyword +1, any CPV signal +1, any competitor or partner +1; capped at 3.
 * No match is 0. Mirrored in SQL by `RELEVANCE_SCORE_SQL` (relevance.ts).
 */
export function relevanceScore(matches: readonly SignalMatch[]): number {
  const keywords = matches.filter((m) => categoryOf(m.signalId) === 'keyword');
  let points = 0;
  if (keywords.some((m) => m.inTitle)) points += 2;
  else if (keywords.length > 0) points += 1;
  if (new Set(keywords.map((m) => m.signalId)).size >= 2) points += 1;
  if (matches.some((m) => categoryOf(m.signalId) === 'cpv')) points += 1;
  if (matches.some((m) => ['competitor', 'partner'].includes(categoryOf(m.signalId) ?? ''))) points += 1;
  return Math.min(3, points);
}

export const RELEVANCE_LABELS = ['None', 'Low', 'Medium', 'High'] as const;
export type RelevanceLabel = (typeof RELEVANCE_LABELS)[number];

export function relevanceLabel(score: number | null | undefined): RelevanceLabel {
  return score === 1 || score === 2 || score === 3 ? RELEVANCE_LABELS[score] : 'None';
}
