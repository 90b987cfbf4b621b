import { SignalSettingsPage } from './SignalSettingsPage';

/** /account-management/feed-settings. */
export function SignalSettingsRoute() {
  return <SignalSettingsPage />;
}
