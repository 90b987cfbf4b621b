import type { CurrentUser } from '@tenderlens/domain';
import { useState, type ReactNode } from 'react';
import { RecordContent } from './RecordContent';
import * as styles from './Record.css';

export interface RecordPageProps {
  guid: string;
  user: CurrentUser;
  /** Share from the overflow menu; the route opens ShareViaEmailModal (sharing screens) with it. */
  onShare?: (guid: string, title: string) => void;
  /** Add to list from the overflow menu; the route opens SaveDrawer on its list tab with it. */
  onAddToList?: (guid: string, title: string) => void;
  /** See RecordContent.renderComments. */
  renderComments?: (procurementStageId: string, recordTitle: string) => ReactNode;
}

/** The record page, /records/{guid} (spec 2§2). */
export function RecordPage({ guid, user, onShare, onAddToList, renderComments }: RecordPageProps) {
  const [title, setTitle] = useState('');
  return (
    <div className={styles.page}>
      <RecordContent
        guid={guid}
        user={user}
        onLoaded={(r) => setTitle(r?.notice.name ?? '')}
        onShare={() => onShare?.(guid, title)}
        onAddToList={() => onAddToList?.(guid, title)}
        {...(renderComments ? { renderComments } : {})}
      />
    </div>
  );
}
