/** Which source serves a job kind; the worker builds the source again from the stored request. */
import type { Executor } from '../../db/client';
import type { ExportSource } from '../source';
import { StoredRequestSchemas } from '../schemas';
import { noticesExportSource } from './notices';
import { organisationSearchExportSource } from './organisations';
import { suppliersExportSource } from './suppliers';

export type SourceKind = keyof typeof StoredRequestSchemas;

export const isSourceKind = (kind: string): kind is SourceKind => kind in StoredRequestSchemas;

export function sourceForRequest(db: Executor, kind: string, request: unknown): ExportSource {
  if (!isSourceKind(kind)) throw new Error(`No export source for kind "${kind}"`);
  switch (kind) {
    case 'records':
      return noticesExportSource(db, StoredRequestSchemas.records.parse(request)) as ExportSource;
    case 'organisations':
      return organisationSearchExportSource(db, StoredRequestSchemas.organisations.parse(request)) as ExportSource;
    case 'suppliers':
      return suppliersExportSource(db, StoredRequestSchemas.suppliers.parse(request)) as ExportSource;
  }
}
