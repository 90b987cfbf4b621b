/**
 * Alerts (lead subscriptions, spec 2§3 "Lead subscription", 2§7 lead_subscriptions): the one
 * definition of frequencies, destinations and the saved view → record search mapping, shared by the
 * server (delivery), the mocks and the client. Pure: no React or urql (a tsup entry of its own).
 */
import { noticeFiltersFromView } from '../../savedViews/rules/noticeView';
import type { SavedViewDefinition } from '../../savedViews/schemas/savedView';
import { toRecordSearchRequest, type RecordSearchRequest } from '../../notices/rules/recordSearchRequest';

/** Frequencies a user can pick: daily, weekly, and as soon as new notices arrive. */
export const ALERT_FREQUENCIES = ['IMMEDIATE', 'DAILY', 'WEEKLY'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  IMMEDIATE: 'As soon as new notices arrive',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
};
/** Time between two digests of a frequency (IMMEDIATE: every run of the delivery job, at most once a second). */
export const ALERT_INTERVAL_MS: Record<AlertFrequency, number> = {
  IMMEDIATE: 1000,
  DAILY: 24 * 60 * 60_000,
  WEEKLY: 7 * 24 * 60 * 60_000,
};

/** Where an alert goes: email, a generic JSON webhook (HMAC-signed), Slack or Microsoft Teams. */
export const ALERT_DESTINATIONS = ['EMAIL', 'WEBHOOK', 'SLACK', 'MSTEAMS'] as const;
export type AlertDestination = (typeof ALERT_DESTINATIONS)[number];
export const ALERT_DESTINATION_LABELS: Record<AlertDestination, string> = {
  EMAIL: 'Email',
  WEBHOOK: 'Webhook (JSON)',
  SLACK: 'Slack',
  MSTEAMS: 'Microsoft Teams',
};
export const alertNeedsWebhook = (d: AlertDestination) => d !== 'EMAIL';

/** What an alert can follow: saved views and notice lists. */
export const ALERT_RESOURCE_TYPES = ['SAVED_VIEW', 'RECORD_LIST'] as const;
export type AlertResourceType = (typeof ALERT_RESOURCE_TYPES)[number];

/** Most notices in one digest (the rest are counted and linked). */
export const ALERT_DIGEST_LIMIT = 50;
/** Attempts of one delivery before it is shown as failing. */
export const ALERT_MAX_ATTEMPTS = 5;

/** Header names of the generic JSON webhook. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Tenderlens-Signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Tenderlens-Timestamp';

/** A saved notices view as the record search request the notices page would send (first page, newest first). */
export function savedViewSearchRequest(view: SavedViewDefinition, limit: number): RecordSearchRequest {
  const { filters } = noticeFiltersFromView(view);
  return { ...toRecordSearchRequest(filters, { offset: 0, limit }), sort: 'publish_date', sort_order: 'desc' };
}
