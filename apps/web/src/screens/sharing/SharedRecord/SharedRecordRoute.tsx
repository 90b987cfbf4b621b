import { parseShareToken } from '@tenderlens/domain';
import { useSearchParams } from 'react-router';
import { SharedRecordPage } from './SharedRecordPage';

/** `/records/{guid}?share={token}` without a session: a malformed token is an unknown link. */
export function SharedRecordRoute({ guid }: { guid: string }) {
  const [params] = useSearchParams();
  return <SharedRecordPage guid={guid} token={parseShareToken(params.get('share'))} />;
}
