import { needsOnboarding, useAccount } from '@tenderlens/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../navigation/routes';

/**
 * A new company's admin lands in onboarding (issue 13) until it is completed: once per visit of the app, so leaving
 * onboarding through the navigation skips it for now and the next visit resumes it. Loaded lazily by
 * ./OnboardingRedirect.tsx (the account hook brings zod and the accounts schemas).
 */
export function OnboardingRedirectEffect() {
  const { account } = useAccount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    if (pathname === paths.onboarding) sent.current = true;
    else if (needsOnboarding(account)) {
      sent.current = true;
      void navigate(paths.onboarding, { replace: true });
    }
  }, [account, pathname, navigate]);
  return null;
}
