/** Which source serves a job kind; the worker builds the source again from the stored request. */
import type { Executor } from '../../db/client';
import type { ExportSource } from '../source';
import { StoredRequestSchemas } from '../schemas';
import { noticesExportSource } from './notices';
import { organisationSearchExportSource } from './organisations';
import { suppliersExportSource } from './suppliers';
import { contactsExportSource } from './contacts';

export type SourceKind = keyof typeof StoredRequestSchemas;

export const isSourceKind = (kind: string): kind is SourceKind => kind in StoredRequestSchemas;

/** `ownerId`: the user whose job it is (a notice export is read in their team's terms). */
export function sourceForRequest(db: Executor, kind: string, request: unknown, ownerId?: number): ExportSource {
  if (!isSourceKind(kind)) throw new Error(`No export source for kind "${kind}"`);
  switch (kind) {
    case 'records':
      return noticesExportSource(db, StoredRequestSchemas.records.parse(request), ownerId === undefined ? undefined : { userId: ownerId }) as ExportSource;
    case 'organisations':
      return organisationSearchExportSource(db, StoredRequestSchemas.organisations.parse(request)) as ExportSource;
    case 'suppliers':
      if (ownerId === undefined) throw new Error('A supplier export is read in its owner\'s terms: the owner is needed');
      return suppliersExportSource(db, StoredRequestSchemas.suppliers.parse(request), { userId: ownerId }) as ExportSource;
    case 'contacts':
      if (ownerId === undefined) throw new Error('A contact export is read in its owner\'s terms: the owner is needed');
      return contactsExportSource(db, StoredRequestSchemas.contacts.parse(request), { userId: ownerId }) as ExportSource;
  }
}
