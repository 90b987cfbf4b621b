import { useCurrentUser } from '@tenderlens/domain';
import { useRecordActions } from '../../records/Record/useRecordActions';
import { NoticesPage } from './NoticesPage';

/** The /notices route: the signed-in layout guarantees a user. Rows open the preview, save drawer and share modal. */
export function NoticesRoute() {
  const { user } = useCurrentUser();
  const actions = useRecordActions();
  if (!user) return null;
  return (
    <>
      <NoticesPage user={user} onOpenPreview={actions.openPreview} onSave={actions.openSave} />
      {actions.overlays}
    </>
  );
}
