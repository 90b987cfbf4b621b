import type { RecordDetail } from '@tenderlens/domain';
import { useCallback, useState, type ReactNode } from 'react';
import { CommentsPanel } from '../../leads/Comments/CommentsPanel';
import { RecordPreviewPanel } from '../RecordPreview/RecordPreviewPanel';
import { SaveDrawer, type SaveDrawerTab, type SaveEntity } from '../../opportunities/SaveDrawer/SaveDrawer';
import { ShareViaEmailModal } from '../../sharing/Share/ShareViaEmailModal';

interface ShareTarget {
  guids: string[];
  title: string;
}

export interface RecordActions {
  /** Opens the record preview slide-out. */
  openPreview(guid: string): void;
  /** Opens the save drawer for a notice, buyer or supplier (on its first tab unless `tab` is given). */
  openSave(entity: SaveEntity, tab?: SaveDrawerTab): void;
  /** The record overflow menu's Share. */
  share(record: RecordDetail): void;
  /** The record overflow menu's Add to list: the save drawer on its List tab ('Save to a list'). */
  addToList(record: RecordDetail): void;
  /** The comments region of a record. */
  renderComments(procurementStageId: string, recordTitle: string): ReactNode;
  /** The overlays themselves: render once, beside the screen. */
  overlays: ReactNode;
}

/**
 * What a screen that lists or shows notices opens from them: the preview slide-out, the save drawer,
 * the share-via-email modal and the comments panel — one instance of each per screen.
 */
export function useRecordActions(): RecordActions {
  const [previewGuid, setPreviewGuid] = useState<string | null>(null);
  const [saving, setSaving] = useState<{ entity: SaveEntity; tab?: SaveDrawerTab } | null>(null);
  const [sharing, setSharing] = useState<ShareTarget | null>(null);

  const openPreview = useCallback((guid: string) => setPreviewGuid(guid), []);
  const openSave = useCallback((entity: SaveEntity, tab?: SaveDrawerTab) => setSaving({ entity, tab }), []);
  const share = useCallback((r: RecordDetail) => setSharing({ guids: [r.guid], title: r.notice.name }), []);
  const addToList = useCallback((r: RecordDetail) => {
    const n = r.notice;
    const entity: SaveEntity = {
      type: 'notice',
      ids: [r.guid],
      name: n.name,
      buyerIds: n.buyers.map((b) => b.guid),
      buyerNames: n.buyers.map((b) => b.name),
      stage: n.stage,
      ...(n.procurementStage ? { procurementStageId: n.lead?.id ?? n.procurementStage.id } : {}),
    };
    setSaving({ entity, tab: 'list' });
  }, []);
  const renderComments = useCallback(
    (procurementStageId: string, recordTitle: string) => (
      <CommentsPanel procurementStageId={procurementStageId} recordTitle={recordTitle} />
    ),
    [],
  );

  const overlays = (
    <>
      <RecordPreviewPanel
        guid={previewGuid}
        onClose={() => setPreviewGuid(null)}
        onShare={share}
        onAddToList={addToList}
        renderComments={renderComments}
      />
      <SaveDrawer entity={saving?.entity ?? null} initialTab={saving?.tab} onClose={() => setSaving(null)} />
      <ShareViaEmailModal
        guids={sharing?.guids ?? []}
        title={sharing?.title ?? ''}
        isOpen={sharing !== null}
        onClose={() => setSharing(null)}
      />
    </>
  );

  return { openPreview, openSave, share, addToList, renderComments, overlays };
}
