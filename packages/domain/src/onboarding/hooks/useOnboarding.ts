/**
 * Onboarding (issue 13, decision 0049): the industries and signal templates, the company's industry and
 * `complete_onboarding`. REST through apiFetch; the signals are saved with useSignalSettings and colleagues invited with
 * useTeam, as outside onboarding.
 */
import { useCallback, useState } from 'react';
import { useTenderlensSession } from '../../client/session';
import { useRestQuery, type Outcome } from '../../accounts/hooks/useAccount';
import { OnboardingTemplatesJsonSchema } from '../schemas/onboarding';

/** The industries and the templates of `industry` (all when null). */
export function useOnboardingTemplates(industry: string | null) {
  const path = `/api/onboarding_templates${industry ? `?industry=${encodeURIComponent(industry)}` : ''}`;
  const { data, error, loading, reload } = useRestQuery(path, OnboardingTemplatesJsonSchema);
  return { industries: data?.industries, templates: data?.templates, error, loading, reload };
}

export function useOnboardingActions(companyGuid: string) {
  const { apiFetch } = useTenderlensSession();
  const [pending, setPending] = useState(false);
  const run = useCallback(async (work: () => Promise<unknown>): Promise<Outcome> => {
    setPending(true);
    try {
      await work();
      return { ok: true };
    } catch {
      return { ok: false };
    } finally {
      setPending(false);
    }
  }, []);
  const setIndustry = useCallback(
    (industry: string) => run(() => apiFetch(`/api/companies/${companyGuid}/industry`, { method: 'PUT', body: { industry } })),
    [apiFetch, companyGuid, run],
  );
  const complete = useCallback(
    () => run(() => apiFetch(`/api/companies/${companyGuid}/complete_onboarding`, { method: 'POST', body: {} })),
    [apiFetch, companyGuid, run],
  );
  return { setIndustry, complete, pending };
}
