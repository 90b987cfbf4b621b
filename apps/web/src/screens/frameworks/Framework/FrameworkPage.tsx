import { FRAMEWORK_STAGE_LABELS, hasDataType, useCurrentUser, useFramework, type CurrentUser, type FrameworkDetails } from '@tenderlens/domain';
import { LabelledAttribute, Tag, formatDate, formatMoney } from '@tenderlens/ui';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import { DataTypeLocked } from '../../../pageParts/paywall/DataTypeLocked';
import { PageLoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as styles from '../../../pageParts/layout/Pages.css';
import { CallOffStatFigures, FrameworkCallOffsSection } from '../../organisations/FrameworkCallOffs/FrameworkCallOffsPage';

export interface FrameworkPageProps {
  user: CurrentUser;
  frameworkId: string;
}

function Lots({ framework, guest }: { framework: FrameworkDetails; guest: boolean }) {
  if (!framework.lots.length) return <p className={styles.meta}>This framework publishes no lots.</p>;
  return (
    <ul aria-label="Lots" className={styles.summaryGrid} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {framework.lots.map((lot) => (
        <li key={lot.key || 'whole'}>
          <h3 className={styles.subheading}>
            {lot.title ?? 'Whole framework'}
            {lot.value !== null ? <span className={styles.meta}> · {formatMoney(lot.value, { currency: lot.currency ?? 'GBP' })}</span> : null}
          </h3>
          {lot.suppliers.length ? (
            <p className={styles.meta}>
              {lot.suppliers.map((s, i) => (
                <span key={s.guid}>
                  {i > 0 ? ', ' : null}
                  {guest ? (
                    s.name
                  ) : (
                    <Link className={styles.link} to={paths.supplier(s.guid)}>
                      {s.name}
                    </Link>
                  )}
                </span>
              ))}
            </p>
          ) : (
            <p className={styles.meta}>No supplier awarded yet</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** /frameworks/{id} (issue 15): title, stage, procedure and award type, lots with suppliers, call-off statistics and the call-offs list. */
export function FrameworkPage({ user, frameworkId }: FrameworkPageProps) {
  const allowed = hasDataType(user, 'FRAMEWORKS');
  const framework = useFramework(frameworkId, !allowed);
  const fw = framework.data;
  useEffect(() => {
    document.title = `${fw?.title ?? 'Framework'} · Tenderlens`;
  }, [fw?.title]);

  if (!allowed) return <DataTypeLocked dataType="FRAMEWORKS" />;
  if (framework.error && !framework.fetching) return <PageLoadError heading="Framework" />;
  if (!fw || framework.fetching) return <PageLoading label="Loading framework" />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="page-heading" className={styles.heading}>
          {fw.title}
        </h1>
        <Tag tone="beta" size="sm">
          BETA
        </Tag>
      </header>
      <div className={styles.details}>
        <LabelledAttribute label="Stage" value={FRAMEWORK_STAGE_LABELS[fw.stage] ?? fw.stage} />
        <LabelledAttribute label="Procedure type" value={fw.procedureType ?? '--'} />
        <LabelledAttribute label="Award type" value={fw.awardType ?? '--'} />
        <LabelledAttribute label="Expiry" value={formatDate(fw.expiryDate) || '--'} />
        <LabelledAttribute
          label="Buyer"
          value={
            fw.buyer ? (
              <Link className={styles.link} to={paths.buyer(fw.buyer.guid)}>
                {fw.buyer.name}
              </Link>
            ) : (
              '--'
            )
          }
        />
        <LabelledAttribute
          label="Notice"
          value={
            <Link className={styles.link} to={`/records/${fw.noticeGuid}`}>
              Open the notice
            </Link>
          }
        />
      </div>
      <section className={styles.section} aria-labelledby="lots-heading">
        <h2 id="lots-heading" className={styles.subheading}>
          Lots and suppliers
        </h2>
        <Lots framework={fw} guest={user.guest} />
      </section>
      <section className={styles.section} aria-labelledby="call-offs-heading">
        <h2 id="call-offs-heading" className={styles.subheading}>
          Call-offs
        </h2>
        <CallOffStatFigures stats={fw.callOffStats} />
        <FrameworkCallOffsSection user={user} framework={fw} />
      </section>
    </div>
  );
}

export function FrameworkRoute() {
  const { user } = useCurrentUser();
  const { frameworkId } = useParams();
  return user && frameworkId ? <FrameworkPage user={user} frameworkId={frameworkId} /> : null;
}
