/**
 * One export button's behaviour (spec 1§4 "Export", 2§4 "Async export"): a small export is fetched
 * at once and saved; a large one (over 4,000 rows, or when the server says so) becomes a job that is
 * polled every 2 s for at most 300 polls while `state.progress` feeds the progress modal, then its
 * file is downloaded. Failures end in `state.failure` with the spec's words.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { useAppConfig } from '../../appConfig/hooks/useAppConfig';
import { useTenderlensSession } from '../../client/session';
import { ResponseError } from '../../lib/errors';
import { ExportContactsMutation } from '../../contacts/graphql/operations';
import type { ContactSearchRequest } from '../../contacts/rules/index';
import { ExportOrganisationsMutation } from '../graphql/mutations/ExportOrganisations';
import { FileExportQuery } from '../graphql/queries/FileExport';
import { asyncExportFailed, downloadFailed, exportFailed, type ExportFailure } from '../rules/exportMessages';
import { exportMode } from '../rules/exportRules';
import {
  ExportJobJsonSchema,
  FileExportSchema,
  type ExportFormat,
  type FileExport,
  type OrganisationSearchRequest,
  type RecordSearchFilters,
  type SupplierFilters,
} from '../schemas/exportJob';
import { fallbackFileName, fetchFile, saveFileInBrowser, type FetchedFile } from '../utils/fetchFile';
import { ExportPollError, pollExport } from '../utils/pollExport';

export type ExportTarget =
  | { kind: 'records'; filters: RecordSearchFilters; rowCount: number }
  | { kind: 'suppliers'; selection: { guids: string[] } | { filters: SupplierFilters }; rowCount: number }
  | { kind: 'organisations'; request: OrganisationSearchRequest }
  /** The contacts table's search (snake_case on the wire), or only the checked contacts. */
  | { kind: 'contacts'; request: ContactSearchRequest; selectedContactIds: string[]; rowCount: number }
  /** The team's opportunities under the /opportunities filters (always synchronous: a team's pipeline). */
  | { kind: 'opportunities'; search: Record<string, unknown>; rowCount: number };

export type ExportState =
  | { status: 'idle' }
  /** A small export is being generated and fetched. */
  | { status: 'exporting' }
  /** A background job runs: show the progress modal. `progress` is 0..1. */
  | { status: 'polling'; progress: number; totalRows: number | null }
  | { status: 'downloading'; async: boolean }
  | { status: 'done'; fileName: string }
  | { status: 'error'; failure: ExportFailure };

export type ExportOutcome = { ok: true; fileName: string } | { ok: false; failure: ExportFailure };

export interface UseExportOptions {
  /** Saves the fetched file. @default saveFileInBrowser (a temporary download link) */
  save?: (blob: Blob, fileName: string) => void;
  /** @default 2000 */
  pollIntervalMs?: number;
  /** @default 300 */
  maxPolls?: number;
  /** Used in the async failure message when the app config has not loaded. @default 'support@tenderlens.test' */
  fallbackSupportEmail?: string;
}

export interface UseExportResult {
  state: ExportState;
  /** Whether the progress modal shows (a background export is polling or downloading). */
  showProgress: boolean;
  exportFile: (format: ExportFormat) => Promise<ExportOutcome>;
  /** Closes the failure modal or toast (the 'Ok' button) and returns to idle. */
  dismiss: () => void;
}

const STEMS = { records: 'notices', suppliers: 'suppliers', organisations: 'organisations', contacts: 'contacts', opportunities: 'opportunities' } as const;

class StepError extends Error {
  constructor(readonly failure: ExportFailure, options?: { cause?: unknown }) {
    super(failure.kind, options);
  }
}

/** A camelCase request's keys in the REST API's snake_case. */
const snakeKeys = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));

/** A supplier selection as an organisation search (the async path of a large supplier export). */
export function useExport(target: ExportTarget, options: UseExportOptions = {}): UseExportResult {
  const session = useTenderlensSession();
  const client = useClient();
  const { appConfig } = useAppConfig();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const targetRef = useRef(target);
  const optionsRef = useRef(options);
  const supportEmail = appConfig?.supportEmail ?? options.fallbackSupportEmail ?? 'support@tenderlens.test';
  const supportEmailRef = useRef(supportEmail);
  useEffect(() => {
    targetRef.current = target;
    optionsRef.current = options;
    supportEmailRef.current = supportEmail;
  });
  useEffect(() => () => running.current?.abort(), []);

  const exportFile = useCallback(
    async (format: ExportFormat): Promise<ExportOutcome> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      const current = targetRef.current;
      const opts = optionsRef.current;
      const update = (next: ExportState) => {
        if (!signal.aborted) setState(next);
      };
      const save = (file: FetchedFile) => {
        const fileName = file.fileName ?? fallbackFileName(STEMS[current.kind], format);
        try {
          (opts.save ?? saveFileInBrowser)(file.blob, fileName);
        } catch (cause) {
          throw new StepError(downloadFailed(), { cause });
        }
        return fileName;
      };

      const runAsync = async (createJob: () => Promise<string>, status: (id: string) => Promise<FileExport>) => {
        const fail = (reason: 'job_failed' | 'poll_error' | 'timeout', cause?: unknown) =>
          new StepError(asyncExportFailed(reason, supportEmailRef.current), { cause });
        update({ status: 'polling', progress: 0, totalRows: null });
        let jobId: string;
        try {
          jobId = await createJob();
        } catch (cause) {
          throw fail('job_failed', cause);
        }
        let finished: FileExport & { downloadUrl: string };
        try {
          finished = await pollExport({
            fetchStatus: () => status(jobId),
            signal,
            ...(opts.pollIntervalMs !== undefined ? { intervalMs: opts.pollIntervalMs } : {}),
            ...(opts.maxPolls !== undefined ? { maxPolls: opts.maxPolls } : {}),
            onStatus: (s) => update({ status: 'polling', progress: s.progress, totalRows: s.totalRows }),
          });
        } catch (error) {
          if (signal.aborted) throw error;
          throw fail(error instanceof ExportPollError ? error.reason : 'poll_error', error);
        }
        update({ status: 'downloading', async: true });
        let file: FetchedFile;
        try {
          file = await fetchFile(session, finished.downloadUrl, { signal });
        } catch (cause) {
          throw new StepError(downloadFailed(), { cause });
        }
        return save(file);
      };

      const runSync = async (path: string, body: unknown) => {
        update({ status: 'exporting' });
        let file: FetchedFile;
        try {
          file = await fetchFile(session, path, { method: 'POST', body, signal });
        } catch (error) {
          if (error instanceof ResponseError && error.status === 409 && error.code === 'async_export_required') return null;
          if (signal.aborted) throw error;
          throw new StepError(exportFailed(), { cause: error });
        }
        update({ status: 'downloading', async: false });
        return save(file);
      };

      // A GraphQL job's status (fileExport), shared by the organisation and contact exports.
      const graphqlStatus = async (id: string) => {
        const result = await client.query(FileExportQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
        if (result.error) throw result.error;
        return FileExportSchema.parse(result.data?.fileExport);
      };
      const organisationsJob = (request: OrganisationSearchRequest) =>
        runAsync(
          async () => {
            const result = await client.mutation(ExportOrganisationsMutation, { request, exportFormat: { fileFormat: format } }).toPromise();
            const id = result.data?.exportOrganisations.id;
            if (!id) throw result.error ?? new Error('exportOrganisations returned no id');
            return id;
          },
          graphqlStatus,
        );
      const recordsJob = (filters: RecordSearchFilters) =>
        runAsync(
          async () =>
            (await session.apiFetch('/api/records/async_export', { method: 'POST', body: { ...filters, format }, schema: ExportJobJsonSchema, signal })).id,
          (id) => session.apiFetch(`/api/jobs/${encodeURIComponent(id)}`, { schema: ExportJobJsonSchema, signal, maxAttempts: 1 }),
        );

      // The suppliers table's own search as a background job (the same filters as the file endpoint).
      const suppliersJob = (body: Record<string, unknown>) =>
        runAsync(
          async () => (await session.apiFetch('/api/suppliers/async_export', { method: 'POST', body, schema: ExportJobJsonSchema, signal })).id,
          (id) => session.apiFetch(`/api/jobs/${encodeURIComponent(id)}`, { schema: ExportJobJsonSchema, signal, maxAttempts: 1 }),
        );

      const contactsJob = (request: ContactSearchRequest, selectedContactIds: string[]) =>
        runAsync(
          async () => {
            const result = await client
              .mutation(ExportContactsMutation, { filters: request, exportFormat: { fileFormat: format }, ...(selectedContactIds.length ? { selectedContactIds } : {}) })
              .toPromise();
            const id = result.data?.exportContacts.id;
            if (!id) throw result.error ?? new Error('exportContacts returned no id');
            return id;
          },
          graphqlStatus,
        );

      try {
        let fileName: string | null;
        switch (current.kind) {
          case 'organisations':
            fileName = await organisationsJob(current.request);
            break;
          case 'records':
            fileName =
              exportMode(current.rowCount) === 'sync' ? await runSync(`/api/records/search.${format}`, current.filters) : null;
            fileName ??= await recordsJob(current.filters);
            break;
          case 'opportunities':
            fileName = await runSync('/api/opportunities/export', { format, search: current.search });
            if (fileName === null) throw new StepError(exportFailed());
            break;
          case 'suppliers': {
            const body = { ...current.selection, format };
            fileName = exportMode(current.rowCount) === 'sync' ? await runSync('/api/suppliers/export', body) : null;
            fileName ??= await suppliersJob(body);
            break;
          }
          case 'contacts': {
            const { page: _page, limit: _limit, ...request } = current.request;
            const body = { ...snakeKeys(request), ...(current.selectedContactIds.length ? { selected_contact_ids: current.selectedContactIds } : {}) };
            fileName = exportMode(current.rowCount) === 'sync' ? await runSync(`/api/contacts/search.${format}`, body) : null;
            fileName ??= await contactsJob(request, current.selectedContactIds);
            break;
          }
        }
        update({ status: 'done', fileName });
        return { ok: true, fileName };
      } catch (error) {
        const failure = error instanceof StepError ? error.failure : exportFailed();
        if (!signal.aborted) {
          if (!(error instanceof StepError)) console.error('Export failed', error);
          setState({ status: 'error', failure });
        }
        return { ok: false, failure };
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [client, session],
  );

  const dismiss = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ status: 'idle' });
  }, []);

  const showProgress = state.status === 'polling' || (state.status === 'downloading' && state.async);
  return { state, showProgress, exportFile, dismiss };
}
