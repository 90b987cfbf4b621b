import type { CurrentUser, RecordDetail } from '@tenderlens/domain';
import type { ReactNode } from 'react';
import { DemoDatesNote } from '../../../pageParts/DemoDatesNote/DemoDatesNote';
import { RecordContent } from './RecordContent';
import * as styles from './Record.css';

export interface RecordPageProps {
  guid: string;
  user: CurrentUser;
  /** Share from the overflow menu; the route opens ShareViaEmailModal (sharing screens) with it. */
  onShare?: (record: RecordDetail) => void;
  /**
   * Add to list from the overflow menu; the route opens SaveDrawer with
   * `{ type: 'notice', ids: [record.guid], name: record.notice.name, buyerIds, stage, procurementStageId }`, initialTab 'list'.
   */
  onAddToList?: (record: RecordDetail) => void;
  /** See RecordContent.renderComments. */
  renderComments?: (procurementStageId: string, recordTitle: string) => ReactNode;
}

/** The record page, /records/{guid} (spec 2§2). */
export function RecordPage({ guid, user, onShare, onAddToList, renderComments }: RecordPageProps) {
  return (
    <div className={styles.page}>
      <DemoDatesNote />
      <RecordContent
        guid={guid}
        user={user}
        onShare={(r) => onShare?.(r)}
        onAddToList={(r) => onAddToList?.(r)}
        {...(renderComments ? { renderComments } : {})}
      />
    </div>
  );
}
