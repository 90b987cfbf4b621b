import {
  NOTICE_STAGE_LABELS,
  RECORD_COPY,
  useMarkRecordSeen,
  useRecord,
  useRecordWorkspace,
  type CurrentUser,
  type NoticeStage,
  type RecordDetail,
} from '@tenderlens/domain';
import {
  Banner,
  EmptyState,
  formatDate,
  SeenBy,
  Skeleton,
  SkeletonGroup,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Tag,
} from '@tenderlens/ui';
import { useEffect, type ReactNode } from 'react';
import { AiSummaryPanel } from './AiSummaryPanel';
import { ProcurementContactCard } from './ProcurementContactCard';
import { RecordOverflowMenu } from './RecordOverflowMenu';
import { ContractsSection, LotsSection } from './RecordSections';
import { OwnerDocuments } from '../../documents/OwnerDocuments/OwnerDocuments';
import { RecordSidePanel } from './RecordSidePanel';
import { RecordTimelinePanel } from './RecordTimelinePanel';
import * as styles from './Record.css';

export const RECORD_LOAD_ERROR = 'Sorry something has gone wrong. If this error persists please contact support';

export interface RecordContentProps {
  guid: string;
  user: CurrentUser;
  /** The record page shows the title as its h1; the preview shows it in the panel header. @default true */
  showTitle?: boolean;
  /** Share from the overflow menu (the integrator opens ShareViaEmailModal with `[record.guid]` and the title). */
  onShare(record: RecordDetail): void;
  /** Add to list (the integrator opens SaveDrawer with a notice SaveEntity, initialTab 'list'). */
  onAddToList(record: RecordDetail): void;
  /**
   * The comments region (CommentsPanel of the comments screens is mounted here by the integrator:
   * `<CommentsPanel procurementStageId={…} recordTitle={…} />`). Nothing is rendered without it.
   */
  renderComments?: (procurementStageId: string, recordTitle: string) => ReactNode;
  /** Called with the record once it has loaded (the preview uses its name as the panel title). */
  onLoaded?: (record: RecordDetail | null) => void;
}

function RecordSkeleton() {
  return (
    <SkeletonGroup label="Loading record">
      <Skeleton variant="text" width="60%" height="32px" />
      <Skeleton variant="text" lines={2} />
      <Skeleton variant="block" height="240px" />
    </SkeletonGroup>
  );
}

/** Seen by + names ('you' for the signed-in user); the record is marked seen when it opens. */
function RecordSeenBy({ guid, user }: { guid: string; user: CurrentUser }) {
  const markSeen = useMarkRecordSeen();
  const workspace = useRecordWorkspace(guid);
  useEffect(() => {
    void markSeen(guid);
  }, [guid, markSeen]);
  const users = (workspace.data?.seenByUsers ?? []).map((u) => ({ id: u.guid, name: `${u.firstName} ${u.lastName}`.trim() }));
  if (!users.length) return null;
  return <SeenBy users={users} currentUserId={user.guid} maxNames={4} />;
}

/** The record: header, tabs of content and the side column; shared by the page and the preview. */
export function RecordContent({ guid, user, showTitle = true, onShare, onAddToList, renderComments, onLoaded }: RecordContentProps) {
  const { data, fetching, error } = useRecord(guid);
  useEffect(() => {
    if (data !== undefined) onLoaded?.(data);
  }, [data, onLoaded]);

  if (data === undefined && fetching) return <RecordSkeleton />;
  if (error && data === undefined) {
    return (
      <Banner tone="critical" headingLevel={2}>
        {RECORD_LOAD_ERROR}
      </Banner>
    );
  }
  if (!data) return <EmptyState title={RECORD_COPY.noData} illustration="noResults" headingLevel={2} />;

  const n = data.notice;
  const stage = NOTICE_STAGE_LABELS[n.stage as NoticeStage] ?? n.stage;
  return (
    <div className={styles.previewBody}>
      <header className={styles.header}>
        {showTitle && <h1 className={styles.heading}>{n.name}</h1>}
        <div className={styles.headerTop}>
          <div className={styles.meta}>
            <Tag tone={n.stage === 'OPEN' ? 'positive' : n.stage === 'AWARDED' ? 'info' : 'neutral'}>{stage}</Tag>
            {n.buyer && <span>{n.buyer.name}</span>}
            {n.publishDate && <span>{`Published ${formatDate(n.publishDate)}`}</span>}
            {n.closeDate && n.stage !== 'AWARDED' && <span>{`Closes ${formatDate(n.closeDate)}`}</span>}
            <RecordSeenBy guid={data.guid} user={user} />
          </div>
          <div className={styles.headerActions}>
            <RecordOverflowMenu guid={data.guid} title={n.name} onShare={() => onShare(data)} onAddToList={() => onAddToList(data)} readOnly={user.guest} />
          </div>
        </div>
      </header>
      <div className={styles.columns}>
        <div className={styles.main}>
          <Tabs>
            <TabList aria-label="Record sections">
              <Tab id="overview">Overview</Tab>
              <Tab id="lots">{`Lots (${data.lots.length})`}</Tab>
              <Tab id="contracts">{data.awardAccess.visible ? `Contracts (${data.contracts.length})` : 'Contracts'}</Tab>
            </TabList>
            <TabPanel id="overview" className={styles.tabPanel}>
              <AiSummaryPanel recordGuid={data.guid} generate={!user.guest} />
              <h2 className={styles.sectionHeading}>Description</h2>
              <p className={styles.description}>{n.description ?? 'No description in this notice.'}</p>
              {n.cpvCodes.length > 0 && (
                <>
                  <h2 className={styles.sectionHeading}>CPV codes</h2>
                  <span className={styles.chips}>
                    {n.cpvCodes.map((c) => (
                      <Tag key={c.code} size="sm">{`${c.code} ${c.name}`}</Tag>
                    ))}
                  </span>
                </>
              )}
            </TabPanel>
            <TabPanel id="lots" className={styles.tabPanel}>
              <h2 className={styles.sectionHeading}>Lot details</h2>
              <LotsSection lots={data.lots} currency={n.currency} />
            </TabPanel>
            <TabPanel id="contracts" className={styles.tabPanel}>
              <h2 className={styles.sectionHeading}>Contracts</h2>
              <ContractsSection record={data} guest={user.guest} />
            </TabPanel>
          </Tabs>
          <OwnerDocuments owner={{ type: 'notice', guid: data.guid }} />
        </div>
        <aside className={styles.aside} aria-label="Notice summary">
          <RecordSidePanel record={data} />
          <RecordTimelinePanel recordFamilyId={data.recordFamilyId} />
          <ProcurementContactCard record={data} guest={user.guest} />
          {/* Comments region: the integrator mounts CommentsPanel (screens/Comments) through renderComments. */}
          {renderComments && n.procurementStage && (
            <section className={styles.commentsRegion} aria-label="Comments">
              {renderComments(n.procurementStage.id, n.name)}
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}
