/**
 * Invoiced spend (issue 15, decision 0046): public bodies' payment files. The one definition of the
 * publication thresholds, the spend stats' meaning on payments and the copy that says where a figure
 * comes from, imported by the server, hooks, mocks and tests.
 */

/** Local authorities publish payments over £500 (Local Government Transparency Code 2015). */
export const LOCAL_GOVERNMENT_THRESHOLD_GBP = 500;
/** Central government departments publish spend over £25,000. */
export const CENTRAL_GOVERNMENT_THRESHOLD_GBP = 25_000;

/** Where a supplier row's 'Spend data' figure comes from (decision 0015 superseded in part by 0046). */
export type SpendSource = 'invoiced' | 'awarded';
export const SPEND_SOURCE_LABELS: Record<SpendSource, string> = {
  invoiced: 'Invoiced spend',
  awarded: 'Awarded value',
};

/** Shown wherever synthetic payments (the demo's, generated from real awards) are counted. */
export const SYNTHETIC_SPEND_NOTE = 'Demo data: synthetic payments generated from real contract awards';

/** Periods of the spend-over-time chart. */
export const SPEND_INTERVALS = ['month', 'quarter', 'year'] as const;
export type SpendInterval = (typeof SPEND_INTERVALS)[number];
export const DEFAULT_SPEND_INTERVAL: SpendInterval = 'quarter';
export const TOP_SPEND_SUPPLIERS = 10;

/** Sent when a buyer has no spend yet; `POST /api/buyers/{guid}/request_spend` records it. */
export const SPEND_REQUESTED_MESSAGE = "Thanks, we've recorded your request for this buyer's spend data.";
