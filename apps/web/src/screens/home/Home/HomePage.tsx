import {
  DEFAULT_NOTICE_FILTERS,
  HOME_CLOSING_DAYS,
  HOME_EXPIRY_MONTHS,
  NOTICE_STAGE_LABELS,
  noticesHref,
  relevanceLabel,
  serialiseNoticeFilters,
  useCurrentUser,
  useDataFreshness,
  useHome,
  type Home,
  type HomeActivityItem,
  type HomeLock,
  type HomeNoticeCard,
  type HomeNoticeItem,
  type NoticeStage,
} from '@tenderlens/domain';
import { DataFreshness, LinkButton, LockIcon, SummaryCard, SummaryList, SummaryListItem, formatDate } from '@tenderlens/ui';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../navigation/routes';
import { PageLoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as pages from '../../../pageParts/layout/Pages.css';
import * as styles from './Home.css';

export const HOME_TITLE = 'Home';

/** Copy of the cards (issue 11 §5). */
export const HOME_COPY = {
  since: (date: string) => `What is new since ${date}.`,
  newNotices: {
    title: 'New notices for your signals',
    figure: (date: string) => `matching your signals since ${date}`,
    none: 'No new notices match your signals since your last visit.',
    noSignals: 'Set up your signals (keywords, CPV codes, competitors and partners) and the new notices that match them will show here.',
    setSignals: 'Set up your signals',
    noSignalsGuest: 'Your team has no signals yet, so no notices are matched for you.',
  },
  closingLeads: {
    title: 'Your leads closing soon',
    figure: `assigned to you, closing in the next ${HOME_CLOSING_DAYS} days`,
    none: `None of your leads close in the next ${HOME_CLOSING_DAYS} days.`,
  },
  expiringContracts: {
    title: 'Contracts expiring at your buyers',
    figure: `of buyers in your lists, expiring in the next ${HOME_EXPIRY_MONTHS} months`,
    none: `No contracts of the buyers in your lists expire in the next ${HOME_EXPIRY_MONTHS} months.`,
    noLists: 'Save buyers to a list to see their contracts before they expire.',
    openLists: 'Go to buyer lists',
  },
  teamActivity: {
    title: 'Team activity',
    none: 'No comments, assignments or hidden notices from your team in the last 30 days.',
    hidden: 'See notices your team hid',
  },
  alerts: {
    title: 'Your alerts',
    figure: (n: number) => (n === 1 ? 'alert' : 'alerts'),
    none: 'You have no alerts yet.',
    manage: 'Manage alerts',
  },
  locks: {
    PAYWALL: { title: 'Know your buyers', text: 'See the contracts of the buyers you follow before they expire. Available on our Growth plan.' },
    GUEST: { title: 'For team members', text: 'Assigned leads, buyer lists, team activity and alerts come with a plan of your own.' },
  },
  viewPricing: 'View pricing',
  seeAll: (n: number, estimate: boolean) => `See all ${estimate ? `${n.toLocaleString('en-GB')}+` : n.toLocaleString('en-GB')} on the notices page`,
  openNotices: 'Open the notices page',
} as const;

const cardHref = (card: HomeNoticeCard) => noticesHref(card.noticeFilters);
/** A date as the spec's attribute rows show it ('dd LLL yyyy'); '--' when there is none. */
const day = (value: string | null) => formatDate(value) ?? '--';

/** Notices the team hid (qualified as not relevant), shown with hidden notices on. */
const hiddenNoticesHref = noticesHref(
  serialiseNoticeFilters({ ...DEFAULT_NOTICE_FILTERS, showHidden: true, qualifications: ['not_relevant', 'pre_engage_not_relevant'] }),
);

function Locked({ lock }: { lock: HomeLock }) {
  const copy = HOME_COPY.locks[lock];
  return (
    <div className={styles.lock}>
      <p className={styles.lockTitle}>
        <LockIcon />
        {copy.title}
      </p>
      <p className={styles.lockText}>{copy.text}</p>
      <LinkButton variant="secondary" size="sm" href={paths.plans}>
        {HOME_COPY.viewPricing}
      </LinkButton>
    </div>
  );
}

function Empty({ text, link }: { text: string; link?: { href: string; label: string } }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>{text}</p>
      {link && (
        <Link className={pages.link} to={link.href}>
          {link.label}
        </Link>
      )}
    </div>
  );
}

const stageLabel = (stage: string) => NOTICE_STAGE_LABELS[stage as NoticeStage] ?? stage;

function NoticeRows({ label, items, aside }: { label: string; items: HomeNoticeItem[]; aside(item: HomeNoticeItem): string }) {
  return (
    <SummaryList label={label}>
      {items.map((n) => (
        <SummaryListItem
          key={n.guid}
          title={
            <Link className={pages.link} to={paths.record(n.guid)}>
              {n.name}
            </Link>
          }
          meta={[n.buyerName, stageLabel(n.stage), n.relevanceScore > 0 ? relevanceLabel(n.relevanceScore) : null].filter(Boolean).join(' · ')}
          aside={aside(n)}
        />
      ))}
    </SummaryList>
  );
}

function NoticeCard({
  title,
  card,
  figureLabel,
  listLabel,
  aside,
  empty,
}: {
  title: string;
  card: HomeNoticeCard;
  figureLabel: string;
  listLabel: string;
  aside(item: HomeNoticeItem): string;
  empty: ReactNode;
}) {
  return (
    <SummaryCard
      title={title}
      figure={card.lock ? undefined : card.totalIsEstimate ? `${card.total.toLocaleString('en-GB')}+` : card.total.toLocaleString('en-GB')}
      figureLabel={figureLabel}
      locked={card.lock ? <Locked lock={card.lock} /> : undefined}
      empty={empty}
      action={
        <Link className={pages.link} to={cardHref(card)}>
          {card.total > 0 ? HOME_COPY.seeAll(card.total, card.totalIsEstimate) : HOME_COPY.openNotices}
        </Link>
      }
    >
      {card.items.length > 0 ? <NoticeRows label={listLabel} items={card.items} aside={aside} /> : undefined}
    </SummaryCard>
  );
}

function activityText(a: HomeActivityItem): ReactNode {
  const actor = a.actorName ?? 'Someone';
  const record = (
    <Link className={styles.inlineLink} to={paths.record(a.recordGuid)}>
      {a.recordName}
    </Link>
  );
  switch (a.kind) {
    case 'COMMENT':
      return <>{actor} commented on {record}</>;
    case 'ASSIGNMENT':
      return <>{actor} assigned {record} to {a.assigneeName ?? 'a team member'}</>;
    case 'HIDE':
      return <>{actor} hid {record}</>;
  }
}

const FREQUENCY: Record<string, string> = { DAILY: 'Daily', WEEKLY: 'Weekly', MONTHLY: 'Monthly', NEVER: 'Never' };

export interface HomePageProps {
  home: Home;
  /**
   * DATA FRESHNESS SLOT: data freshness per source ('Updated 12 minutes ago from Find a Tender',
   * issue 11 §1, `useDataFreshness`) is built beside sync; at merge the route passes it here and it
   * shows as the last card of the grid. Nothing renders while it is absent.
   */
  dataFreshness?: ReactNode;
  /**
   * The user may change the team's signals (not a guest pass): the empty new-notices card links to the signal settings.
   * @default true
   */
  canSetSignals?: boolean;
}

/** Home (`/`): what is new for the signed-in user (issue 11 §5). */
export function HomePage({ home, dataFreshness, canSetSignals = true }: HomePageProps) {
  const since = day(home.since);
  return (
    <div className={pages.page}>
      <header className={pages.header}>
        <h1 id="page-heading" className={pages.heading}>
          {HOME_TITLE}
        </h1>
        <p className={pages.meta}>{HOME_COPY.since(since)}</p>
      </header>
      <div className={styles.grid}>
        <NoticeCard
          title={HOME_COPY.newNotices.title}
          card={home.newNotices}
          figureLabel={HOME_COPY.newNotices.figure(since)}
          listLabel="Most relevant new notices"
          aside={(n) => `Published ${day(n.date)}`}
          empty={
            home.hasSignals ? (
              <Empty text={HOME_COPY.newNotices.none} />
            ) : !canSetSignals ? (
              <Empty text={HOME_COPY.newNotices.noSignalsGuest} />
            ) : (
              <Empty text={HOME_COPY.newNotices.noSignals} link={{ href: paths.feedSettings, label: HOME_COPY.newNotices.setSignals }} />
            )
          }
        />
        <NoticeCard
          title={HOME_COPY.closingLeads.title}
          card={home.closingLeads}
          figureLabel={HOME_COPY.closingLeads.figure}
          listLabel="Your leads closing soonest"
          aside={(n) => `Closes ${day(n.date)}`}
          empty={<Empty text={HOME_COPY.closingLeads.none} />}
        />
        <NoticeCard
          title={HOME_COPY.expiringContracts.title}
          card={home.expiringContracts}
          figureLabel={HOME_COPY.expiringContracts.figure}
          listLabel="Contracts expiring soonest"
          aside={(n) => `Expires ${day(n.date)}`}
          empty={
            home.hasBuyerLists ? (
              <Empty text={HOME_COPY.expiringContracts.none} />
            ) : (
              <Empty text={HOME_COPY.expiringContracts.noLists} link={{ href: paths.buyerLists, label: HOME_COPY.expiringContracts.openLists }} />
            )
          }
        />
        <SummaryCard
          title={HOME_COPY.teamActivity.title}
          locked={home.teamActivity.lock ? <Locked lock={home.teamActivity.lock} /> : undefined}
          empty={<Empty text={HOME_COPY.teamActivity.none} />}
          action={
            <Link className={pages.link} to={hiddenNoticesHref}>
              {HOME_COPY.teamActivity.hidden}
            </Link>
          }
        >
          {home.teamActivity.items.length > 0 ? (
            <SummaryList label="Recent team activity">
              {home.teamActivity.items.map((a) => (
                <SummaryListItem key={a.id} title={activityText(a)} meta={a.commentText ?? undefined} aside={day(a.at)} />
              ))}
            </SummaryList>
          ) : undefined}
        </SummaryCard>
        <SummaryCard
          title={HOME_COPY.alerts.title}
          figure={home.alerts.lock ? undefined : home.alerts.total}
          figureLabel={HOME_COPY.alerts.figure(home.alerts.total)}
          locked={home.alerts.lock ? <Locked lock={home.alerts.lock} /> : undefined}
          empty={<Empty text={HOME_COPY.alerts.none} />}
          action={
            <Link className={pages.link} to={paths.notificationSettings}>
              {HOME_COPY.alerts.manage}
            </Link>
          }
        >
          {home.alerts.items.length > 0 ? (
            <SummaryList label="Your alerts">
              {home.alerts.items.map((a) => (
                <SummaryListItem key={a.id} title={a.name} meta={FREQUENCY[a.frequency] ?? a.frequency} aside={a.disabled ? 'Paused' : undefined} />
              ))}
            </SummaryList>
          ) : undefined}
        </SummaryCard>
        {dataFreshness}
      </div>
    </div>
  );
}

/** The / route: loads Home (and records the visit). */
export function HomeRoute() {
  const { user } = useCurrentUser();
  const { home, fetching, error } = useHome();
  useEffect(() => {
    document.title = `${HOME_TITLE} · Tenderlens`;
  }, []);
  if (error && !home) return <PageLoadError heading={HOME_TITLE} />;
  if (fetching || !home) return <PageLoading label="Loading Home" />;
  return <HomePage home={home} canSetSignals={!user?.guest} dataFreshness={<HomeFreshnessCard />} />;
}

/** Data freshness per source: when each publisher last synced ('Updated 12 minutes ago from Find a Tender'). */
function HomeFreshnessCard() {
  const { data } = useDataFreshness();
  const sources = data?.sources ?? [];
  return (
    <SummaryCard title="Data freshness" empty={<p>No source has synced yet: the notices are the bundled data.</p>}>
      {sources.some((s) => s.lastSuccessAt) ? (
        <ul>
          {sources.map((s) => (
            <li key={s.source}>
              {s.label}: {s.lastSuccessAt ? <DataFreshness sources={[s]} now={new Date()} /> : 'not synced yet'}
            </li>
          ))}
        </ul>
      ) : undefined}
    </SummaryCard>
  );
}
