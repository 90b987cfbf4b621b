import {
  FEED_CAUTION_COPY,
  GENERIC_ERROR_MESSAGE,
  NOTICE_STAGE_LABELS,
  feedCaution,
  highlightSegments,
  matchedNoticesHeading,
  orderMatchReasons,
  showingHeading,
  useCurrentUser,
  useFeedPreview,
  useRecordAnnotation,
  windowDays,
  type FeedPreviewRecord,
  type FeedSignal,
  type NoticeStage,
  type SignalCriteria,
} from '@tenderlens/domain';
import {
  Button,
  EmptyState,
  IconButton,
  Popover,
  PopoverTrigger,
  Skeleton,
  SkeletonGroup,
  Tag,
  VisuallyHidden,
  type TagTone,
} from '@tenderlens/ui';
import { formatDistanceToNowStrict } from 'date-fns';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './FeedPreview.css';

export interface FeedPreviewProps {
  /** The criteria being edited; absent = the team's saved signal settings. */
  criteria?: SignalCriteria;
  /** During onboarding the stage label and the record link are left out. @default false */
  onboarding?: boolean;
}

/** How long after a hover opened the preview a click still leaves it open. */
const HOVER_CLICK_GRACE_MS = 600;

const REASON_TONE: Record<string, TagTone> = {
  keyword: 'info',
  partner: 'positive',
  competitor: 'critical',
  cpv: 'beta',
};
const REASON_LABEL: Record<string, string> = {
  keyword: 'Keyword',
  partner: 'Partner',
  competitor: 'Competitor',
  cpv: 'CPV code',
};

function Highlighted({ text, matches }: { text: string; matches: { start: number; end: number }[] }) {
  return (
    <>
      {highlightSegments(text, matches).map((segment, i) =>
        segment.highlighted ? (
          <mark key={i} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/** Details/Preview (hover or click): the title (a link in a new tab; none in onboarding or for a guest, spec 2§6) and the description with keyword matches highlighted. */
function RecordDetails({
  record,
  criteria,
  linkTitle,
  companyId,
}: {
  record: FeedPreviewRecord;
  criteria?: SignalCriteria | undefined;
  linkTitle: boolean;
  companyId: string;
}) {
  const [open, setOpen] = useState(false);
  // Opened by hovering: the click that follows the hover must not toggle it shut again.
  const hoverOpenedAt = useRef(0);
  const onOpenChange = (next: boolean) => {
    if (!next && Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return;
    setOpen(next);
  };
  const annotation = useRecordAnnotation({ companyId, guid: open ? record.guid : null, criteria });
  const descriptionMatches = annotation.matches.filter((m) => m.field === 'description');
  const nameMatches = annotation.matches.filter((m) => m.field === 'name');
  return (
    <PopoverTrigger isOpen={open} onOpenChange={onOpenChange}>
      <Button
        variant="tertiary"
        size="sm"
        onHoverStart={() => {
          if (open) return;
          hoverOpenedAt.current = Date.now();
          setOpen(true);
        }}
        aria-label={`Details of ${record.name}`}
      >
        Details
      </Button>
      <Popover title="Preview" placement="bottom end">
        <div className={styles.previewBody}>
          {!linkTitle ? (
            <strong>
              <Highlighted text={record.name} matches={nameMatches} />
            </strong>
          ) : (
            <a
              className={styles.previewTitle}
              href={`/records/${record.guid}`}
              target="_blank"
              rel="noreferrer"
            >
              <Highlighted text={record.name} matches={nameMatches} />
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          )}
          {annotation.fetching ? (
            <SkeletonGroup label="Loading the description">
              <Skeleton variant="text" lines={3} />
            </SkeletonGroup>
          ) : (
            <p className={styles.description}>
              <Highlighted
                text={record.description ?? 'No description.'}
                matches={record.description ? descriptionMatches : []}
              />
            </p>
          )}
        </div>
      </Popover>
    </PopoverTrigger>
  );
}

function FeedCard({
  record,
  reasons,
  onboarding,
  linkTitle,
  criteria,
  companyId,
}: {
  record: FeedPreviewRecord;
  reasons: FeedSignal[];
  onboarding: boolean;
  linkTitle: boolean;
  criteria?: SignalCriteria | undefined;
  companyId: string;
}) {
  const headingId = useId();
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      {reasons.length > 0 ? (
        <ul className={styles.reasons} aria-label="Match reasons">
          {reasons.map((s) => (
            <li key={s.id}>
              <Tag size="sm" tone={REASON_TONE[s.category] ?? 'neutral'}>
                {`${REASON_LABEL[s.category] ?? s.category}: ${s.name}`}
              </Tag>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.meta}>
        {record.publishDate ? (
          <span>
            Published {formatDistanceToNowStrict(new Date(record.publishDate), { addSuffix: true })}
          </span>
        ) : null}
        {!onboarding ? (
          <Tag size="sm">{NOTICE_STAGE_LABELS[record.stage as NoticeStage] ?? record.stage}</Tag>
        ) : null}
      </div>
      <h3 id={headingId} className={styles.name}>
        {record.name}
      </h3>
      {record.buyerName ? <p className={styles.buyer}>{record.buyerName}</p> : null}
      <div className={styles.footer}>
        <RecordDetails record={record} criteria={criteria} linkTitle={linkTitle} companyId={companyId} />
      </div>
    </li>
  );
}

function CautionPopover({ kind }: { kind: 'few' | 'many' }) {
  const copy = FEED_CAUTION_COPY[kind];
  return (
    <PopoverTrigger>
      <IconButton icon="AlertTriangle" aria-label="Why this number of results?" size="sm" />
      <Popover title={copy.title}>
        <div className={styles.caution}>
          <p className={styles.cautionText}>{copy.advice}</p>
        </div>
      </Popover>
    </PopoverTrigger>
  );
}

/**
 * Feed preview (spec 1§2 screen 10): notices of the last 6 months matching the criteria, 40 at a time
 * with 40 more when the list is scrolled to the bottom, a caution for unusual monthly volumes.
 */
export function FeedPreview({ criteria, onboarding = false }: FeedPreviewProps) {
  const { user } = useCurrentUser();
  const companyId = user?.company.id ?? '';
  const feed = useFeedPreview({ companyId, criteria, pause: !user });
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadMore, loadingMore } = feed;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  if (feed.fetching) {
    return (
      <section className={styles.root} aria-label="Feed preview">
        <SkeletonGroup label="Loading the feed preview">
          <Skeleton variant="text" lines={1} />
          <Skeleton variant="block" height="120px" />
          <Skeleton variant="block" height="120px" />
        </SkeletonGroup>
      </section>
    );
  }
  if (feed.error || !feed.data) {
    return (
      <section className={styles.root} aria-label="Feed preview">
        <EmptyState
          illustration="loadError"
          title="Sorry something has gone wrong"
          description={GENERIC_ERROR_MESSAGE}
          headingLevel={2}
        />
      </section>
    );
  }
  const { data } = feed;
  const caution = feedCaution(data.total, windowDays(new Date(data.windowFrom), new Date()));
  const signalsById = new Map(data.signals.map((s) => [s.id, s]));
  return (
    <section className={styles.root} aria-labelledby="feed-preview-heading">
      <div className={styles.headingRow}>
        <h2 id="feed-preview-heading" className={styles.heading}>
          {matchedNoticesHeading(data.total, data.totalIsEstimate)}
        </h2>
        {caution ? <CautionPopover kind={caution} /> : null}
      </div>
      <p className={styles.showing} role="status">
        {showingHeading(data.results.length, data.total, data.totalIsEstimate)}
      </p>
      {data.results.length === 0 ? (
        <EmptyState
          illustration="noResults"
          title="No matched notices"
          description="Add keywords, CPV codes, competitors or partners to see the notices they would find."
          headingLevel={3}
          align="start"
        />
      ) : (
        <ul className={styles.list} aria-label="Matched notices">
          {data.results.map((record) => (
            <FeedCard
              key={record.guid}
              record={record}
              reasons={orderMatchReasons(
                (data.matchMap[record.guid] ?? [])
                  .map((id) => signalsById.get(id))
                  .filter((s): s is FeedSignal => !!s),
              )}
              onboarding={onboarding}
              linkTitle={!onboarding && !user?.guest}
              criteria={criteria}
              companyId={companyId}
            />
          ))}
        </ul>
      )}
      {hasMore ? (
        <>
          <div ref={sentinel} className={styles.sentinel} />
          <Button
            variant="secondary"
            onPress={loadMore}
            isPending={loadingMore}
            pendingLabel="Loading more notices"
          >
            Show more notices
          </Button>
        </>
      ) : null}
    </section>
  );
}
