/** Admin pages (issue 13): REST reads refetched after each change; writes reset the session when the cache rule says so. */
import { useCallback, useState } from 'react';
import { useTenderlensSession } from '../../client/session';
import { useRestRead, type RestRead } from '../../organisations/hooks/useRestRead';
import {
  AdminCompanyDetailSchema,
  AdminCompanySearchSchema,
  AdminSessionSchema,
  AdminUserDetailSchema,
  AdminUserSearchSchema,
  AuditLogSchema,
  DemoRequestsSchema,
  SalesInteractionsSchema,
  type AdminCompany,
  type AdminCompanyChange,
  type AdminCompanyDetail,
  type AdminSession,
  type AdminUser,
  type AdminUserChange,
  type AdminUserDetail,
  type AuditEntry,
  type DemoRequestEntry,
  type SalesInteractionEntry,
} from '../schemas/admin';

const query = (q: string) => `q=${encodeURIComponent(q)}&limit=25`;

/** Users and companies whose name or email contains `q` (all when empty). */
export function useAdminSearch(q: string): { users: RestRead<{ users: AdminUser[] }>; companies: RestRead<{ companies: AdminCompany[] }> } {
  return {
    users: useRestRead(`/api/admin/users?${query(q)}`, { schema: AdminUserSearchSchema }),
    companies: useRestRead(`/api/admin/companies?${query(q)}`, { schema: AdminCompanySearchSchema }),
  };
}

export const useAdminUser = (id: string | null): RestRead<AdminUserDetail> =>
  useRestRead(id ? `/api/admin/users/${encodeURIComponent(id)}` : null, { schema: AdminUserDetailSchema });

export const useAdminCompany = (id: string | null): RestRead<AdminCompanyDetail> =>
  useRestRead(id ? `/api/admin/companies/${encodeURIComponent(id)}` : null, { schema: AdminCompanyDetailSchema });

/** Where the admin acts (for the admin bar); null path when not an admin. */
export const useAdminSession = (enabled: boolean): RestRead<AdminSession> =>
  useRestRead(enabled ? '/api/admin/session' : null, { schema: AdminSessionSchema });

export const useDemoRequests = (): RestRead<{ demo_requests: DemoRequestEntry[] }> =>
  useRestRead('/api/admin/demo_requests?limit=50', { schema: DemoRequestsSchema });
export const useSalesInteractions = (): RestRead<{ sales_interactions: SalesInteractionEntry[] }> =>
  useRestRead('/api/admin/sales_interactions?limit=50', { schema: SalesInteractionsSchema });
export const useAuditLog = (): RestRead<{ entries: AuditEntry[] }> => useRestRead('/api/admin/audit_log?limit=50', { schema: AuditLogSchema });

export interface AdminActions {
  updateCompany(id: string, change: AdminCompanyChange): Promise<AdminCompanyDetail>;
  updateUser(id: string, change: AdminUserChange): Promise<AdminUserDetail>;
  /** Deletes the user (decision 0049); the server's 409 message when refused. */
  deleteUser(id: string): Promise<void>;
  /** null: back to one's own company. */
  switchCompany(companyId: string | null): Promise<void>;
  switchTeam(teamId: string): Promise<void>;
  pending: boolean;
}

/** The admin writes. Each throws the server's error (a ResponseError with its message) for the page to show. */
export function useAdminActions(): AdminActions {
  const { apiFetch } = useTenderlensSession();
  const [pending, setPending] = useState(0);
  const run = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setPending((n) => n + 1);
    try {
      return await work();
    } finally {
      setPending((n) => n - 1);
    }
  }, []);
  return {
    updateCompany: useCallback(
      (id, change) => run(() => apiFetch(`/api/admin/companies/${encodeURIComponent(id)}`, { method: 'PATCH', body: change, schema: AdminCompanyDetailSchema })),
      [apiFetch, run],
    ),
    updateUser: useCallback(
      (id, change) => run(() => apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: change, schema: AdminUserDetailSchema })),
      [apiFetch, run],
    ),
    deleteUser: useCallback((id) => run(async () => void (await apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' }))), [apiFetch, run]),
    switchCompany: useCallback((companyId) => run(() => apiFetch('/api/admin/switch_company', { method: 'POST', body: { company_id: companyId } })), [apiFetch, run]),
    switchTeam: useCallback((teamId) => run(() => apiFetch('/api/admin/switch_team', { method: 'POST', body: { team_id: teamId } })), [apiFetch, run]),
    pending: pending > 0,
  };
}
