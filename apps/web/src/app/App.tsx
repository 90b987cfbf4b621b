import { createTenderlensClient, hasSessionHint } from '@tenderlens/domain';
import { Provider as JotaiProvider } from 'jotai';
import { Component, StrictMode, lazy, Suspense, useCallback, useEffect, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { CrashScreen } from '../screens/shell/Crash/CrashScreen';
import { reportError } from '../pageParts/errorReporter/errorReporter';
import { createRouter } from './routes';
import { ResetSessionContext } from '../pageParts/session/session';

/**
 * The toast region, fetched beside the first screen rather than before it: toasts queue in the kit's `toastQueue`
 * until it renders, so one raised while it loads still shows. Keeps react-aria's toast, tooltips and the icon set out
 * of the initial JS (tests/bench/web-size.mjs).
 */
const ToastRegion = lazy(async () => ({ default: (await import('./LazyToastRegion')).ToastRegion }));

class TopLevelBoundary extends Component<{ children: ReactNode }, { error: unknown; eventId?: string }> {
  override state: { error: unknown; eventId?: string } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ eventId: reportError(error, { componentStack: info.componentStack }) });
  }
  override render() {
    return this.state.error ? <CrashScreen error={this.state.error} eventId={this.state.eventId} /> : this.props.children;
  }
}

/**
 * `router`: the one to render; by default a browser router made on first render. main.tsx passes one made before
 * React starts (it waits for the first route's module, to hydrate the pre-rendered sign-in page), and the build's
 * pre-render a memory router (apps/web/src/prerender/signIn.tsx).
 */
export function App({ router: given }: { router?: DataRouter } = {}) {
  // A new client (and so an empty cache) for each signed-in session: logout swaps it.
  const [session, setSession] = useState(0);
  const client = useMemo(
    () => createTenderlensClient({ hasSession: hasSessionHint }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `session` is the reset key
    [session],
  );
  const reset = useCallback(() => setSession((s) => s + 1), []);
  const router = useMemo(() => given ?? createRouter(), [given]);
  // The pre-rendered sign-in page (main.tsx) is now React's: its marker goes, so a test knows typing reaches React.
  useEffect(() => document.getElementById('root')?.removeAttribute('data-prerendered'), []);
  return (
    <TopLevelBoundary>
      <JotaiProvider>
        <ResetSessionContext.Provider value={reset}>
          <UrqlProvider value={client}>
            <RouterProvider router={router} />
            <Suspense fallback={null}>
              <ToastRegion />
            </Suspense>
          </UrqlProvider>
        </ResetSessionContext.Provider>
      </JotaiProvider>
    </TopLevelBoundary>
  );
}

/** The element main.tsx renders and the build pre-renders: the same tree on both sides, so hydration matches. */
export function appElement(router: DataRouter) {
  return (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
}
