import { useCallback, useMemo, useState } from 'react';
import { fetchFile, saveFileInBrowser } from '../../exports/utils/fetchFile';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { z } from 'zod';
import { useTenderlensSession } from '../../client/session';
import {
  AddReportSectionMutation,
  AdminReportsQuery,
  AnswerReportQuestionMutation,
  ContentLibraryQuery,
  CreateReportMutation,
  DeleteReportMutation,
  MoveReportSectionMutation,
  PublishReportMutation,
  RemoveReportDocumentMutation,
  RemoveReportSectionMutation,
  ReportQuery,
  ReportsQuery,
  UpdateReportMutation,
  UpdateReportSectionMutation,
  type ReportData,
  type ReportInputData,
} from '../graphql/reports';
import { REPORT_COPY, type ReportSectionType, type ReportType } from '../rules/reports';

const notFoundIn = (error: CombinedError | undefined) => Boolean(error?.graphQLErrors.some((e) => e.extensions['code'] === 'NOT_FOUND'));
const forbiddenIn = (error: CombinedError | undefined) => Boolean(error?.graphQLErrors.some((e) => e.extensions['code'] === 'FORBIDDEN'));
/** The server's words for a refused input (BAD_USER_INPUT), else the generic failure. */
const messageOf = (error: CombinedError | undefined, fallback: string) =>
  error?.graphQLErrors.find((e) => e.extensions['code'] === 'BAD_USER_INPUT')?.message ?? fallback;

/** The published reports of one type the user may read ('Custom briefings' or 'Industry reports'). */
export function useReports(reportType: ReportType) {
  const [result, refetch] = useQuery({ query: ReportsQuery, variables: { reportType } });
  return {
    reports: result.data?.reports,
    fetching: result.fetching,
    errorMessage: result.error ? REPORT_COPY.loadFailed : null,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/** One report with its sections (admins: drafts too). */
export function useReport(id: string) {
  const [result, refetch] = useQuery({ query: ReportQuery, variables: { id } });
  return {
    report: result.data?.report,
    fetching: result.fetching,
    notFound: notFoundIn(result.error),
    errorMessage: result.error && !notFoundIn(result.error) ? REPORT_COPY.loadFailed : null,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/** The Content library: published industry reports and the articles they link. */
export function useContentLibrary() {
  const [result, refetch] = useQuery({ query: ContentLibraryQuery, variables: {} });
  return {
    library: result.data?.contentLibrary,
    fetching: result.fetching,
    errorMessage: result.error ? REPORT_COPY.loadFailed : null,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/** Admins: every report, drafts included. */
export function useAdminReports() {
  const [result, refetch] = useQuery({ query: AdminReportsQuery, variables: {} });
  return {
    reports: result.data?.adminReports,
    fetching: result.fetching,
    forbidden: forbiddenIn(result.error),
    errorMessage: result.error ? REPORT_COPY.loadFailed : null,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

export type EditOutcome = { ok: true; report: ReportData } | { ok: false; message: string };

/** Reads a file as base64 (for attaching it to a report). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

const AttachAnswerSchema = z.object({ id: z.string() });

/** The admin editor's writes; each answers the whole report (the cache updates itself) or the reason it failed. */
export function useReportAuthoring() {
  const session = useTenderlensSession();
  const [create, runCreate] = useMutation(CreateReportMutation);
  const [update, runUpdate] = useMutation(UpdateReportMutation);
  const [, runDelete] = useMutation(DeleteReportMutation);
  const [publish, runPublish] = useMutation(PublishReportMutation);
  const [add, runAdd] = useMutation(AddReportSectionMutation);
  const [edit, runEdit] = useMutation(UpdateReportSectionMutation);
  const [, runRemove] = useMutation(RemoveReportSectionMutation);
  const [move, runMove] = useMutation(MoveReportSectionMutation);
  const [answer, runAnswer] = useMutation(AnswerReportQuestionMutation);
  const [, runRemoveDocument] = useMutation(RemoveReportDocumentMutation);

  const outcome = useCallback(<K extends string>(res: { data?: Partial<Record<K, ReportData>>; error?: CombinedError }, key: K): EditOutcome => {
    const report = res.data?.[key];
    return report ? { ok: true, report } : { ok: false, message: messageOf(res.error, REPORT_COPY.saveFailed) };
  }, []);

  return useMemo(
    () => ({
      createReport: async (input: ReportInputData & { reportType: ReportType; companyGuid?: string | null }) =>
        outcome(await runCreate({ input }), 'createReport'),
      updateReport: async (id: string, input: ReportInputData) => outcome(await runUpdate({ id, input }), 'updateReport'),
      deleteReport: async (id: string) => !(await runDelete({ id })).error,
      publishReport: async (id: string, published: boolean, audience?: { reportType: ReportType; companyGuid?: string | null }) =>
        outcome(await runPublish({ id, published, reportType: audience?.reportType ?? null, companyGuid: audience?.companyGuid ?? null }), 'publishReport'),
      addSection: async (reportId: string, sectionType: ReportSectionType, content: unknown, title?: string | null) =>
        outcome(await runAdd({ reportId, sectionType, title: title ?? null, contentJson: JSON.stringify(content) }), 'addReportSection'),
      updateSection: async (id: string, content: unknown, title?: string | null) =>
        outcome(await runEdit({ id, title: title ?? null, contentJson: JSON.stringify(content) }), 'updateReportSection'),
      removeSection: async (id: string) => outcome(await runRemove({ id }), 'removeReportSection'),
      moveSection: async (id: string, position: number) => outcome(await runMove({ id, position }), 'moveReportSection'),
      answerQuestion: async (id: string) => outcome(await runAnswer({ id }), 'answerReportQuestion'),
      removeDocument: async (reportId: string, ref: string) => outcome(await runRemoveDocument({ reportId, ref }), 'removeReportDocument'),
      /** Attach a file (at most 700 kB) or a link; the report is read again afterwards. */
      attachDocument: async (
        reportId: string,
        doc: { title: string; description?: string; caption?: string; url?: string; file?: File | null },
      ): Promise<{ ok: boolean; message: string | null }> => {
        const { file, ...fields } = doc;
        const body = {
          ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v)),
          ...(file ? { file: { mime_type: file.type || 'application/octet-stream', content_base64: await base64Of(file) } } : {}),
        };
        try {
          await session.apiFetch(`/api/reports/${encodeURIComponent(reportId)}/documents`, { method: 'POST', body, schema: AttachAnswerSchema });
          return { ok: true, message: null };
        } catch (error) {
          return { ok: false, message: error instanceof Error && error.message ? error.message : REPORT_COPY.saveFailed };
        }
      },
      creating: create.fetching,
      saving: update.fetching || add.fetching || edit.fetching || move.fetching || publish.fetching,
      answering: answer.fetching,
    }),
    [outcome, runCreate, runUpdate, runDelete, runPublish, runAdd, runEdit, runRemove, runMove, runAnswer, runRemoveDocument, session, create.fetching, update.fetching, add.fetching, edit.fetching, move.fetching, publish.fetching, answer.fetching],
  );
}

/** Downloads a report's PDF or attached file with the session's headers (a plain link would carry no bearer token). */
export function useReportDownload() {
  const session = useTenderlensSession();
  const [state, setState] = useState<{ pending: boolean; failed: boolean }>({ pending: false, failed: false });
  const download = useCallback(
    async (path: string, fallbackName: string) => {
      setState({ pending: true, failed: false });
      try {
        const file = await fetchFile(session, path);
        saveFileInBrowser(file.blob, file.fileName ?? fallbackName);
        setState({ pending: false, failed: false });
      } catch {
        setState({ pending: false, failed: true });
      }
    },
    [session],
  );
  return { download, ...state };
}
