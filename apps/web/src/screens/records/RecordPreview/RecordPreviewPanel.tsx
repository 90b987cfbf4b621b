import { useCurrentUser, type RecordDetail } from '@tenderlens/domain';
import { SlideOutPanel } from '@tenderlens/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { RecordContent } from '../Record/RecordContent';
import { useKeptWhileClosing } from './useKeptWhileClosing';

/** Width of the record viewer drawer (spec 2§9). */
export const RECORD_PREVIEW_WIDTH = '1200px';
/** The panel keeps its record this long after closing, for the exit animation (spec 2§2). */
export const RECORD_PREVIEW_CLEAR_MS = 300;

export interface RecordPreviewPanelProps {
  /** The record to show; null closes the panel. */
  guid: string | null;
  onClose(): void;
  /** See RecordPage.onShare. */
  onShare?: (record: RecordDetail) => void;
  /** See RecordPage.onAddToList. */
  onAddToList?: (record: RecordDetail) => void;
  renderComments?: (procurementStageId: string, recordTitle: string) => ReactNode;
}

/** The record preview slide-out (1200 wide): the record page's content beside the list it was opened from. */
export function RecordPreviewPanel({ guid, onClose, onShare, onAddToList, renderComments }: RecordPreviewPanelProps) {
  const { user } = useCurrentUser();
  const [title, setTitle] = useState('');
  const clearTitle = useCallback(() => setTitle(''), []);
  // A new guid shows at once; closing keeps the old one for the exit animation, then clears it.
  const shown = useKeptWhileClosing(guid, RECORD_PREVIEW_CLEAR_MS, clearTitle);
  const onLoaded = useCallback((r: RecordDetail | null) => setTitle(r?.notice.name ?? ''), []);
  return (
    <SlideOutPanel
      title={title || 'Notice'}
      width={RECORD_PREVIEW_WIDTH}
      isOpen={guid !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeLabel="Close notice preview"
    >
      {shown && user && (
        <RecordContent
          key={shown}
          guid={shown}
          user={user}
          showTitle={false}
          onLoaded={onLoaded}
          onShare={(r) => onShare?.(r)}
          onAddToList={(r) => onAddToList?.(r)}
          {...(renderComments ? { renderComments } : {})}
        />
      )}
    </SlideOutPanel>
  );
}
