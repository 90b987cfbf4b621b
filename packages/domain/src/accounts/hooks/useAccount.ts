/**
 * Signed-in accounts hooks (REST, bearer + CSRF through apiFetch): the caller's account, the team and
 * its invitations, the subscription, display settings and sessions. Each holds its data and updates
 * it from the server's answers (cache rules: see accounts/rules.ts and its tests).
 */
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { useTenderlensSession } from '../../client/session';
import {
  AccountJsonSchema,
  CompanyTeamsJsonSchema,
  DisplaySettingsJsonSchema,
  InvitationsJsonSchema,
  InviteAnswerJsonSchema,
  SessionsJsonSchema,
  SubscriptionJsonSchema,
  TeamMembersJsonSchema,
  type DisplaySettings,
} from '../schemas/accounts';
import { withMemberChange, withoutInvitation, withoutMember, withoutSession, type MemberChange } from '../rules';

export interface Loadable<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** GET `path` with `schema` while `enabled`; `reload` asks again. */
export function useRestQuery<S extends z.ZodType>(path: string | null, schema: S) {
  const { apiFetch } = useTenderlensSession();
  const [data, setData] = useState<z.output<S> | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!path) return undefined;
    let live = true;
    apiFetch(path, { schema }).then(
      (v) => live && setData(v),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [apiFetch, path, schema, version]);
  const reload = useCallback(() => {
    setError(null);
    setVersion((v) => v + 1);
  }, []);
  return { data, setData, error, loading: path !== null && data === undefined && !error, reload };
}

export type Outcome = { ok: true } | { ok: false };

export function useAccount() {
  const { data, error, loading, reload } = useRestQuery('/api/account', AccountJsonSchema);
  return { account: data, error, loading, reload };
}

export function useSendVerificationEmail() {
  const { apiFetch } = useTenderlensSession();
  return useCallback(async (): Promise<Outcome> => {
    try {
      await apiFetch('/api/users/send_verification_email', { method: 'POST', body: {} });
      return { ok: true };
    } catch {
      return { ok: false };
    }
  }, [apiFetch]);
}

/** The company's users, open invitations (company admins) and teams, with the team-management operations. */
export function useTeam(companyGuid: string, options: { isCompanyAdmin: boolean }) {
  const { apiFetch } = useTenderlensSession();
  const members = useRestQuery(`/api/companies/${companyGuid}/members`, TeamMembersJsonSchema);
  const invitations = useRestQuery(options.isCompanyAdmin ? '/api/user_invitations' : null, InvitationsJsonSchema);
  const teams = useRestQuery(`/api/companies/${companyGuid}/teams`, CompanyTeamsJsonSchema);
  const { setData: setMembers } = members;
  const { setData: setInvitations, reload: reloadInvitations } = invitations;

  const updateMember = useCallback(
    async (guid: string, change: MemberChange): Promise<Outcome> => {
      try {
        await apiFetch(`/api/companies/${companyGuid}/members/${guid}`, {
          method: 'PATCH',
          body: { role: change.role, active: change.active, has_export_permission: change.hasExportPermission },
        });
        setMembers((list) => (list ? withMemberChange(list, guid, change) : list));
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },
    [apiFetch, companyGuid, setMembers],
  );

  /** DELETE the colleague (company admins); the list drops them on success. */
  const deleteMember = useCallback(
    async (guid: string): Promise<{ ok: true } | { ok: false; message: string | null }> => {
      try {
        await apiFetch(`/api/companies/${companyGuid}/members/${guid}`, { method: 'DELETE' });
        setMembers((list) => (list ? withoutMember(list, guid) : list));
        return { ok: true };
      } catch (e: unknown) {
        return { ok: false, message: (e as { status?: number; message?: string }).status === 409 ? ((e as { message?: string }).message ?? null) : null };
      }
    },
    [apiFetch, companyGuid, setMembers],
  );

  const invite = useCallback(
    async (emails: string[], teamId?: string): Promise<{ ok: true; skipped: string[] } | { ok: false; rateLimited: boolean }> => {
      try {
        const answer = await apiFetch('/api/user_invitations', {
          method: 'POST',
          body: { email_addresses: emails, ...(teamId ? { team_id: teamId } : {}) },
          schema: InviteAnswerJsonSchema,
        });
        reloadInvitations();
        return { ok: true, skipped: answer.skipped };
      } catch (e: unknown) {
        return { ok: false, rateLimited: (e as { status?: number }).status === 429 };
      }
    },
    [apiFetch, reloadInvitations],
  );

  const resend = useCallback(
    async (id: string): Promise<Outcome> => {
      try {
        await apiFetch(`/api/user_invitations/${id}/resend`, { method: 'POST', body: {} });
        reloadInvitations();
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },
    [apiFetch, reloadInvitations],
  );

  const revoke = useCallback(
    async (id: string): Promise<Outcome> => {
      try {
        await apiFetch(`/api/user_invitations/${id}`, { method: 'DELETE' });
        setInvitations((list) => (list ? withoutInvitation(list, id) : list));
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },
    [apiFetch, setInvitations],
  );

  return {
    members: members.data,
    invitations: invitations.data,
    teams: teams.data,
    loading: members.loading,
    error: members.error,
    reload: members.reload,
    updateMember,
    deleteMember,
    invite,
    resend,
    revoke,
  };
}

/** POST /api/users/switch_team; reloads the page's data (the whole workspace follows the team). */
export function useSwitchTeam() {
  const { apiFetch } = useTenderlensSession();
  return useCallback(
    async (teamId: string): Promise<Outcome> => {
      try {
        await apiFetch('/api/users/switch_team', { method: 'POST', body: { team_id: teamId } });
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },
    [apiFetch],
  );
}

export function useSubscription() {
  const { apiFetch } = useTenderlensSession();
  const { data, error, loading, reload } = useRestQuery('/api/subscription', SubscriptionJsonSchema);
  const requestDowngrade = useCallback(
    async (newPlan: 'FREEMIUM' | 'BASIC' | 'GROWTH'): Promise<Outcome> => {
      try {
        await apiFetch('/api/subscription/downgrade', { method: 'POST', body: { new_plan: newPlan } });
        reload();
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },
    [apiFetch, reload],
  );
  return { subscription: data, error, loading, reload, requestDowngrade };
}

export function useDisplaySettings() {
  const { apiFetch } = useTenderlensSession();
  const query = useRestQuery('/api/display_settings', DisplaySettingsJsonSchema);
  const { setData } = query;
  const save = useCallback(
    async (change: Partial<DisplaySettings>): Promise<Outcome> => {
      try {
        const saved = await apiFetch('/api/display_settings', {
          method: 'POST',
          body: { use_supplier_name: change.useSupplierName, show_buyer_categories: change.showBuyerCategories },
          schema: DisplaySettingsJsonSchema,
        });
        setData(saved);
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },
    [apiFetch, setData],
  );
  return { settings: query.data, error: query.error, loading: query.loading, save };
}

export function useSessions() {
  const { apiFetch } = useTenderlensSession();
  const query = useRestQuery('/api/sessions', SessionsJsonSchema);
  const { setData } = query;
  const revoke = useCallback(
    async (id: string): Promise<Outcome> => {
      try {
        await apiFetch(`/api/sessions/${id}`, { method: 'DELETE' });
        setData((list) => (list ? withoutSession(list, id) : list));
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },
    [apiFetch, setData],
  );
  return { sessions: query.data, error: query.error, loading: query.loading, revoke };
}
