import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useTenderlensSession } from '../../client/session';
import { isResponseError } from '../../lib/errors';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { CRM_LIMITS, CRM_MESSAGES, type CrmProvider, type CrmSendMode } from '../rules/index';
import { DisconnectCrmMutation, HubspotIdTokenQuery, IntegrationProviderQuery, UpdateCrmFieldMappingMutation, type IntegrationProviderData } from '../graphql/crm';
import {
  CrmAccountsSchema,
  CrmConnectionSchema,
  CrmDescribeSchema,
  CrmFieldsSchema,
  CrmFormSchema,
  CrmSendSchema,
  CrmStartSchema,
  CrmValuesSchema,
  type CrmAccountData,
  type CrmFieldData,
  type CrmFormData,
  type CrmSendResult,
} from '../schemas/crm';

/** hubspotIdToken's stale time in the cache (spec 1§9: the CRM token, 12 hours). */
const TOKEN_CONTEXT = { staleTimeMs: CRM_LIMITS.tokenStaleMs };

/**
 * The support chat's identification of the signed-in user (spec 1§7 hubspotIdToken): the token and its expiry,
 * null when no chat is configured, undefined while loading or paused. Cached 12 hours, then asked again.
 */
export function useHubspotIdToken(options: { pause?: boolean } = {}) {
  const [result] = useQuery({ query: HubspotIdTokenQuery, variables: {}, pause: options.pause ?? false, context: TOKEN_CONTEXT });
  return {
    token: result.data ? (result.data.hubspotIdToken?.token ?? null) : undefined,
    expiresAt: result.data?.hubspotIdToken?.expiresAt ?? null,
    fetching: result.fetching,
    error: Boolean(result.error),
  };
}

/** The company's connected CRM (null: none; undefined while loading). */
export function useIntegrationProvider(options: { pause?: boolean } = {}) {
  const [result, refetch] = useQuery({ query: IntegrationProviderQuery, variables: {}, pause: options.pause ?? false });
  return {
    provider: result.data ? result.data.integrationProvider : undefined,
    fetching: result.fetching,
    error: Boolean(result.error),
    refetch: useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]),
  };
}

export type ConnectOutcome = { ok: true } | { ok: false; message: string };

/**
 * Connecting: `start` returns the provider's sign-in URL (the screen sends the browser there) and a
 * state; `complete` finishes with the code the provider sent back, or a HubSpot private-app token.
 */
export function useConnectCrm() {
  const { apiFetch } = useTenderlensSession();
  const { refetch } = useIntegrationProvider({ pause: true });
  const [pending, setPending] = useState(false);
  const start = useCallback((provider: CrmProvider) => apiFetch('/api/integrations/oauth/start', { method: 'POST', body: { provider }, schema: CrmStartSchema }), [apiFetch]);
  const complete = useCallback(
    async (body: { state: string; code?: string; privateAppToken?: string }): Promise<ConnectOutcome> => {
      setPending(true);
      try {
        await apiFetch('/api/integrations/oauth/complete', { method: 'POST', body, schema: CrmConnectionSchema });
        refetch();
        return { ok: true };
      } catch {
        return { ok: false, message: CRM_MESSAGES.connectFailed };
      } finally {
        setPending(false);
      }
    },
    [apiFetch, refetch],
  );
  return { start, complete, pending };
}

export function useDisconnectCrm() {
  const [state, execute] = useMutation(DisconnectCrmMutation);
  const disconnect = useCallback(async () => !(await execute({})).error, [execute]);
  return { disconnect, disconnecting: state.fetching };
}

export function useUpdateCrmFieldMapping() {
  const [state, execute] = useMutation(UpdateCrmFieldMappingMutation);
  const save = useCallback(async (mapping: unknown) => !(await execute({ mapping: JSON.stringify(mapping) })).error, [execute]);
  return { save, saving: state.fetching };
}

export const parseFieldMapping = (p: IntegrationProviderData | null | undefined): { deal?: Record<string, string>; dealDefaults?: Record<string, string> } => {
  try {
    return p ? (JSON.parse(p.fieldMapping) as { deal?: Record<string, string>; dealDefaults?: Record<string, string> }) : {};
  } catch {
    return {};
  }
};

/** A REST read keyed by its inputs (null key: nothing to read). */
function useRestRead<T>(key: string | null, read: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown }>({ key: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    const abort = new AbortController();
    read(abort.signal).then(
      (data) => !abort.signal.aborted && setState({ key, data }),
      (error: unknown) => !abort.signal.aborted && setState({ key, error }),
    );
    return () => abort.abort();
    // `read` follows `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const current = state.key === key ? state : { key };
  return { data: current.data, error: current.error, loading: key !== null && current.data === undefined && current.error === undefined, retry: () => setAttempt((a) => a + 1) };
}

/** The provider's deal/opportunity fields (the setup's mapping editor). */
export function useCrmFields(enabled: boolean) {
  const { apiFetch } = useTenderlensSession();
  const read = useRestRead(enabled ? 'fields' : null, (signal) => apiFetch('/api/integrations/fields', { schema: CrmFieldsSchema, signal }));
  return { fields: read.data?.fields, loading: read.loading, error: Boolean(read.error), retry: read.retry };
}

/** The CRM form of a record send: the provider's fields pre-filled from the record. */
export function useCrmForm(mode: CrmSendMode, id: string | null) {
  const { apiFetch } = useTenderlensSession();
  const read = useRestRead(id ? `${mode}:${id}` : null, (signal) =>
    apiFetch(`/api/integrations/form?type=${mode}&id=${encodeURIComponent(id ?? '')}`, { schema: CrmFormSchema, signal }),
  );
  return { form: read.data as CrmFormData | undefined, loading: read.loading, error: read.error, retry: read.retry };
}

/** fetchPropertyValues: the values of an enumeration field (free-text fields are never looked up). */
export function usePropertyValues(field: CrmFieldData | null, formData: Record<string, string>) {
  const { apiFetch } = useTenderlensSession();
  // Stages depend on the pipeline: the key carries the form data the provider reads.
  const dependency = field?.name === 'dealstage' ? (formData['pipeline'] ?? '') : '';
  const key = field?.hasValues ? `${field.name}:${dependency}` : null;
  const read = useRestRead(key, (signal) =>
    apiFetch('/api/integrations/property_values', { method: 'POST', body: { propertyName: field?.name ?? '', formData }, schema: CrmValuesSchema, signal }),
  );
  return { values: read.data?.values ?? [], loading: read.loading };
}

export type AccountSearchState =
  | { status: 'idle'; message: string }
  | { status: 'loading' }
  | { status: 'done'; accounts: CrmAccountData[]; message: string | null }
  | { status: 'error' };

/** Account search: 200 ms debounce, up to 50 results, '50+ options found, narrow your search' when more exist. */
export function useCrmAccountSearch(text: string): AccountSearchState {
  const { apiFetch } = useTenderlensSession();
  const debounced = useDebouncedValue(text.trim(), CRM_LIMITS.accountSearchDebounceMs);
  const key = debounced.length >= 1 ? debounced : null;
  const read = useRestRead(key, (signal) =>
    apiFetch('/api/integrations/accounts/search', { method: 'POST', body: { text: debounced, limit: CRM_LIMITS.accountSearchLimit }, schema: CrmAccountsSchema, signal }),
  );
  return useMemo((): AccountSearchState => {
    if (key === null) return { status: 'idle', message: CRM_MESSAGES.searchMinChars };
    if (read.error) return { status: 'error' };
    if (!read.data) return { status: 'loading' };
    return { status: 'done', accounts: read.data.accounts, message: read.data.moreExist ? CRM_MESSAGES.tooManyAccounts : null };
  }, [key, read.data, read.error]);
}

export type CrmSendOutcome =
  | { ok: true; result: CrmSendResult; message: string; durationMs: number }
  | { ok: false; message: string; durationMs: number; outOfSync: boolean };

/** Send a notice or an opportunity: copy and toast durations of spec 2§8. */
export function useSendToCrm(mode: CrmSendMode) {
  const { apiFetch } = useTenderlensSession();
  const [pending, setPending] = useState(false);
  const send = useCallback(
    async (args: { id: string; title: string | null; fields: Record<string, string>; accountId: string | null; provider: CrmProvider; support: string }): Promise<CrmSendOutcome> => {
      setPending(true);
      try {
        // Only non-empty fields are sent.
        const fields = Object.fromEntries(Object.entries(args.fields).filter(([, v]) => v.trim() !== ''));
        const result = await apiFetch(mode === 'notice' ? '/api/integrations/notices/send' : '/api/integrations/opportunities/send', {
          method: 'POST',
          body: { ...(mode === 'notice' ? { guid: args.id } : { id: args.id }), fields: JSON.stringify(fields), accountId: args.accountId },
          schema: CrmSendSchema,
        });
        return { ok: true, result, message: CRM_MESSAGES.sent(args.title, args.provider), durationMs: CRM_LIMITS.successToastMs };
      } catch (error) {
        if (isResponseError(error) && error.status === 400) return { ok: false, message: CRM_MESSAGES.outOfSync(args.support), durationMs: CRM_LIMITS.outOfSyncToastMs, outOfSync: true };
        return { ok: false, message: CRM_MESSAGES.failed(mode), durationMs: CRM_LIMITS.successToastMs, outOfSync: false };
      } finally {
        setPending(false);
      }
    },
    [apiFetch, mode],
  );
  return { send, pending };
}

export interface CrmContactInput {
  contactId: string;
  salutation?: string | null;
  firstName: string;
  lastName: string;
  contactCompanyName?: string | null;
  jobTitle?: string | null;
  jobFunction?: string | null;
  seniority?: string | null;
  emailAddress?: string | null;
  phoneNumber?: string | null;
}

export type CrmContactOutcome = { ok: true; isDuplicate: boolean; externalUrl: string | null; message: string } | { ok: false; message: string };

/** sendContact: 'already in' with its link when the provider has the email; 'Failed to send contact' otherwise. */
export function useSendContactToCrm() {
  const { apiFetch } = useTenderlensSession();
  const [pending, setPending] = useState(false);
  const send = useCallback(
    async (contact: CrmContactInput, provider: CrmProvider, accountId: string | null = null): Promise<CrmContactOutcome> => {
      setPending(true);
      try {
        const r = await apiFetch('/api/integrations/contacts/send', { method: 'POST', body: { ...contact, accountId }, schema: CrmSendSchema });
        const name = `${contact.firstName} ${contact.lastName}`.trim();
        return { ok: true, isDuplicate: r.isDuplicate, externalUrl: r.externalUrl, message: r.isDuplicate ? CRM_MESSAGES.alreadyInCrm(r.provider) : CRM_MESSAGES.sent(name, r.provider) };
      } catch {
        return { ok: false, message: CRM_MESSAGES.contactFailed };
      } finally {
        setPending(false);
      }
    },
    [apiFetch],
  );
  return { send, pending };
}

/** describeContactDetails: the contact's page in the CRM (null: not there). */
export function useDescribeContact(contactId: string | null) {
  const { apiFetch } = useTenderlensSession();
  const read = useRestRead(contactId, (signal) => apiFetch('/api/integrations/contacts/describe', { method: 'POST', body: { contactId }, schema: CrmDescribeSchema, signal }));
  return { externalUrl: read.data?.externalUrl ?? null, loading: read.loading };
}
