import {
  NOTICE_STAGE_LABELS,
  SHARE_LINK_COPY,
  useShareLink,
  type NoticeStage,
  type ShareLinkProblem,
  type SharedRecord,
} from '@tenderlens/domain';
import {
  Button,
  Card,
  EmptyState,
  formatDate,
  LabelledAttribute,
  LinkButton,
  Skeleton,
  SkeletonGroup,
  Tag,
  VisuallyHidden,
} from '@tenderlens/ui';
import { paths } from '../../../navigation/routes';
import { SourceLink } from '../../records/Record/SourceLink';
import * as record from '../../records/Record/Record.css';
import * as styles from './SharedRecord.css';

export interface SharedRecordPageProps {
  /** The record in the link's path (the token decides what opens; this is where sign-in returns to). */
  guid: string;
  /** The link's `share` token; null when it is missing or cannot be a token. */
  token: string | null;
}

/** After sign-in the recipient lands on the normal record page (their own plan decides what it shows). */
const signInHref = (guid: string) => `${paths.signIn}?next=${encodeURIComponent(paths.record(guid))}`;

/** A mail to the sharer asking to join their team (the share email replies to them too). */
function requestAccessHref(shared: SharedRecord): string | null {
  const sharer = shared.sharedBy;
  if (!sharer?.email) return null;
  const subject = 'Access to Tenderlens';
  const body = `Hi ${sharer.name.split(' ')[0] ?? ''},\n\nYou shared "${shared.record.name}" with me on Tenderlens. Could you add me to ${
    sharer.companyName ?? 'your'
  } team on Tenderlens so I can see the full record?\n\nThanks`;
  return `mailto:${encodeURIComponent(sharer.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

const PROBLEM_TEXT: Record<ShareLinkProblem, { title: string; description: string }> = {
  expired: { title: SHARE_LINK_COPY.expiredTitle, description: SHARE_LINK_COPY.expiredBody },
  not_found: { title: SHARE_LINK_COPY.notFoundTitle, description: SHARE_LINK_COPY.notFoundBody },
  failed: { title: SHARE_LINK_COPY.failedTitle, description: SHARE_LINK_COPY.failedBody },
};

function SharedRecordProblem({
  problem,
  guid,
  onRetry,
}: {
  problem: ShareLinkProblem;
  guid: string;
  onRetry: () => void;
}) {
  const text = PROBLEM_TEXT[problem];
  return (
    <>
      <VisuallyHidden>
        <h1>Shared notice</h1>
      </VisuallyHidden>
      <EmptyState
        title={text.title}
        description={text.description}
        illustration={problem === 'failed' ? 'loadError' : 'userRequiredContent'}
        headingLevel={2}
        actions={
          <>
            {problem === 'failed' && (
              <Button variant="secondary" onPress={onRetry}>
                Try again
              </Button>
            )}
            <LinkButton href={signInHref(guid)} variant="primary">
              Sign in to Tenderlens
            </LinkButton>
          </>
        }
      />
    </>
  );
}

function SharedRecordView({ shared }: { shared: SharedRecord }) {
  const r = shared.record;
  const stage = NOTICE_STAGE_LABELS[r.stage as NoticeStage] ?? r.stage;
  const sharer = shared.sharedBy;
  const requestAccess = requestAccessHref(shared);
  return (
    <>
      <header className={record.header}>
        <p className={record.muted}>
          {sharer
            ? `Shared with you by ${sharer.name}${sharer.companyName ? `, ${sharer.companyName}` : ''}`
            : 'Shared with you on Tenderlens'}
        </p>
        <h1 className={record.heading}>{r.name}</h1>
        <div className={record.meta}>
          <Tag tone={r.stage === 'OPEN' ? 'positive' : r.stage === 'AWARDED' ? 'info' : 'neutral'}>
            {stage}
          </Tag>
          {r.buyer && <span>{r.buyer.name}</span>}
        </div>
      </header>
      <div className={record.columns}>
        <div className={styles.column}>
          {shared.message && (
            <section className={styles.column} aria-labelledby="shared-message">
              <h2 id="shared-message" className={record.sectionHeading}>
                {sharer ? `Message from ${sharer.name}` : 'Message'}
              </h2>
              <blockquote className={styles.message}>{shared.message}</blockquote>
            </section>
          )}
          <section className={styles.column} aria-labelledby="shared-description">
            <h2 id="shared-description" className={record.sectionHeading}>
              Description
            </h2>
            <p className={record.description}>{r.description ?? 'No description in this notice.'}</p>
          </section>
        </div>
        <div className={styles.column}>
          <Card title="Notice details" headingLevel={2}>
            <div className={record.attributes}>
              <LabelledAttribute label="Buyer" value={r.buyer?.name ?? null} />
              <LabelledAttribute label="Stage" value={stage} />
              <LabelledAttribute label="Published" type="date" value={r.publishDate} />
              <LabelledAttribute
                label={r.stage === 'AWARDED' ? 'Closed' : 'Closes'}
                type="date"
                value={r.closeDate}
              />
              <LabelledAttribute
                label="Contract value"
                type={r.redacted ? 'text' : 'money'}
                currency={r.currency ?? 'GBP'}
                value={r.redacted ? 'Not included' : r.value}
              />
              <LabelledAttribute label="Source" value={<SourceLink url={r.url} />} />
              {r.redacted && <p className={record.muted}>{SHARE_LINK_COPY.awardWithheld}</p>}
            </div>
          </Card>
          <Card title="See the full record" headingLevel={2}>
            <div className={styles.column}>
              <p className={record.description}>{SHARE_LINK_COPY.signInPrompt}</p>
              {requestAccess && sharer && (
                <p className={record.description}>{SHARE_LINK_COPY.requestAccessPrompt(sharer.name)}</p>
              )}
              <div className={styles.actions}>
                <LinkButton href={signInHref(r.guid)} variant="primary">
                  Sign in
                </LinkButton>
                {requestAccess && (
                  <LinkButton href={requestAccess} variant="secondary">
                    Request access
                  </LinkButton>
                )}
              </div>
              {shared.expiresAt && (
                <p className={record.muted}>{`This link works until ${formatDate(shared.expiresAt)}.`}</p>
              )}
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}

/**
 * What a share link (`/records/{guid}?share={token}`, sent by share via email) opens for a visitor
 * without a session: the shared record read-only, the sharer's message and the link's expiry, with
 * sign-in and request-access prompts; an expired or unknown link says so
 * (docs/decisions/0013-shared-record-page.md).
 */
export function SharedRecordPage({ guid, token }: SharedRecordPageProps) {
  const { data, loading, problem, retry } = useShareLink(token);
  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <span className={styles.brand}>Tenderlens</span>
        <LinkButton href={signInHref(data?.record.guid ?? guid)} variant="secondary" size="sm">
          Sign in
        </LinkButton>
      </header>
      <main className={styles.main}>
        {data ? (
          <SharedRecordView shared={data} />
        ) : loading ? (
          <SkeletonGroup label="Loading shared notice">
            <Skeleton variant="text" width="60%" height="32px" />
            <Skeleton variant="text" lines={3} />
            <Skeleton variant="block" height="240px" />
          </SkeletonGroup>
        ) : (
          <SharedRecordProblem problem={problem ?? 'failed'} guid={guid} onRetry={retry} />
        )}
      </main>
    </div>
  );
}
