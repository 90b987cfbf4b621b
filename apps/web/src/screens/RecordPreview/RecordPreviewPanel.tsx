import { useCurrentUser, type RecordDetail } from '@tenderlens/domain';
import { SlideOutPanel } from '@tenderlens/ui';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { RecordContent } from '../Record/RecordContent';

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
  const [shown, setShown] = useState<string | null>(guid);
  const [title, setTitle] = useState('');
  // A new guid shows at once (state adjusted during render); closing keeps the old one for the exit animation.
  if (guid && guid !== shown) setShown(guid);
  useEffect(() => {
    if (guid) return;
    const timer = window.setTimeout(() => {
      setShown(null);
      setTitle('');
    }, RECORD_PREVIEW_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [guid]);
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
