/**
 * Export source for contacts (GraphQL exportContacts, POST /api/contacts/search.csv|.xlsx): the
 * contacts table's own search (contacts/service.ts), in its order, optionally only the selected rows;
 * read in the owner's terms (their buyer lists, their plan's view through the redaction projection).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ContactSearchRequestSchema, type ContactSearchRequest } from '@tenderlens/domain/contacts';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/index';
import { planViewer } from '../../policy/projection';
import { contactIdsFor, loadContactRows, type ContactView } from '../../contacts/service';
import { batchesByIds, type ExportColumn, type ExportSource } from '../source';
import { exportOwner } from './suppliers';

/** What an export job stores: the search (without paging) and the selected contact guids, if any. */
export const ContactExportRequestSchema = z.strictObject({
  request: ContactSearchRequestSchema,
  selectedContactIds: z.array(z.uuid('Contact ids are UUIDs')).max(10_000).optional(),
});
export type ContactExportRequest = z.infer<typeof ContactExportRequestSchema>;

const name = (c: Pick<ContactView, 'title' | 'firstName' | 'lastName'>) => [c.title, c.firstName, c.lastName].filter(Boolean).join(' ');

/** A contact with its row id (the exports' order key); `guid` is the public id. */
export type ContactExportRow = Omit<ContactView, 'id'> & { id: number };

export const CONTACT_EXPORT_COLUMNS: readonly ExportColumn<ContactExportRow>[] = [
  { header: 'Job title', width: 36, value: (c) => c.jobTitle },
  { header: 'Contact name', width: 28, value: (c) => name(c) || null },
  { header: 'Email', width: 32, value: (c) => c.email },
  { header: 'Phone', width: 18, value: (c) => c.phone },
  { header: 'Seniority', width: 28, value: (c) => c.seniority },
  { header: 'Function', width: 30, value: (c) => c.jobFunction.join('; ') },
  { header: 'Buyer', width: 40, value: (c) => c.buyer.name },
  { header: 'Demo contact', width: 12, value: (c) => (c.synthetic ? 'Yes' : 'No') },
];

export function contactsExportSource(db: Executor, stored: ContactExportRequest, owner: { userId: number }): ExportSource<ContactExportRow> {
  let caller: Promise<{ userId: number; teamId: number; companyId: number; viewer: ReturnType<typeof planViewer> }> | null = null;
  const who = () =>
    (caller ??= (async () => {
      const o = await exportOwner(db, owner.userId);
      const [company] = await db.select({ plan: companies.paymentType, extra: companies.extraDataTypes }).from(companies).where(eq(companies.id, o.companyId));
      return { ...o, viewer: planViewer(company?.plan, [], company?.extra ?? []) };
    })());
  let list: Promise<number[]> | null = null;
  const request: ContactSearchRequest = { ...stored.request, page: undefined, limit: undefined };
  const ids = () => (list ??= who().then((c) => contactIdsFor(db, request, c, stored.selectedContactIds)));
  return {
    kind: 'contacts',
    fileStem: 'contacts',
    sheetName: 'Contacts',
    columns: CONTACT_EXPORT_COLUMNS,
    async count() {
      return (await ids()).length;
    },
    async *batches(options) {
      const c = await who();
      yield* batchesByIds(await ids(), async (page) => (await loadContactRows(db, page, c)).map((r) => ({ ...r.view, id: r.id })), options);
    },
  };
}
