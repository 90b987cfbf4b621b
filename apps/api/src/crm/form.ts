/**
 * The CRM form of a record send (spec 2§5): the provider's deal/opportunity fields, pre-filled from
 * our record through the company's field mapping — title, value and close date into their fields,
 * the description with the record URL and the source URL — plus the fixed values chosen at setup.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import type { CrmFieldMapping, CrmProviderName } from '../db/schema/crm';
import { HttpError } from '../http/errors';
import { loadOpportunity } from '../opportunities/service';
import type { PolicySubject } from '../policy/index';
import { projectNotice, viewerForNotices } from '../policy/projection';
import type { CrmField } from './client';

/** Our fields, mapped by default into each provider's standard deal/opportunity properties. */
export const OUR_FIELDS = ['title', 'value', 'closeDate', 'description'] as const;
export type OurField = (typeof OUR_FIELDS)[number];
export const DEFAULT_MAPPING: Record<CrmProviderName, Record<OurField, string>> = {
  HUBSPOT: { title: 'dealname', value: 'amount', closeDate: 'closedate', description: 'description' },
  SALESFORCE: { title: 'Name', value: 'Amount', closeDate: 'CloseDate', description: 'Description' },
};

export interface RecordFacts {
  title: string;
  value: number | null;
  closeDate: string | null;
  recordUrl: string;
  sourceUrl: string | null;
}

export function describeRecord(facts: RecordFacts): string {
  return [`Tenderlens record: ${facts.recordUrl}`, facts.sourceUrl ? `Source: ${facts.sourceUrl}` : null].filter(Boolean).join('\n');
}

export async function noticeFacts(db: Database, subject: PolicySubject, guid: string, publicUrl: string): Promise<RecordFacts> {
  const [row] = await queryRows<{ id: string; name: string; stage: string; value: string | number | null; close_date: Date | string | null; url: string | null }>(
    db,
    sql`select n.id::text as id, n.name, n.stage, n.value, n.close_date, n.url from notices n where n.guid = ${guid.toLowerCase()}::uuid`,
  );
  if (!row) throw new HttpError(404, 'not_found', 'Record not found');
  const viewer = await viewerForNotices(db, { plan: subject.plan, companyId: subject.companyId, extraDataTypes: subject.extraDataTypes }, [Number(row.id)]);
  const seen = projectNotice(viewer, { id: row.id, stage: row.stage, value: row.value });
  const close = row.close_date ? new Date(row.close_date).toISOString().slice(0, 10) : null;
  return { title: row.name, value: seen.value == null ? null : Number(seen.value), closeDate: close, recordUrl: `${publicUrl}/records/${guid}`, sourceUrl: row.url };
}

export async function opportunityFacts(db: Database, subject: PolicySubject, id: number, publicUrl: string): Promise<RecordFacts> {
  const o = await loadOpportunity(db, subject.companyId, id);
  const notice = o.links.find((l) => l.entityType === 'Notice');
  return {
    title: o.name,
    value: o.value,
    closeDate: o.closeDate ? o.closeDate.slice(0, 10) : null,
    recordUrl: `${publicUrl}/opportunities/${o.id}`,
    sourceUrl: notice?.entityId ? `${publicUrl}/records/${notice.entityId}` : null,
  };
}

export interface FormField extends CrmField {
  value: string;
}

/** The provider's fields with our values in the mapped ones and the setup's defaults in the rest. */
export function prefillForm(provider: CrmProviderName, fields: CrmField[], mapping: CrmFieldMapping, facts: RecordFacts): FormField[] {
  const map = { ...DEFAULT_MAPPING[provider], ...(mapping.deal ?? {}) } as Record<OurField, string>;
  const ours: Record<OurField, string> = {
    title: facts.title,
    value: facts.value == null ? '' : String(facts.value),
    closeDate: facts.closeDate ?? '',
    description: describeRecord(facts),
  };
  return fields.map((f) => {
    const from = OUR_FIELDS.find((k) => map[k] === f.name);
    const value = from ? ours[from] : (mapping.dealDefaults?.[f.name] ?? '');
    return { ...f, value: f.type === 'text' && from === 'title' ? value.slice(0, 255) : value };
  });
}
