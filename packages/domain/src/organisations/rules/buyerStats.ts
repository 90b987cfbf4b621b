/**
 * The buyer award summary and per-CPV chart (spec 2§2 "Signals and buyer statistics", 2§8, 2§9):
 * figures in GBP with a £ prefix and en-GB numbers, the SME share to one decimal ('0.0%' when
 * missing), bar percentages clamped to 0–100, a division hidden when both its count and value are
 * zero, and each bar linking to the awards search for its 2-digit CPV division, the buyer and the
 * stats window.
 */
import { DEFAULT_NOTICE_FILTERS, NOTICE_FILTERS_PARAM, serialiseNoticeFilters, type NoticeFilters } from '../../notices/schemas/noticeFilters';
import type { BuyerCpvStats, CpvStat } from '../schemas/organisations';

/** Lookback options of the expiring-contract panel (spec 2§9): 1 to 5 years, default 3. */
export const LOOKBACK_YEARS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_LOOKBACK_YEARS = 3;
export type LookbackYears = (typeof LOOKBACK_YEARS)[number];
export type CpvStatsMode = 'historical' | 'expiries';

/**
 * The horizon of the 'Upcoming expiries' figures (buyer and supplier pages, tables): the panel's
 * default window, which the server counts too (organisations/service.ts UPCOMING_EXPIRY_YEARS).
 */
export const UPCOMING_EXPIRY_YEARS = DEFAULT_LOOKBACK_YEARS;
/** 'Upcoming expiries (next 3 years)': a figure's label names its horizon. */
export const upcomingExpiriesLabel = (years: number = UPCOMING_EXPIRY_YEARS): string =>
  `Upcoming expiries (next ${years} ${years === 1 ? 'year' : 'years'})`;

export const SEE_CONTRACTS_TOOLTIP = 'See contracts';
/** A missing SME share (spec 2§8: '… displays as 0.0%'); a missing average value is a sum of money, '£0'. */
export const MISSING_FIGURE = '0.0%';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-GB');

export const clampPercent = (value: number): number => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

/** '£1,234,568' (whole pounds, en-GB grouping). */
export const formatGbp = (value: number): string => gbp.format(value);
export const formatCount = (value: number): string => count.format(value);
export const formatSmePercent = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? MISSING_FIGURE : `${clampPercent(value).toFixed(1)}%`;
/**
 * The average contract value in pounds; '£0' when there is none. (Spec 2§8 says a missing average
 * 'displays as 0.0%', but a percentage where money is shown reads as a wrong figure: issue 10 §6.)
 */
export const formatAverage = (value: number | null | undefined): string =>
  formatGbp(value === null || value === undefined || !Number.isFinite(value) ? 0 : value);

/** The four figures of the award summary, labelled and formatted. */
export function awardSummaryFigures(stats: BuyerCpvStats['overallStats'], mode: CpvStatsMode): { label: string; value: string }[] {
  return [
    { label: mode === 'expiries' ? 'Contracts and frameworks expiring' : 'Contracts and frameworks awarded', value: formatCount(stats.totalAwarded) },
    { label: 'Total value', value: formatGbp(stats.totalValue) },
    { label: 'Average value', value: formatAverage(stats.avgContractValue) },
    { label: 'Value awarded to SMEs', value: formatSmePercent(stats.percentToSmes) },
  ];
}

export interface CpvBar {
  code: string;
  name: string;
  count: number;
  value: number;
  /** Bar lengths, 0–100, relative to the largest division. */
  countPercent: number;
  valuePercent: number;
}

/** One row per 2-digit division; a division with no count and no value is left out. */
export function cpvBars(perCpv: readonly CpvStat[]): CpvBar[] {
  const shown = perCpv.filter((c) => c.totalAwarded > 0 || c.totalValue > 0);
  const maxCount = Math.max(0, ...shown.map((c) => c.totalAwarded));
  const maxValue = Math.max(0, ...shown.map((c) => c.totalValue));
  return shown.map((c) => ({
    code: cpvDivision(c.code),
    name: c.name,
    count: c.totalAwarded,
    value: c.totalValue,
    countPercent: maxCount > 0 ? clampPercent((c.totalAwarded / maxCount) * 100) : 0,
    valuePercent: maxValue > 0 ? clampPercent((c.totalValue / maxValue) * 100) : 0,
  }));
}

/** The division of a CPV code: its first 2 characters. */
export const cpvDivision = (code: string): string => code.slice(0, 2);

/** The awards search of a bar: stage AWARDED, the division, the buyer and the stats window as a date filter. */
export function awardsSearchFilters(buyerGuid: string, code: string, window: Pick<BuyerCpvStats, 'mode' | 'from' | 'to'>): NoticeFilters {
  const range = { from: window.from.slice(0, 10), to: window.to.slice(0, 10) };
  return {
    ...DEFAULT_NOTICE_FILTERS,
    stages: ['AWARDED'],
    cpvCodes: [cpvDivision(code)],
    buyerGuids: [buyerGuid],
    ...(window.mode === 'expiries' ? { expiryDate: range } : { awardDate: range }),
  };
}

/** `/notices?noticeFilters=…` for a bar (opened in a new tab). */
export function awardsSearchHref(buyerGuid: string, code: string, window: Pick<BuyerCpvStats, 'mode' | 'from' | 'to'>): string {
  const params = new URLSearchParams({ [NOTICE_FILTERS_PARAM]: serialiseNoticeFilters(awardsSearchFilters(buyerGuid, code, window)) });
  return `/notices?${params.toString()}`;
}
