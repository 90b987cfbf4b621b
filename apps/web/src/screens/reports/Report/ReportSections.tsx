import {
  IFRAME_SANDBOX,
  REPORT_COPY,
  formatGbp,
  hasDataType,
  isAllowedEmbed,
  type CurrentUser,
  type ReportData,
  type ReportSectionData,
} from '@tenderlens/domain';
import { Button, EmptyState, LockedContent, Tag, formatDate } from '@tenderlens/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { PaywallPrompt } from '../../../pageParts/paywall/DataTypeLocked';
import * as pages from '../../../pageParts/layout/Pages.css';
import { BuyerAwardSummary } from '../../organisations/BuyerPage/BuyerAwardSummary';
import { BuyerSuppliersTable } from '../../organisations/BuyerPage/BuyerSuppliersTable';
import * as styles from './Reports.css';

type Content = Record<string, unknown>;
const contentOf = (s: ReportSectionData): Content => {
  try {
    return JSON.parse(s.contentJson) as Content;
  } catch {
    return {};
  }
};
const str = (c: Content, k: string) => (typeof c[k] === 'string' ? (c[k] as string) : '');
const dateOr = (v: string | null) => (v ? formatDate(v) : '--');

function SectionFrame({ section, children }: { section: ReportSectionData; children: React.ReactNode }) {
  const headingId = `report-section-${section.id}`;
  return (
    <section className={pages.section} aria-labelledby={section.title ? headingId : undefined} data-section-type={section.sectionType}>
      {section.title ? (
        <h2 id={headingId} className={pages.subheading}>
          {section.title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

/** Spec 1§2 screen 7, 'Record list section in reports': each record's stage, lead signals, dates and value. */
function RecordList({ section }: { section: ReportSectionData }) {
  if (section.records.length === 0) return <p className={pages.meta}>{REPORT_COPY.noRecords}</p>;
  return (
    <ul className={styles.list}>
      {section.records.map((r) => (
        <li key={r.guid} className={styles.item}>
          <Link className={pages.link} to={r.canonicalUrlPath}>
            {r.name}
          </Link>
          <div className={styles.itemMeta}>
            <Tag>{r.stage.charAt(0) + r.stage.slice(1).toLowerCase()}</Tag>
            <span>{r.buyerName ?? 'Unknown buyer'}</span>
            <span>
              Value: {r.redacted ? 'Locked' : r.value === null ? '--' : r.currency && r.currency !== 'GBP' ? `${r.currency} ${r.value.toLocaleString('en-GB')}` : formatGbp(r.value)}
            </span>
            <span>Published {dateOr(r.publishDate)}</span>
            <span>Closes {dateOr(r.closeDate)}</span>
            <span>Expires {dateOr(r.expiryDate)}</span>
          </div>
          {r.leadSignals.length > 0 ? (
            <div className={styles.chips} aria-label="Lead signals">
              {r.leadSignals.map((s) => (
                <Tag key={s.id}>{s.name}</Tag>
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function LinkList({ content }: { content: Content }) {
  const links = (Array.isArray(content['links']) ? content['links'] : []) as Record<string, string | undefined>[];
  return (
    <ul className={styles.list}>
      {links.map((l) => (
        <li key={l['url']} className={styles.item}>
          <a className={pages.link} href={l['url']} target="_blank" rel="noopener noreferrer">
            {l['title']}
          </a>
          {l['caption'] ? <span className={pages.meta}>{l['caption']}</span> : null}
          {l['description'] ? <p className={styles.answer}>{l['description']}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function DocumentList({ content, report }: { content: Content; report: Pick<ReportData, 'documents'> }) {
  const refs = (Array.isArray(content['refs']) ? content['refs'] : []) as string[];
  const docs = refs.flatMap((ref) => report.documents.filter((d) => d.ref === ref));
  if (docs.length === 0) return <p className={pages.meta}>No documents attached.</p>;
  return (
    <ul className={styles.list}>
      {docs.map((d) => (
        <li key={d.ref} className={styles.item}>
          <Link className={pages.link} to={d.path}>
            {d.title}
          </Link>
          {d.caption ? <span className={pages.meta}>{d.caption}</span> : null}
          {d.description ? <p className={styles.answer}>{d.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** Contacts by seniority group; without CONTACTS the server sends counts only and the groups show blurred. */
function Contacts({ section, onLocked }: { section: ReportSectionData; onLocked: () => void }) {
  const locked = section.contactGroups.some((g) => g.locked);
  const groups = (
    <div className={styles.groups}>
      {section.contactGroups.map((g) => (
        <div key={g.group}>
          <h3 className={styles.groupTitle}>
            {g.group} ({g.total})
          </h3>
          <ul className={styles.list}>
            {(locked ? Array.from({ length: Math.max(1, Math.min(g.total, 3)) }, (_, i) => ({ guid: `${g.group}-${i}`, name: 'Contact name', jobTitle: 'Job title', email: 'name@buyer.gov.uk', phone: null })) : g.contacts).map(
              (p) => (
                <li key={p.guid} className={styles.item}>
                  <strong>{p.name}</strong>
                  <span className={pages.meta}>{p.jobTitle}</span>
                  {p.email ? <span>{p.email}</span> : null}
                  {p.phone ? <span>{p.phone}</span> : null}
                </li>
              ),
            )}
          </ul>
        </div>
      ))}
    </div>
  );
  if (!locked) return groups;
  return (
    <LockedContent title="Unlock contacts" description={REPORT_COPY.contactsLocked} action={{ label: 'Upgrade', onPress: onLocked }}>
      {groups}
    </LockedContent>
  );
}

/**
 * An embed (embed type IFRAME): from an allow-listed https site, sandboxed, no referrer — and loaded only when the
 * reader asks, so opening a report makes no request to a third party.
 */
function Iframe({ content }: { content: Content }) {
  const [shown, setShown] = useState(false);
  const src = str(content, 'src');
  if (!isAllowedEmbed(src)) return <p className={pages.meta}>{REPORT_COPY.embedRefused}</p>;
  if (!shown)
    return (
      <div className={pages.controls}>
        <p className={pages.meta}>
          {str(content, 'title')} · embedded from {new URL(src).hostname}
        </p>
        <Button variant="secondary" onPress={() => setShown(true)} aria-label={`Show the embed: ${str(content, 'title')}`}>
          Show the embed
        </Button>
      </div>
    );
  return (
    <iframe
      className={styles.frame}
      src={src}
      title={str(content, 'title')}
      height={typeof content['height'] === 'number' ? content['height'] : 480}
      sandbox={IFRAME_SANDBOX}
      referrerPolicy="no-referrer"
      loading="lazy"
      allow="fullscreen"
    />
  );
}

export interface ReportSectionProps {
  section: ReportSectionData;
  report: Pick<ReportData, 'documents'>;
  user: CurrentUser;
}

/** One section of a report, by its type (spec 2§2 "Reports": the ten section types). */
export function ReportSection({ section, report, user }: ReportSectionProps) {
  const [paywall, setPaywall] = useState<'CONTACTS' | 'AWARDS' | null>(null);
  const content = contentOf(section);
  let body: React.ReactNode;
  switch (section.sectionType) {
    case 'Header':
      return (
        <header className={styles.header} data-section-type="Header">
          <h2 className={styles.headerTitle}>{str(content, 'text')}</h2>
          {str(content, 'subtitle') ? <p className={pages.meta}>{str(content, 'subtitle')}</p> : null}
        </header>
      );
    case 'RichText':
      // Sanitised by the server when saved (a small set of tags, no scripts or handlers).
      body = <div className={styles.richText} dangerouslySetInnerHTML={{ __html: str(content, 'html') }} />;
      break;
    case 'RecordList':
      body = <RecordList section={section} />;
      break;
    case 'LinkList':
      body = <LinkList content={content} />;
      break;
    case 'DocumentList':
      body = <DocumentList content={content} report={report} />;
      break;
    case 'CpvChart':
      body = (
        <BuyerAwardSummary
          buyerGuid={str(content, 'buyerGuid')}
          buyerName={section.title ?? 'Buyer'}
          canSearchAwards={hasDataType(user, 'AWARDS')}
          onLockedPress={() => setPaywall('AWARDS')}
        />
      );
      break;
    case 'Suppliers':
      body = hasDataType(user, 'SUPPLIERS') ? (
        <BuyerSuppliersTable user={user} buyer={{ guid: str(content, 'buyerGuid'), name: section.title ?? 'Buyer' }} />
      ) : (
        <EmptyState illustration="noResults" title="Suppliers are on our Growth plan" description="Upgrade to see who this buyer buys from." />
      );
      break;
    case 'Contacts':
      body = <Contacts section={section} onLocked={() => setPaywall('CONTACTS')} />;
      break;
    case 'Iframe':
      body = <Iframe content={content} />;
      break;
    case 'AiQuestion':
      body = (
        <div>
          <p className={styles.groupTitle}>{str(content, 'question')}</p>
          <p className={styles.answer}>{section.answer ?? REPORT_COPY.aiNotAnswered}</p>
          {section.answeredAt ? <p className={pages.meta}>Answered {formatDate(section.answeredAt)} from the records in this report</p> : null}
        </div>
      );
      break;
  }
  return (
    <SectionFrame section={section}>
      {body}
      <PaywallPrompt type={paywall} onClose={() => setPaywall(null)} />
    </SectionFrame>
  );
}

/** A report's sections in order (the report layout). */
export function ReportSections({ report, user }: { report: Pick<ReportData, 'documents' | 'sections'>; user: CurrentUser }) {
  return (
    <div className={styles.sections}>
      {report.sections.map((s) => (
        <ReportSection key={s.id} section={s} report={report} user={user} />
      ))}
    </div>
  );
}
