import { useCurrentUser } from '@tenderlens/domain';
import { useParams } from 'react-router';
import { RecordPage } from './RecordPage';

/**
 * /records/{guid}. Integration point (after merge): open ShareViaEmailModal from `onShare`, SaveDrawer
 * (initialTab 'list') from `onAddToList`, and pass CommentsPanel through `renderComments`.
 */
export function RecordRoute() {
  const { user } = useCurrentUser();
  const { guid } = useParams();
  if (!user || !guid) return null;
  return <RecordPage key={guid} guid={guid} user={user} />;
}
