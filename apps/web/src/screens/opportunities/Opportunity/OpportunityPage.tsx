import {
  PIPELINE_MESSAGES,
  useCompanyUsers,
  useCurrentUser,
  useDeleteOpportunity,
  useAddOpportunityLink,
  useFilterOrganisationSearch,
  useOpportunity,
  useOpportunityComments,
  useRegenerateBuyerSummary,
  useRemoveOpportunityLink,
  useUpdateOpportunity,
  useWorkflowStages,
  organisationsToAdd,
  type CurrentUser,
  type OpportunityDetail,
  type OpportunityUpdateInput,
} from '@tenderlens/domain';
import { BidReportSection } from '../../bids/BidQualification/BidReportSection';
import { BidResponsesSection } from './BidResponsesSection';
import { CommentThread } from '../../leads/Comments/CommentsPanel';
import {
  Button,
  ComboBox,
  EmptyState,
  IconButton,
  LockIcon,
  Modal,
  Select,
  TextArea,
  TextField,
  formatDate,
  formatMoney,
  toast,
} from '@tenderlens/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import { StageTag } from '../../../pageParts/opportunities/StageTag';
import { SendContactToCrmButton, SendToCrmButton } from '../../../pageParts/crm/SendToCrm';
import { OutreachBuilderModal } from '../../../pageParts/outreach/OutreachBuilderModal';
import { PageLoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as styles from './OpportunityPage.css';
import { OwnerDocuments } from '../../documents/OwnerDocuments/OwnerDocuments';

const UNASSIGNED = '__unassigned';

type TextKey = 'name' | 'description' | 'routeToMarket';
type DateKey = 'closeDate' | 'clarificationDeadline' | 'submissionDate' | 'startDate' | 'existingExpiryDate';

const DATE_FIELDS: { key: DateKey; label: string }[] = [
  { key: 'closeDate', label: 'Close date' },
  { key: 'clarificationDeadline', label: 'Clarification deadline' },
  { key: 'submissionDate', label: 'Submission date' },
  { key: 'startDate', label: 'Start date' },
  { key: 'existingExpiryDate', label: 'Existing expiry date' },
];

/** A field shown as text with an Edit button; editing shows the input with Save and Cancel. */
function InlineEdit({
  label,
  display,
  initial,
  readOnly,
  kind = 'text',
  onSave,
}: {
  label: string;
  display: ReactNode;
  initial: string;
  readOnly: boolean;
  kind?: 'text' | 'multiline' | 'date' | 'number';
  onSave(value: string): Promise<string | null>;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  if (!editing)
    return (
      <div className={styles.field}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>
          {display}
          {readOnly ? null : (
            <IconButton
              icon="Pencil"
              aria-label={`Edit ${label.toLowerCase()}`}
              size="sm"
              variant="ghost"
              onPress={() => {
                setValue(initial);
                setError(null);
                setEditing(true);
              }}
            />
          )}
        </dd>
      </div>
    );
  const save = async () => {
    const problem = await onSave(value);
    if (problem) setError(problem);
    else setEditing(false);
  };
  const input =
    kind === 'multiline' ? (
      <TextArea label={label} value={value} onChange={setValue} autoFocus />
    ) : (
      <TextField
        label={label}
        value={value}
        onChange={setValue}
        type={kind === 'date' ? 'date' : 'text'}
        inputMode={kind === 'number' ? 'decimal' : undefined}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
        autoFocus
      />
    );
  // Inside the fields' <dl> an item is a <dt>/<dd> pair, also while it is being edited.
  return (
    <div className={styles.field}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        <form
          className={styles.editing}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {input}
          <div className={styles.row}>
            <Button type="submit" size="sm">
              Save
            </Button>
            <Button size="sm" variant="tertiary" onPress={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </dd>
    </div>
  );
}

const TYPE_LABELS: Record<string, string> = {
  Notice: 'notice',
  Organisation: 'organisation',
  Contact: 'contact',
};

/** A contact of the opportunity: write AI outreach to them, send them to the CRM. */
function ContactActions({ contact, buyerName }: { contact: OpportunityDetail['links'][number]; buyerName: string | null }) {
  const [writing, setWriting] = useState(false);
  const [firstName = '', ...rest] = contact.name.split(' ');
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setWriting(true)} aria-label={`Write outreach to ${contact.name}`}>
        Write outreach
      </Button>
      <SendContactToCrmButton contact={{ contactId: contact.entityId, firstName, lastName: rest.join(' '), jobTitle: contact.detail, contactCompanyName: buyerName }} />
      {writing && (
        <OutreachBuilderModal
          isOpen={writing}
          onOpenChange={setWriting}
          contact={{ id: contact.entityId, name: contact.name, jobTitle: contact.detail }}
          buyer={{ name: buyerName ?? 'the buyer' }}
        />
      )}
    </>
  );
}

function LinkSection({
  title,
  empty,
  links,
  opportunity,
  readOnly,
  href,
  addRole,
  actions,
}: {
  title: string;
  empty: string;
  links: OpportunityDetail['links'];
  opportunity: OpportunityDetail;
  readOnly: boolean;
  href(link: OpportunityDetail['links'][number]): string | null;
  /** Buyers and suppliers can be added here by name (notices and contacts from their own pages' save drawer). */
  addRole?: 'buyer' | 'supplier';
  /** Extra controls of a row (a contact's outreach and CRM send). */
  actions?: (link: OpportunityDetail['links'][number]) => ReactNode;
}) {
  const { remove, removing } = useRemoveOpportunityLink();
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {links.length === 0 ? (
        <p className={styles.meta}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {links.map((l) => {
            const to = href(l);
            return (
              <li key={`${l.entityType}:${l.entityId}`} className={styles.listItem}>
                {to ? (
                  <Link className={styles.link} to={to}>
                    {l.name}
                  </Link>
                ) : (
                  <span>{l.name}</span>
                )}
                {l.detail ? <span className={styles.meta}>{l.detail}</span> : null}
                {actions?.(l)}
                {readOnly ? null : (
                  <IconButton
                    icon="X"
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${l.name}`}
                    isDisabled={removing}
                    onPress={() => {
                      void remove(opportunity, {
                        ...l,
                        typeLabel: TYPE_LABELS[l.entityType] ?? 'entity',
                      }).then((r) => {
                        if (!r.ok) toast.error(r.message);
                      });
                    }}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {addRole && !readOnly ? <AddOrganisation role={addRole} opportunity={opportunity} linked={links} /> : null}
    </section>
  );
}

/** Adds a buyer or supplier to the opportunity by name (the organisation search, 2+ characters). */
function AddOrganisation({
  role,
  opportunity,
  linked,
}: {
  role: 'buyer' | 'supplier';
  opportunity: OpportunityDetail;
  linked: OpportunityDetail['links'];
}) {
  const search = useFilterOrganisationSearch(role);
  const { add } = useAddOpportunityLink();
  const [inputKey, setInputKey] = useState(0);
  return (
    <ComboBox<{ id: string; label: string }>
      key={inputKey}
      label={role === 'buyer' ? 'Add a buyer' : 'Add a supplier'}
      placeholder={role === 'buyer' ? 'Search buyers' : 'Search suppliers'}
      minQueryLength={2}
      debounceMs={300}
      loadOptions={async (text, signal) =>
        organisationsToAdd(await search(text, signal), linked).map((o) => ({ id: o.guid, label: o.name }))
      }
      onSelectionChange={(_key, option) => {
        if (!option) return;
        setInputKey((k) => k + 1);
        void add(opportunity, { entityId: option.id, entityType: 'Organisation', name: option.label }).then((r) => {
          if (!r.ok) toast.error(r.message);
        });
      }}
    />
  );
}

/** The buyer summary written from our data; 'Regenerate buyer summary' writes it afresh (not for a guest pass). */
function BuyerSummary({ opportunity: o, readOnly }: { opportunity: OpportunityDetail; readOnly: boolean }) {
  const { regenerate, regenerating } = useRegenerateBuyerSummary();
  return (
    <section className={styles.section} aria-labelledby="section-buyer-summary">
      <h2 id="section-buyer-summary" className={styles.sectionHeading}>
        Buyer summary
      </h2>
      <p className={o.buyerSummary ? undefined : styles.meta}>{o.buyerSummary ?? PIPELINE_MESSAGES.noBuyerSummary}</p>
      {readOnly ? null : (
        <div>
          <Button
            variant="secondary"
            size="sm"
            iconStart="RefreshCw"
            isPending={regenerating}
            onPress={() => {
              void regenerate(o.id).then((r) => {
                if (!r.ok) toast.error(r.message);
              });
            }}
          >
            {o.buyerSummary ? 'Regenerate buyer summary' : 'Generate buyer summary'}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The team's comments on the opportunity, with @mentions (the records' comments; a guest pass reads only). */
function OpportunityComments({ opportunity: o }: { opportunity: OpportunityDetail }) {
  const thread = useOpportunityComments(o.id);
  return (
    <section className={styles.section} aria-labelledby="section-comments">
      <h2 id="section-comments" className={styles.sectionHeading}>
        Comments
      </h2>
      <CommentThread thread={thread} label={`Comments on ${o.name}`} saveLabel="Comment" />
    </section>
  );
}

function BuyerActivity({ items }: { items: OpportunityDetail['buyerActivity'] }) {
  return (
    <section className={styles.section} aria-labelledby="section-buyer-activity">
      <h2 id="section-buyer-activity" className={styles.sectionHeading}>
        Buyer activity
      </h2>
      {items.length === 0 ? (
        <p className={styles.meta}>No recent notices or awards from these buyers.</p>
      ) : (
        <ul className={styles.list}>
          {items.map((n) => (
            <li key={n.guid} className={styles.listItem}>
              <Link className={styles.link} to={paths.record(n.guid)}>
                {n.name}
              </Link>
              <span className={styles.meta}>
                {n.buyerName} · {n.stage === 'AWARDED' ? 'Award' : 'Notice'}
                {n.publishDate ? ` · published ${formatDate(n.publishDate)}` : ''}
              </span>
              {n.redacted ? (
                <span className={styles.meta}>
                  <LockIcon label="Award details need an upgrade" /> Value locked
                </span>
              ) : n.value != null ? (
                <span className={styles.meta}>{formatMoney(n.value)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface OpportunityPageProps {
  id: string;
  user: CurrentUser;
  /** Slot: the bid/no-bid report section (the bids slice provides it). */
  bidReportSlot?: ReactNode;
  /** Slot: the bid responses section (the bids slice provides it). */
  bidResponsesSlot?: ReactNode;
}

/** /opportunities/{id}: the opportunity, edited in place, with its linked records (issue 12). */
export function OpportunityPage({ id, user, bidReportSlot, bidResponsesSlot }: OpportunityPageProps) {
  const readOnly = user.guest;
  const { opportunity: o, fetching, notFound, error } = useOpportunity(id);
  const workflow = useWorkflowStages();
  const users = useCompanyUsers();
  const { update } = useUpdateOpportunity();
  const { remove, deleting } = useDeleteOpportunity();
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${o?.name ?? 'Opportunity'} · Tenderlens`;
  }, [o?.name]);

  if (error) return <PageLoadError heading="Opportunity" />;
  if (notFound)
    return (
      <div className={styles.page}>
        <h1 id="page-heading" className={styles.heading}>
          Opportunity
        </h1>
        <EmptyState
          illustration="noResults"
          title={PIPELINE_MESSAGES.notFound}
          actions={<Link to={paths.opportunities}>Back to opportunities</Link>}
        />
      </div>
    );
  if (!o || (fetching && !o)) return <PageLoading label="Loading the opportunity" />;

  const save = async (input: OpportunityUpdateInput): Promise<string | null> => {
    const outcome = await update(o.id, input);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return outcome.message;
    }
    return null;
  };
  const saveText = (key: TextKey) => (v: string) => {
    const text = v.trim();
    if (key === 'name' && !text) return Promise.resolve('Name is required');
    return save({ [key]: key === 'name' ? text : text || null });
  };
  const saveDate = (key: DateKey) => (v: string) => save({ [key]: v || null });
  const saveValue = (v: string) => {
    const text = v.replace(/[£,\s]/g, '');
    if (text === '') return save({ value: null });
    const n = Number(text);
    return Number.isFinite(n) && n >= 0 ? save({ value: n }) : Promise.resolve('Value must be a number');
  };
  const userItems = [
    { id: UNASSIGNED, label: 'Unassigned' },
    ...(users.data ?? [])
      .filter((u) => u.active)
      .map((u) => ({ id: u.id, label: `${u.firstName} ${u.lastName}`.trim() || u.email })),
  ];
  const notices = o.links.filter((l) => l.entityType === 'Notice');
  const buyers = o.links.filter((l) => l.entityType === 'Organisation' && l.detail === 'BUYER');
  const suppliers = o.links.filter((l) => l.entityType === 'Organisation' && l.detail !== 'BUYER');
  const contacts = o.links.filter((l) => l.entityType === 'Contact');

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <Link className={styles.back} to={paths.opportunities}>
            Opportunities
          </Link>
          <h1 id="page-heading" className={styles.heading}>
            {o.name}
          </h1>
          <StageTag stage={o.stage} />
        </div>
        {readOnly ? null : (
          <div className={styles.headerActions}>
            <SendToCrmButton mode="opportunity" id={o.id} />
            <Button variant="secondary" iconStart="Trash2" onPress={() => setConfirming(true)}>
              Delete
            </Button>
          </div>
        )}
      </header>

      <div className={styles.columns}>
        <div className={styles.main}>
          <dl className={styles.fields}>
            <InlineEdit
              label="Name"
              display={o.name}
              initial={o.name}
              readOnly={readOnly}
              onSave={saveText('name')}
            />
            <InlineEdit
              label="Description"
              kind="multiline"
              display={o.description ?? <span className={styles.meta}>No description</span>}
              initial={o.description ?? ''}
              readOnly={readOnly}
              onSave={saveText('description')}
            />
            <InlineEdit
              label="Value"
              kind="number"
              display={o.value == null ? '—' : formatMoney(o.value, { currency: o.currency })}
              initial={o.value == null ? '' : String(o.value)}
              readOnly={readOnly}
              onSave={saveValue}
            />
            <InlineEdit
              label="Route to market"
              display={o.routeToMarket ?? '—'}
              initial={o.routeToMarket ?? ''}
              readOnly={readOnly}
              onSave={saveText('routeToMarket')}
            />
            {DATE_FIELDS.map((f) => (
              <InlineEdit
                key={f.key}
                label={f.label}
                kind="date"
                display={o[f.key] ? formatDate(o[f.key]) : '—'}
                initial={o[f.key] ?? ''}
                readOnly={readOnly}
                onSave={saveDate(f.key)}
              />
            ))}
          </dl>
          <LinkSection
            title="Notices"
            empty="No notices saved to this opportunity."
            links={notices}
            opportunity={o}
            readOnly={readOnly}
            href={(l) => paths.record(l.entityId)}
          />
          <LinkSection
            title="Buyers"
            empty="No buyers saved to this opportunity."
            links={buyers}
            opportunity={o}
            readOnly={readOnly}
            addRole="buyer"
            href={(l) => paths.buyer(l.entityId)}
          />
          <LinkSection
            title="Suppliers"
            empty="No suppliers saved to this opportunity."
            links={suppliers}
            opportunity={o}
            readOnly={readOnly}
            addRole="supplier"
            href={(l) => paths.supplier(l.entityId)}
          />
          <LinkSection
            title="Contacts"
            empty="No contacts saved to this opportunity."
            links={contacts}
            opportunity={o}
            readOnly={readOnly}
            href={() => null}
            actions={(l) => <ContactActions contact={l} buyerName={buyers[0]?.name ?? o.buyers[0]?.name ?? null} />}
          />
          <BuyerSummary opportunity={o} readOnly={readOnly} />
          {bidReportSlot}
          {bidResponsesSlot}
          <OwnerDocuments owner={{ type: 'opportunity', guid: o.guid }} />
          <BuyerActivity items={o.buyerActivity} />
          <OpportunityComments opportunity={o} />
        </div>
        <aside className={styles.side} aria-label="Stage and assignee">
          <Select
            label="Stage"
            items={workflow.stages.map((s) => ({ id: s.id, label: s.name }))}
            value={o.stage?.id ?? null}
            placeholder="No stage"
            isDisabled={readOnly}
            onChange={(k) => {
              if (k != null && String(k) !== o.stage?.id) void save({ stageId: String(k) });
            }}
          />
          <Select
            label="Assigned To"
            items={userItems}
            value={o.assignedTo?.id ?? UNASSIGNED}
            isDisabled={readOnly}
            onChange={(k) => {
              const next = k == null || k === UNASSIGNED ? null : String(k);
              if (next !== (o.assignedTo?.id ?? null)) void save({ assignedToId: next });
            }}
          />
          <p className={styles.meta}>
            Created by {o.createdBy?.name ?? 'a former teammate'} on {formatDate(o.createdAt)}
          </p>
        </aside>
      </div>

      <Modal title="Delete opportunity" isOpen={confirming} onOpenChange={setConfirming}>
        <p>{PIPELINE_MESSAGES.deleteConfirm(o.name)}</p>
        <div className={styles.row}>
          <Button
            variant="danger"
            isPending={deleting}
            onPress={() => {
              void remove(o.id).then((r) => {
                if (!r.ok) {
                  toast.error(r.message);
                  return;
                }
                setConfirming(false);
                toast.success(PIPELINE_MESSAGES.deleted);
                void navigate(paths.opportunities);
              });
            }}
          >
            Delete
          </Button>
          <Button variant="tertiary" onPress={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </div>
  );
}

export function OpportunityRoute() {
  const { user } = useCurrentUser();
  const { id } = useParams();
  return user && id ? (
    <OpportunityPage
      key={id}
      id={id}
      user={user}
      bidReportSlot={<BidReportSection opportunityId={id} isGuest={user.guest} />}
      bidResponsesSlot={<BidResponsesSection opportunityId={id} isGuest={user.guest} />}
    />
  ) : null;
}
