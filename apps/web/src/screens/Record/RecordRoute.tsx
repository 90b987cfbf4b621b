import { useCurrentUser } from '@tenderlens/domain';
import { useParams } from 'react-router';
import { useRecordActions } from '../../app/recordActions/useRecordActions';
import { RecordPage } from './RecordPage';

/** /records/{guid}: the overflow menu shares by email and adds to a list; the comments panel sits in its region. */
export function RecordRoute() {
  const { user } = useCurrentUser();
  const { guid } = useParams();
  const actions = useRecordActions();
  if (!user || !guid) return null;
  return (
    <>
      <RecordPage
        key={guid}
        guid={guid}
        user={user}
        onShare={actions.share}
        onAddToList={actions.addToList}
        renderComments={actions.renderComments}
      />
      {actions.overlays}
    </>
  );
}
