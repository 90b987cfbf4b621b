import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { z } from 'zod';
import { useTenderlensSession } from '../../client/session';
import { ResponseError } from '../../lib/errors';
import { FILE_TOO_LARGE_MESSAGE, UNSUPPORTED_FILE_MESSAGE } from '../../files/index';
import { uploadProblem } from '../../documents/hooks/useDocuments';
import {
  BidResponseProgressQuery,
  BidResponseQuery,
  BidResponsesQuery,
  DeleteBidResponseMutation,
  ExtractBidResponsesMutation,
  UpdateBidResponseMutation,
  type BidResponseInput,
  type BidResponseProgressData,
} from '../graphql/bidResponses';

export const BID_RESPONSE_MESSAGES = {
  heading: 'Bid responses',
  loadFailed: 'Unable to load bid responses. Please try again.',
  empty: 'No bid responses yet',
  emptyHelp: 'Upload the tender documents (PDF, Word or Excel) to extract their questions and requirements.',
  uploaded: 'Uploaded. The questions are being extracted.',
  uploadFailed: 'Unable to upload the file. Please try again.',
  extracting: 'Extracting questions from',
  extractionFailed: 'Extraction failed',
  retry: 'Retry',
  saved: 'Response saved',
  saveFailed: 'Unable to save the response. Please try again.',
  deleted: 'Response deleted',
  deleteFailed: 'Unable to delete the response. Please try again.',
  export: 'Export to DOCX',
  locked: 'Guests can read bid responses but not change them.',
} as const;

/** How often the list is asked again while a tender document is being read (ms). */
export const BID_RESPONSE_POLL_MS = 2000;

/** The DOCX export of an opportunity's responses (a download link: the session cookie authorises it). */
export const bidResponsesExportPath = (opportunityId: string) => `/api/opportunities/${encodeURIComponent(opportunityId)}/bid_responses/export`;

const isForbidden = (error: CombinedError | undefined) => Boolean(error?.graphQLErrors.some((e) => e.extensions['code'] === 'FORBIDDEN'));

/** An opportunity's bid responses, tender documents and stages; asked again while a document is being read. */
export function useBidResponses(opportunityId: string | null) {
  const [result, refetch] = useQuery({ query: BidResponsesQuery, variables: { opportunityId: opportunityId ?? '' }, pause: !opportunityId });
  const data = result.data?.bidResponses;
  const extracting = Boolean(data?.extracting);
  useEffect(() => {
    if (!extracting) return undefined;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), BID_RESPONSE_POLL_MS);
    return () => clearInterval(timer);
  }, [extracting, refetch]);
  return {
    data,
    fetching: result.fetching && !result.data,
    errorMessage: result.error ? BID_RESPONSE_MESSAGES.loadFailed : null,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/** One response with its change history. */
export function useBidResponse(id: string | null) {
  const [result] = useQuery({ query: BidResponseQuery, variables: { id: id ?? '' }, pause: !id, requestPolicy: 'cache-and-network' });
  return { response: result.data?.bidResponse, fetching: result.fetching && !result.data, errorMessage: result.error ? BID_RESPONSE_MESSAGES.loadFailed : null };
}

export type BidResponseOutcome = { ok: true; message: string } | { ok: false; message: string };

export function useUpdateBidResponse() {
  const [state, execute] = useMutation(UpdateBidResponseMutation);
  const update = useCallback(
    async (id: string, input: BidResponseInput): Promise<BidResponseOutcome> => {
      const r = await execute({ id, input });
      if (!r.error) return { ok: true, message: BID_RESPONSE_MESSAGES.saved };
      const invalid = r.error.graphQLErrors.find((e) => e.extensions['code'] === 'BAD_USER_INPUT');
      return { ok: false, message: invalid?.message ?? BID_RESPONSE_MESSAGES.saveFailed };
    },
    [execute],
  );
  return { update, saving: state.fetching };
}

export function useDeleteBidResponse() {
  const [state, execute] = useMutation(DeleteBidResponseMutation);
  const remove = useCallback(
    async (id: string): Promise<BidResponseOutcome> =>
      (await execute({ id })).error ? { ok: false, message: BID_RESPONSE_MESSAGES.deleteFailed } : { ok: true, message: BID_RESPONSE_MESSAGES.deleted },
    [execute],
  );
  return { remove, deleting: state.fetching };
}

export function useRetryBidResponseExtraction() {
  const [state, execute] = useMutation(ExtractBidResponsesMutation);
  const retry = useCallback(async (sourceId: string) => !(await execute({ sourceId })).error, [execute]);
  return { retry, retrying: state.fetching };
}

const UploadAnswerSchema = z.object({ source: z.object({ id: z.string(), status: z.string() }).loose() }).loose();

/** Uploads a tender document to the opportunity (POST /api/opportunities/:id/bid_responses/upload). */
export function useUploadTenderDocument(opportunityId: string) {
  const { apiFetch } = useTenderlensSession();
  const [uploading, setUploading] = useState(false);
  const upload = useCallback(
    async (file: File): Promise<BidResponseOutcome> => {
      const problem = uploadProblem(file);
      if (problem) return { ok: false, message: problem };
      const form = new FormData();
      form.set('file', file);
      setUploading(true);
      try {
        await apiFetch(`/api/opportunities/${encodeURIComponent(opportunityId)}/bid_responses/upload`, { method: 'POST', body: form, schema: UploadAnswerSchema });
        return { ok: true, message: BID_RESPONSE_MESSAGES.uploaded };
      } catch (error) {
        const code = error instanceof ResponseError ? error.code : null;
        if (error instanceof ResponseError && error.status === 403) return { ok: false, message: BID_RESPONSE_MESSAGES.locked };
        const message = code === 'unsupported_file' ? UNSUPPORTED_FILE_MESSAGE : code === 'file_too_large' || code === 'too_large' ? FILE_TOO_LARGE_MESSAGE : BID_RESPONSE_MESSAGES.uploadFailed;
        return { ok: false, message };
      } finally {
        setUploading(false);
      }
    },
    [apiFetch, opportunityId],
  );
  return { upload, uploading };
}

export { isForbidden as isBidResponseForbidden };

/** '3 of 12 complete'; null when the opportunity has no responses. */
export const responseProgressLabel = (p: Pick<BidResponseProgressData, 'total' | 'complete'> | undefined): string | null =>
  p && p.total > 0 ? `${p.complete} of ${p.total} complete` : null;

/** The bid response counts of the given opportunities (the /bids page), by opportunity id. */
export function useBidResponseProgress(opportunityIds: readonly string[]): Map<string, BidResponseProgressData> {
  const key = opportunityIds.join(',');
  const ids = useMemo(() => (key ? key.split(',') : []), [key]);
  const [result] = useQuery({ query: BidResponseProgressQuery, variables: { opportunityIds: ids }, pause: ids.length === 0 });
  return useMemo(() => new Map((result.data?.bidResponseProgress ?? []).map((p) => [p.opportunityId, p])), [result.data]);
}
