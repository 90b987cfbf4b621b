import { lazy, Suspense } from 'react';

/**
 * The account check behind the onboarding redirect, fetched when a signed-in page first renders rather than with the
 * entry script: `useAccount` parses its answer with zod, and importing it here statically put zod (27 KB gzipped) and
 * the accounts schemas into the initial JS sign-in downloads (docs/decisions/0053-valibot-on-the-first-screen.md).
 */
const OnboardingRedirectEffect = lazy(async () => ({ default: (await import('./OnboardingRedirectEffect')).OnboardingRedirectEffect }));

/** Sends a new company's admin to onboarding until it is completed (./OnboardingRedirectEffect.tsx); renders nothing. */
export function OnboardingRedirect() {
  return (
    <Suspense fallback={null}>
      <OnboardingRedirectEffect />
    </Suspense>
  );
}
