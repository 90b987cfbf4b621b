import { useCurrentUser } from '@tenderlens/domain';
import { NoticesPage } from './NoticesPage';

/** The /notices route: the signed-in layout guarantees a user. */
export function NoticesRoute() {
  const { user } = useCurrentUser();
  return user ? <NoticesPage user={user} /> : null;
}
