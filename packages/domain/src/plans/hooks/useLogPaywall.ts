import { useCallback } from 'react';
import { useTenderlensSession } from '../../client/session';
import type { PaywallType } from '../catalogue';
import { paywallFor } from '../catalogue';

/**
 * Spec 2§4 "Paywall modal: opens and is logged": each opening of a paywall (modal or page) is a sales interaction
 * (POST /api/sales_interactions, actionType PAYWALL_OPENED, the paywall's data type). Never throws: a failed log
 * must not stand between the user and the paywall.
 */
export function useLogPaywall(): (type: PaywallType, where: 'paywall_modal' | 'paywall_page') => void {
  const { apiFetch } = useTenderlensSession();
  return useCallback(
    (type, where) => {
      apiFetch('/api/sales_interactions', {
        method: 'POST',
        body: {
          actionType: type === 'AWARDS_LOCKED' ? 'PAYWALL_AWARDS_LOCKED_OPENED' : type === 'ACCOUNT_BRIEFINGS' ? 'PAYWALL_ACCOUNT_BRIEFINGS_OPENED' : 'PAYWALL_OPENED',
          dataType: paywallFor(type).dataType,
          pageUrl: window.location.pathname + window.location.search,
          contextSource: where,
        },
      }).catch((error: unknown) => console.warn('Could not log the paywall opening', error));
    },
    [apiFetch],
  );
}
