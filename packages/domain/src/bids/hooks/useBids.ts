import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { useTenderlensSession } from '../../client/session';
import {
  BidReportQuery,
  BidReportsQuery,
  CreateBidReportMutation,
  RemainingCreditsQuery,
  UpdateBidReportAnswerMutation,
  UpdateBidReportPublicityMutation,
  type BidReportData,
} from '../graphql/bidReports';
import { BID_MESSAGES, BID_REPORT_CREDIT } from '../rules/bids';

/** A refusal for want of credits or plan (FORBIDDEN, reason paywall): the CREATE_BIDS paywall. */
export const isPaywallError = (error: CombinedError | undefined): boolean =>
  Boolean(error?.graphQLErrors.some((e) => e.extensions['code'] === 'FORBIDDEN' && e.extensions['reason'] === 'paywall'));

/** The company's bid report credits (null counts: unlimited). */
export function useBidCredits(options: { pause?: boolean } = {}) {
  const [result] = useQuery({ query: RemainingCreditsQuery, variables: { creditType: BID_REPORT_CREDIT }, pause: options.pause ?? false });
  return { credits: result.data?.remainingCredits, fetching: result.fetching, error: result.error };
}

/** The opportunity's latest report (null: none yet). */
export function useBidReport(opportunityId: string) {
  const [result, refetch] = useQuery({ query: BidReportQuery, variables: { opportunityId } });
  return {
    report: result.data?.bidReport,
    fetching: result.fetching,
    notFound: Boolean(result.error?.graphQLErrors.some((e) => e.extensions['code'] === 'NOT_FOUND')),
    errorMessage: result.error ? BID_MESSAGES.loadFailed : null,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/** The company's reports, newest first (the navigation's 'Bid / no-bid reports'). */
export function useBidReports() {
  const [result, refetch] = useQuery({ query: BidReportsQuery, variables: {} });
  return {
    reports: result.data?.bidReports,
    fetching: result.fetching,
    errorMessage: result.error ? BID_MESSAGES.listFailed : null,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

export type GenerateOutcome =
  | { ok: true; report: BidReportData }
  | { ok: false; paywall: boolean; message: string };

/** Generate a report: spends a credit; a paywall refusal says so (the screen shows CREATE_BIDS). */
export function useGenerateBidReport() {
  const [state, execute] = useMutation(CreateBidReportMutation);
  const generate = useCallback(
    async (opportunityId: string): Promise<GenerateOutcome> => {
      const result = await execute({ opportunityId });
      if (result.data?.createBidReport) return { ok: true, report: result.data.createBidReport };
      const paywall = isPaywallError(result.error);
      return { ok: false, paywall, message: paywall ? (result.error?.graphQLErrors[0]?.message ?? '') : BID_MESSAGES.generateFailed };
    },
    [execute],
  );
  return { generate, generating: state.fetching };
}

const outcomeOf = (error: CombinedError | undefined, message: string) => (error ? { ok: false, message } : { ok: true, message: null });

export function useUpdateBidAnswer() {
  const [state, execute] = useMutation(UpdateBidReportAnswerMutation);
  const save = useCallback(
    async (id: string, promptId: string, answer: string) => outcomeOf((await execute({ id, promptId, answer })).error, BID_MESSAGES.saveFailed),
    [execute],
  );
  return { save, saving: state.fetching };
}

export function useBidReportPublicity() {
  const [state, execute] = useMutation(UpdateBidReportPublicityMutation);
  const setPublic = useCallback(
    async (id: string, isPublic: boolean) => outcomeOf((await execute({ id, isPublic })).error, BID_MESSAGES.publicityFailed),
    [execute],
  );
  return { setPublic, updating: state.fetching };
}

const QuestionSchema = z.object({
  promptId: z.string().optional(),
  title: z.string(),
  question: z.string(),
  order: z.number(),
  answer: z.string().optional(),
  evidence: z.array(z.string()).optional(),
  rating: z.enum(['positive', 'neutral', 'negative', 'unknown']).optional(),
});

export const PublicBidReportSchema = z.object({
  opportunity_name: z.string(),
  recommendation: z.enum(['BID', 'REVIEW', 'NO_BID']).nullable(),
  recommendation_reason: z.string().nullable(),
  question_groups: z.array(z.object({ title: z.string(), questions: z.array(QuestionSchema) })),
  facts_used: z.array(z.string()),
  generator: z.string().nullable(),
  created_at: z.string(),
});
export type PublicBidReport = z.infer<typeof PublicBidReportSchema>;

/** A report's public link (GET /api/bid_reports/public/{hash}): no session needed, not in the graphcache. */
export function usePublicBidReport(hash: string) {
  const { apiFetch } = useTenderlensSession();
  const [state, setState] = useState<{ key: string | null; data?: PublicBidReport; error?: unknown }>({ key: null });
  useEffect(() => {
    const abort = new AbortController();
    apiFetch(`/api/bid_reports/public/${encodeURIComponent(hash)}`, { schema: PublicBidReportSchema, signal: abort.signal, public: true }).then(
      (data) => !abort.signal.aborted && setState({ key: hash, data }),
      (error: unknown) => !abort.signal.aborted && setState({ key: hash, error }),
    );
    return () => abort.abort();
  }, [apiFetch, hash]);
  const current = state.key === hash ? state : { key: hash };
  return { report: current.data, loading: current.data === undefined && current.error === undefined, failed: current.error !== undefined };
}
