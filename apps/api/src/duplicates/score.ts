/**
 * Are two notices one procurement? (docs/decisions/0028-duplicate-notices.md). Pure: the features
 * come from the database (features.ts) or a test. Two notices are duplicates when they have the
 * same buyer and either share a document or notice URL, or read the same:
 * - titles alike (token Jaccard ≥ 0.8 after a 'United Kingdom-Town:' prefix is dropped);
 * - descriptions alike when both have one (overlap coefficient ≥ 0.8: a re-posted advert that
 *   prepends a note to the same text still matches), and no conflicting reference numbers
 *   (tokens with 4+ digits, years aside, present in both and disjoint);
 * - published within 60 days, or within 240 days for the same text and the same value (a tender
 *   and its award notice under two ocids);
 * - values that do not disagree (> 5 % apart) and CPV codes that share a division.
 * Yearly and quarterly re-tenders read the same but are published months apart or carry another
 * period in the title; sibling lots differ in title, description or reference.
 */

export interface DuplicateFeatures {
  id: number;
  ocid: string;
  buyerId: number | null;
  title: string;
  description: string | null;
  value: number | null;
  publishDate: string | null;
  cpvCodes: readonly string[];
  /** Its documents' URLs (notice pages, specifications, attachments). */
  urls: readonly string[];
}

export const TITLE_SIMILARITY = 0.8;
export const DESCRIPTION_SIMILARITY = 0.8;
export const MAX_PUBLISH_GAP_DAYS = 60;
/** Same text and value: a tender and its award notice may be this far apart. */
export const MAX_SAME_TEXT_GAP_DAYS = 240;
export const VALUE_TOLERANCE = 0.05;
/** Description words compared (a bound on the work; notices say what they buy early). */
const DESCRIPTION_WORDS = 400;

const STOPWORDS = new Set(['the', 'of', 'and', 'for', 'to', 'a', 'an', 'in', 'on', 'with', 'by', 'at', 'or', 'rn']);
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#039;': "'", '&apos;': "'", '&lt;': '<', '&gt;': '>' };

function words(text: string): string[] {
  return text
    .replace(/&(amp|quot|#039|apos|lt|gt);/g, (m) => ENTITIES[m] ?? ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 1 && !STOPWORDS.has(w));
}

/** Title words without the TED-style 'United Kingdom-Town:' / 'GB-Town:' prefix some portals add. */
export function titleWords(title: string): Set<string> {
  return new Set(words(title.replace(/^\s*(united kingdom|gb|uk)-[^:]{1,60}:\s*/i, '')));
}

export function descriptionWords(description: string): Set<string> {
  return new Set(words(description).slice(0, DESCRIPTION_WORDS));
}

/** Reference-like tokens (a notice or document number): 4+ digits, not a year ('20149', 'hcc0824'; not 'sell2wales'). */
export function references(text: string): Set<string> {
  return new Set(words(text).filter((w) => (w.match(/\d/g)?.length ?? 0) >= 4 && !/^(19|20)\d\d$/.test(w)));
}

/** |A ∩ B| / min(|A|, |B|): 1 when one text contains the other. */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.min(a.size, b.size);
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

const normaliseUrl = (url: string) =>
  url
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/+$/, '');
/** A URL that names one document or notice, not a portal's or buyer's home page (a path or query of 6+ characters). */
const specific = (url: string) => /^[^/?]+[/?].{6,}/.test(url);

export interface PairVerdict {
  duplicate: boolean;
  /** 0..1: how alike (title, description, dates, value, CPV, URLs), for ranking and the bench. */
  score: number;
  /** What matched: buyer, documents, title, description, dates, value, cpv. */
  reasons: string[];
}

const DAY_MS = 86_400_000;

interface Derived {
  urls: Set<string>;
  title: Set<string>;
  description: Set<string> | null;
  references: Set<string>;
}

/** Each notice's word sets, built once however many pairs it is in (a notice meets up to 2 × MAX_CANDIDATES others). */
const derivedCache = new WeakMap<DuplicateFeatures, Derived>();

function derived(f: DuplicateFeatures): Derived {
  let d = derivedCache.get(f);
  if (!d) {
    d = {
      urls: new Set(f.urls.map(normaliseUrl).filter(specific)),
      title: titleWords(f.title),
      description: f.description ? descriptionWords(f.description) : null,
      references: references(`${f.title} ${f.description ?? ''}`),
    };
    derivedCache.set(f, d);
  }
  return d;
}

export function compareNotices(a: DuplicateFeatures, b: DuplicateFeatures): PairVerdict {
  const no = (score = 0): PairVerdict => ({ duplicate: false, score, reasons: [] });
  if (a.id === b.id || a.buyerId === null || a.buyerId !== b.buyerId) return no();
  const reasons = ['buyer'];
  const da = derived(a);
  const db = derived(b);
  const sharedUrl = [...db.urls].some((u) => da.urls.has(u));
  const titleSim = jaccard(da.title, db.title);
  const descSim = da.description && db.description ? overlap(da.description, db.description) : null;
  const refsA = da.references;
  const refsB = db.references;
  const refConflict = refsA.size > 0 && refsB.size > 0 && ![...refsA].some((r) => refsB.has(r));
  const valueConflict =
    a.value !== null && b.value !== null && a.value > 0 && b.value > 0 && Math.abs(a.value - b.value) / Math.max(a.value, b.value) > VALUE_TOLERANCE;
  const divisionsA = new Set(a.cpvCodes.map((c) => c.slice(0, 2)));
  const cpvConflict = a.cpvCodes.length > 0 && b.cpvCodes.length > 0 && !b.cpvCodes.some((c) => divisionsA.has(c.slice(0, 2)));
  const pa = a.publishDate ? Date.parse(a.publishDate) : Number.NaN;
  const pb = b.publishDate ? Date.parse(b.publishDate) : Number.NaN;
  const gapDays = Number.isNaN(pa) || Number.isNaN(pb) ? null : Math.abs(pa - pb) / DAY_MS;
  const sameTextAndValue = descSim !== null && descSim >= 0.9 && a.value !== null && a.value > 0 && a.value === b.value;
  const datesClose = gapDays === null || gapDays <= MAX_PUBLISH_GAP_DAYS || (sameTextAndValue && gapDays <= MAX_SAME_TEXT_GAP_DAYS);

  if (sharedUrl) reasons.push('documents');
  if (titleSim >= TITLE_SIMILARITY) reasons.push('title');
  if (descSim !== null && descSim >= DESCRIPTION_SIMILARITY) reasons.push('description');
  if (gapDays !== null && datesClose) reasons.push('dates');
  if (a.value !== null && b.value !== null && a.value > 0 && !valueConflict) reasons.push('value');
  if (a.cpvCodes.length > 0 && b.cpvCodes.length > 0 && !cpvConflict) reasons.push('cpv');

  const score =
    0.35 * titleSim +
    0.25 * (descSim ?? titleSim) +
    0.15 * (datesClose ? 1 : 0) +
    0.1 * (valueConflict ? 0 : 1) +
    0.05 * (cpvConflict ? 0 : 1) +
    0.1 * (sharedUrl ? 1 : 0);
  const readsTheSame =
    titleSim >= TITLE_SIMILARITY &&
    (descSim === null || descSim >= DESCRIPTION_SIMILARITY) &&
    !refConflict &&
    datesClose &&
    !valueConflict &&
    !cpvConflict;
  const duplicate = (sharedUrl && !valueConflict) || readsTheSame;
  return duplicate ? { duplicate, score: Math.round(score * 1000) / 1000, reasons } : no(Math.round(score * 1000) / 1000);
}
