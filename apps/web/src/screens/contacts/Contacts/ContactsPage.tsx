import {
  CONTACT_DISPLAY_LABELS,
  CONTACT_DISPLAY_OPTIONS,
  CONTACT_FILTERS_PARAM,
  CONTACTS_COPY,
  CONTACTS_PAGE_SIZE,
  CONTACTS_PAGE_SIZES,
  CONTACTS_SEARCH_DEBOUNCE_MS,
  DEFAULT_CONTACT_FILTER,
  JOB_FUNCTIONS,
  SENIORITIES,
  contactColumns,
  hasContactFilters,
  hasDataType,
  parseContactFiltersParam,
  serialiseContactFilters,
  useBuyerLists,
  useContacts,
  useCopyContactDetails,
  type ContactColumnId,
  type ContactData,
  type ContactDisplayOption,
  type ContactFilter,
  type ContactSearchRequest,
  type CurrentUser,
  type JobFunction,
  type Seniority,
} from '@tenderlens/domain';
import {
  Banner,
  Button,
  DataTable,
  EmptyState,
  MultiSelect,
  ResultCount,
  SearchField,
  type DataTableColumn,
} from '@tenderlens/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { DataTypeLocked, PaywallPrompt } from '../../../pageParts/paywall/DataTypeLocked';
import { ContactFiltersDrawer } from './ContactFiltersDrawer';
import { ContactInfoCell, NameCell } from './ContactCells';
import { RequestContactsModal } from './RequestContactsModal';
import * as styles from './Contacts.css';

const pageParam = z.coerce.number().int().min(1).max(10_000);
const sizeParam = z.coerce
  .number()
  .pipe(
    z.union(
      CONTACTS_PAGE_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<20>, z.ZodLiteral<50>, z.ZodLiteral<100>],
    ),
  );

/** What the export button gets: the table's request and the checked rows. */
export interface ContactExportContext {
  request: ContactSearchRequest;
  rowCount: number;
  selectedContactIds: string[];
}

export interface ContactsPageProps {
  user: CurrentUser;
  /** The lead of the record the screen was opened from: copying contact details moves it to pre_engage_done. */
  fromLeadId?: string | null;
  /**
   * The row's action slot: CRM send, outreach and the like, plugged in by their features. Nothing
   * when absent. Not called for redacted rows.
   */
  rowActions?: (contact: ContactData) => ReactNode;
  /** The selection's action slot (beside 'Clear selection'). */
  selectionActions?: (contacts: ContactData[]) => ReactNode;
  /** The toolbar's export spot. */
  renderExport?: (context: ContactExportContext) => ReactNode;
}

const COLUMN_WIDTHS: Record<ContactColumnId, number> = {
  name: 320,
  contactInformation: 260,
  seniority: 210,
  jobFunction: 200,
  buyer: 240,
};

/** The filter and page, in the URL: `contactsFilters` (compressed; plain JSON read too), `page`, `pageSize`. */
function useContactsState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const page = pageParam.safeParse(params.get('page') ?? undefined);
    const size = sizeParam.safeParse(params.get('pageSize') ?? undefined);
    return {
      filter: parseContactFiltersParam(params.get(CONTACT_FILTERS_PARAM)),
      page: page.success ? page.data : 1,
      pageSize: size.success ? (size.data as number) : CONTACTS_PAGE_SIZE,
    };
  }, [params]);
  const update = (next: { filter?: ContactFilter; page?: number; pageSize?: number }) => {
    const merged = {
      filter: next.filter ?? state.filter,
      page: next.page ?? 1,
      pageSize: next.pageSize ?? state.pageSize,
    };
    setParams((current) => {
      const out = new URLSearchParams(current);
      const raw = serialiseContactFilters(merged.filter);
      if (raw) out.set(CONTACT_FILTERS_PARAM, raw);
      else out.delete(CONTACT_FILTERS_PARAM);
      if (merged.page > 1) out.set('page', String(merged.page));
      else out.delete('page');
      if (merged.pageSize !== CONTACTS_PAGE_SIZE) out.set('pageSize', String(merged.pageSize));
      else out.delete('pageSize');
      return out;
    });
  };
  return { ...state, update };
}

/**
 * /contacts (spec 1§2.11, 1§3, 1§5, 1§6): people at buyers with job title, name, contact
 * information (click to copy), seniority, function and buyer; the filter bar and the 'All filters'
 * drawer; row selection and export; the 'Not found any relevant contacts?' banner with the request
 * modal. Without CONTACTS the rows come redacted with an upgrade prompt; a Permission error shows
 * the paywall; guests get upgrade prompts and no request button.
 */
export function ContactsPage({
  user,
  fromLeadId = null,
  rowActions,
  selectionActions,
  renderExport,
}: ContactsPageProps) {
  const { filter, page, pageSize, update } = useContactsState();
  const search = useContacts({ filter, page, pageSize });
  const copier = useCopyContactDetails(fromLeadId, { guest: user.guest });
  const buyerLists = useBuyerLists({ signedIn: !user.guest && hasDataType(user, 'BUYERS') });
  const [selected, setSelected] = useState<Map<string, ContactData>>(() => new Map());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [requestOpen, setRequestOpen] = useState(false);
  const [paywall, setPaywall] = useState(false);
  const canSee = hasDataType(user, 'CONTACTS');
  const filtered = hasContactFilters(filter);

  const setFilter = (next: ContactFilter) => {
    setSelected(new Map());
    update({ filter: next, page: 1 });
  };
  const clear = () => setFilter(DEFAULT_CONTACT_FILTER);

  const buyerNames = useMemo(
    () => new Map(search.contacts.map((c) => [c.buyer.id, c.buyer.name])),
    [search.contacts],
  );

  const columns: DataTableColumn<ContactData>[] = useMemo(
    () =>
      contactColumns(false).map((c) => {
        const base = { id: c.id, header: c.header, width: COLUMN_WIDTHS[c.id] };
        switch (c.id) {
          case 'name':
            return {
              ...base,
              pin: 'start' as const,
              accessor: (r: ContactData) => r.jobTitle,
              cell: ({ row }: { row: ContactData }) => (
                <NameCell contact={row} rowActions={row.redacted ? undefined : rowActions?.(row)} />
              ),
            };
          case 'contactInformation':
            return {
              ...base,
              accessor: (r: ContactData) => r.email ?? r.phone ?? '',
              cell: ({ row }: { row: ContactData }) => (
                <ContactInfoCell contact={row} onCopy={copier.copy} onLocked={() => setPaywall(true)} />
              ),
            };
          case 'seniority':
            return { ...base, accessor: (r: ContactData) => r.seniority };
          case 'jobFunction':
            return { ...base, accessor: (r: ContactData) => r.jobFunction.join(', ') || '--' };
          case 'buyer':
            return {
              ...base,
              accessor: (r: ContactData) => r.buyer.name,
              cell: ({ row }: { row: ContactData }) => (
                <Link className={styles.link} to={`/buyers/${row.buyer.id}`}>
                  {row.buyer.name}
                </Link>
              ),
            };
        }
      }),
    [rowActions, copier.copy],
  );

  if (search.permissionError) return <DataTypeLocked dataType="CONTACTS" />;

  const requestAction = user.guest ? (
    <Button variant="secondary" onPress={() => setPaywall(true)}>
      Upgrade to request contacts
    </Button>
  ) : (
    <Button variant="secondary" onPress={() => setRequestOpen(true)}>
      {CONTACTS_COPY.requestButton}
    </Button>
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{CONTACTS_COPY.heading}</h1>
        {!search.fetching && !search.error ? (
          <ResultCount count={search.total} singular="contact" plural="contacts" announce />
        ) : null}
      </header>

      {!canSee ? (
        <Banner
          headingLevel={2}
          tone="caution"
          title={user.guest ? CONTACTS_COPY.guestPrompt : CONTACTS_COPY.redacted}
          action={
            <Button variant="primary" onPress={() => setPaywall(true)}>
              Upgrade
            </Button>
          }
        >
          Names, emails and phone numbers of decision makers are part of the Growth plan.
        </Banner>
      ) : null}

      <div className={styles.toolbar} role="search" aria-label="Contact filters">
        <SearchField
          key={filter.jobTitle === '' ? 'empty' : 'set'}
          label="Search by job title"
          hideLabel
          placeholder="Search by job title"
          defaultValue={filter.jobTitle}
          debounceMs={CONTACTS_SEARCH_DEBOUNCE_MS}
          onDebouncedChange={(jobTitle) => {
            if (jobTitle !== filter.jobTitle) setFilter({ ...filter, jobTitle });
          }}
          className={styles.search}
        />
        <MultiSelect
          className={styles.dropdown}
          label="Function"
          placeholder="Any function"
          items={JOB_FUNCTIONS.map((f) => ({ id: f, label: f }))}
          value={filter.jobFunction}
          onChange={(keys) => setFilter({ ...filter, jobFunction: keys.map(String) as JobFunction[] })}
          showTags={false}
        />
        <MultiSelect
          className={styles.dropdown}
          label="Seniority"
          placeholder="Any seniority"
          items={SENIORITIES.map((s) => ({ id: s, label: s }))}
          value={filter.seniority}
          onChange={(keys) => setFilter({ ...filter, seniority: keys.map(String) as Seniority[] })}
          showTags={false}
        />
        <MultiSelect
          className={styles.dropdown}
          label="Contact information"
          placeholder="Any"
          items={CONTACT_DISPLAY_OPTIONS.map((o) => ({ id: o, label: CONTACT_DISPLAY_LABELS[o] }))}
          value={filter.contactDisplayOptions}
          onChange={(keys) =>
            setFilter({ ...filter, contactDisplayOptions: keys.map(String) as ContactDisplayOption[] })
          }
          showTags={false}
          isDisabled={!canSee}
        />
        <Button
          variant="secondary"
          iconStart="Filter"
          onPress={() => (canSee || !user.guest ? setDrawerOpen(true) : setPaywall(true))}
        >
          {CONTACTS_COPY.allFilters}
        </Button>
        {filtered ? (
          <Button variant="tertiary" onPress={clear}>
            {CONTACTS_COPY.clearFilters}
          </Button>
        ) : null}
        <span className={styles.spacer} />
        {renderExport?.({
          request: search.request,
          rowCount: selected.size || search.total,
          selectedContactIds: [...selected.keys()],
        })}
      </div>

      {selected.size > 0 ? (
        <div className={styles.bulkBar} role="group" aria-label="Selected contacts">
          <span>{`${selected.size.toLocaleString('en-GB')} selected`}</span>
          {selectionActions?.([...selected.values()])}
          <Button variant="tertiary" onPress={() => setSelected(new Map())}>
            Clear selection
          </Button>
        </div>
      ) : null}

      <DataTable<ContactData>
        aria-label={CONTACTS_COPY.heading}
        columns={columns}
        data={search.contacts}
        getRowId={(c) => c.id}
        getRowLabel={(c) => [c.jobTitle, c.firstName, c.lastName].filter(Boolean).join(' ')}
        selectionMode="multiple"
        selection={Object.fromEntries([...selected.keys()].map((id) => [id, true as const]))}
        onSelectionChange={(next) => {
          const rows = new Map(search.contacts.map((c) => [c.id, c]));
          setSelected(
            new Map(
              Object.keys(next).flatMap((id) => {
                const row = selected.get(id) ?? rows.get(id);
                return row ? [[id, row] as const] : [];
              }),
            ),
          );
        }}
        isLoading={search.fetching}
        loadingLabel="Loading contacts"
        pagination={
          search.total > 0
            ? { page, pageSize, total: search.total, pageSizeOptions: CONTACTS_PAGE_SIZES }
            : undefined
        }
        onPaginationChange={({ page: nextPage, pageSize: nextSize }) => {
          if (!canSee && nextPage > 1) {
            setPaywall(true);
            return;
          }
          update(nextSize !== pageSize ? { pageSize: nextSize, page: 1 } : { page: nextPage, pageSize });
        }}
        error={
          search.error ? (
            <EmptyState
              illustration="loadError"
              title="Sorry something has gone wrong"
              description={CONTACTS_COPY.loadError}
            />
          ) : undefined
        }
        emptyState={
          <EmptyState
            illustration="noResults"
            title={CONTACTS_COPY.empty}
            description={
              filtered
                ? 'Try removing some filters, or ask our team to find the people you need.'
                : 'There are no contacts here yet.'
            }
            actions={
              filtered ? (
                <Button variant="secondary" onPress={clear}>
                  {CONTACTS_COPY.clearFilters}
                </Button>
              ) : undefined
            }
          />
        }
      />

      <Banner headingLevel={2} title={CONTACTS_COPY.banner} action={requestAction}>
        {CONTACTS_COPY.bannerBody}
      </Banner>

      {drawerOpen ? (
        <ContactFiltersDrawer
          isOpen
          onOpenChange={setDrawerOpen}
          filter={filter}
          onApply={setFilter}
          buyerLists={(buyerLists.lists?.all ?? []).map((l) => ({ id: String(l.id), name: l.name }))}
          buyerNames={buyerNames}
        />
      ) : null}
      {user.guest || !requestOpen ? null : (
        <RequestContactsModal
          isOpen
          onOpenChange={setRequestOpen}
          context={filter.buyerGuids.length ? { buyerGuids: filter.buyerGuids } : {}}
          initial={{
            seniority: filter.seniority,
            jobFunction: filter.jobFunction,
            jobTitle: filter.jobTitle,
          }}
        />
      )}
      <PaywallPrompt type={paywall ? 'CONTACTS' : null} onClose={() => setPaywall(false)} />
    </div>
  );
}
