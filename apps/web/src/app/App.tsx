import { createTenderlensClient, hasSessionHint } from '@tenderlens/domain';
import { ToastRegion } from '@tenderlens/ui';
import { Provider as JotaiProvider } from 'jotai';
import { Component, useCallback, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { CrashScreen } from '../screens/shell/Crash/CrashScreen';
import { reportError } from '../pageParts/errorReporter/errorReporter';
import { createRouter } from './routes';
import { ResetSessionContext } from '../pageParts/session/session';

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

export function App() {
  // A new client (and so an empty cache) for each signed-in session: logout swaps it.
  const [session, setSession] = useState(0);
  const client = useMemo(
    () => createTenderlensClient({ hasSession: hasSessionHint }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `session` is the reset key
    [session],
  );
  const reset = useCallback(() => setSession((s) => s + 1), []);
  const router = useMemo(() => createRouter(), []);
  return (
    <TopLevelBoundary>
      <JotaiProvider>
        <ResetSessionContext.Provider value={reset}>
          <UrqlProvider value={client}>
            <RouterProvider router={router} />
            <ToastRegion />
          </UrqlProvider>
        </ResetSessionContext.Provider>
      </JotaiProvider>
    </TopLevelBoundary>
  );
}
