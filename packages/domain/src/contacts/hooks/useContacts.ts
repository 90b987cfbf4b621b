import type { CombinedError } from '@urql/core';
import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useLead } from '../../leads/hooks/useLead';
import { useRestRead } from '../../organisations/hooks/useRestRead';
import { AdminContactRequestsSchema, ContactPageJsonSchema } from '../schemas/contactJson';
import { useQualifyLead } from '../../leads/hooks/useLeadActions';
import type { Qualification } from '../../leads/schemas/lead';
import {
  ContactsQuery,
  OutreachOpportunitiesQuery,
  RequestOutreachContactsMutation,
  type ContactData,
  type OutreachOpportunityData,
  type RequestOutreachContactsVariables,
} from '../graphql/operations';
import {
  CONTACTS_COPY,
  CONTACTS_PAGE_SIZE,
  toContactSearchRequest,
  validateContactRequest,
  type ContactFilter,
  type ContactRequestForm,
  type ContactRequestFormErrors,
  type ContactSearchRequest,
} from '../rules/index';

/** The contacts query refused for want of CONTACTS: the 'Permission error' that shows the paywall (spec 1§6). */
export const isContactsPermissionError = (error: CombinedError | undefined): boolean =>
  Boolean(error?.graphQLErrors.some((e) => e.extensions['code'] === 'FORBIDDEN' && e.extensions['reason'] === 'paywall'));

export interface UseContactsOptions {
  filter: ContactFilter;
  /** 1-based. */
  page: number;
  pageSize?: number;
  pause?: boolean;
}

export interface UseContactsResult {
  contacts: ContactData[];
  total: number;
  fetching: boolean;
  error: CombinedError | undefined;
  /** The server said 'Permission error' (403 paywall CONTACTS): show the paywall screen. */
  permissionError: boolean;
  /** Some rows came back redacted (no CONTACTS): show the upgrade prompt. */
  redacted: boolean;
  request: ContactSearchRequest;
}

/** The contacts table: the screen's filter and page as one search (spec 1§3 derived search request). */
export function useContacts({ filter, page, pageSize = CONTACTS_PAGE_SIZE, pause = false }: UseContactsOptions): UseContactsResult {
  const request = useMemo(() => toContactSearchRequest(filter, page, pageSize), [filter, page, pageSize]);
  const [result] = useQuery({ query: ContactsQuery, variables: { request }, pause });
  const data = result.data?.contacts;
  return {
    contacts: data?.results ?? [],
    total: data?.totalResults ?? 0,
    fetching: !pause && !data && !result.error,
    error: result.error,
    permissionError: isContactsPermissionError(result.error),
    redacted: Boolean(data?.results.some((c) => c.redacted)),
    request,
  };
}

/** The company's contact requests (outreachOpportunities), newest first. */
export function useOutreachOpportunities(options: { pause?: boolean } = {}): { requests: OutreachOpportunityData[]; fetching: boolean; error: CombinedError | undefined } {
  const [result] = useQuery({ query: OutreachOpportunitiesQuery, variables: {}, pause: options.pause ?? false });
  return { requests: result.data?.outreachOpportunities ?? [], fetching: result.fetching, error: result.error };
}

/** Where the request modal was opened: a buyer or a notice is context enough (no buyer picker needed). */
export interface ContactRequestContext {
  buyerGuids?: readonly string[];
  noticeGuid?: string;
}

export type ContactRequestOutcome =
  | { ok: true; message: string; note: string }
  | { ok: false; message: string }
  | { ok: false; invalid: ContactRequestFormErrors };

/**
 * The request contacts modal's submit (spec 1§5, 1§8): validates, sends, and words the outcome.
 * No notice and no filters at all is a failure without a call.
 */
export function useRequestContacts(context: ContactRequestContext = {}) {
  const [state, send] = useMutation(RequestOutreachContactsMutation);
  const hasContext = Boolean(context.noticeGuid) || (context.buyerGuids?.length ?? 0) > 0;
  const submit = useCallback(
    async (form: ContactRequestForm): Promise<ContactRequestOutcome> => {
      const invalid = validateContactRequest(form, hasContext);
      if (Object.keys(invalid).length > 0) return { ok: false, invalid };
      const buyerGuids = form.buyerGuids.length ? form.buyerGuids : [...(context.buyerGuids ?? [])];
      const input: RequestOutreachContactsVariables['input'] = {
        contactFilters: {
          seniority: form.seniority,
          jobFunction: form.jobFunction,
          ...(buyerGuids.length ? { buyerGuids } : {}),
          ...(form.jobTitle.trim() ? { jobTitle: form.jobTitle.trim() } : {}),
        },
        ...(context.noticeGuid ? { noticeGuid: context.noticeGuid } : {}),
        ...(form.additionalInformation.trim() ? { additionalInformation: form.additionalInformation.trim() } : {}),
      };
      if (!context.noticeGuid && buyerGuids.length === 0) return { ok: false, message: CONTACTS_COPY.requestFailed };
      const result = await send({ input });
      if (result.error || !result.data?.requestOutreachContacts.id) return { ok: false, message: CONTACTS_COPY.requestFailed };
      return { ok: true, message: CONTACTS_COPY.requestSent, note: CONTACTS_COPY.requestSentNote };
    },
    [send, hasContext, context.noticeGuid, context.buyerGuids],
  );
  return { submit, sending: state.fetching, hasContext };
}

export type CopyOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * Copying a contact's details: 'Copied to clipboard!' / 'Could not copy to clipboard'; when the
 * screen was opened from a record (its lead id), the lead moves to pre_engage_done (spec 1§4).
 */
export function useCopyContactDetails(fromLeadId: string | null, options: { write?: (text: string) => Promise<void>; guest?: boolean } = {}) {
  const lead = useLead(fromLeadId);
  const { contactDetailsCopied } = useQualifyLead();
  const [last, setLast] = useState<CopyOutcome | null>(null);
  const write = options.write;
  const copy = useCallback(
    async (text: string): Promise<CopyOutcome> => {
      let outcome: CopyOutcome;
      try {
        await (write ?? ((t: string) => navigator.clipboard.writeText(t)))(text);
        outcome = { ok: true, message: CONTACTS_COPY.copied };
      } catch {
        outcome = { ok: false, message: CONTACTS_COPY.copyFailed };
      }
      setLast(outcome);
      if (outcome.ok && fromLeadId && !options.guest && lead.data) {
        await contactDetailsCopied({ id: fromLeadId, qualification: lead.data.qualification as Qualification });
      }
      return outcome;
    },
    [write, fromLeadId, options.guest, lead.data, contactDetailsCopied],
  );
  return { copy, last };
}

export { validateContactRequest };

/** A buyer's contacts, one page (GET /api/buyers/{id}/contacts): the buyer page's Contacts tab. */
export function useBuyerContacts(buyerGuid: string | null, page: number, pageSize = CONTACTS_PAGE_SIZE) {
  const read = useRestRead(buyerGuid ? `/api/buyers/${encodeURIComponent(buyerGuid)}/contacts?page=${page}&limit=${pageSize}` : null, {
    schema: ContactPageJsonSchema,
  });
  return { contacts: read.data?.contacts ?? [], total: read.data?.total ?? 0, fetching: read.fetching, error: read.error };
}

/** Every company's contact requests (admins: the provider's team works them). */
export const useAdminContactRequests = () => useRestRead('/api/admin/contact_requests', { schema: AdminContactRequestsSchema });
