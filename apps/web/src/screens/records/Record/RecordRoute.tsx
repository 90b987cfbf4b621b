import { useCurrentUser } from '@tenderlens/domain';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useRecordActions } from './useRecordActions';
import { RecordPage } from './RecordPage';

/** /records/{guid}: the overflow menu shares by email and adds to a list; the comments panel sits in its region. */
export function RecordRoute() {
  const { user } = useCurrentUser();
  const { guid } = useParams();
  const actions = useRecordActions();
  const [params, setParams] = useSearchParams();
  const shared = params.has('share');
  useEffect(() => {
    // A signed-in user who opens a share link gets the normal record page; the token leaves the address bar.
    if (shared)
      setParams(
        (p) => {
          p.delete('share');
          return p;
        },
        { replace: true },
      );
  }, [shared, setParams]);
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
