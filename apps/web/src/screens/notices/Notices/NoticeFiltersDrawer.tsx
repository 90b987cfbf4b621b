import { parseDate } from '@internationalized/date';
import {
  DATE_RANGE_ORDER_ERROR,
  NOTICE_STAGES,
  RELATIVE_DATE_PRESETS,
  NOTICE_STAGE_LABELS,
  QUALIFICATION_LABELS,
  SUPPLIER_SME_CHOICES,
  SUPPLIER_SME_LABELS,
  clearNoticeFilters,
  hasDataType,
  lotLabel,
  relativeDatePresetOf,
  relativeRangeText,
  useBuyerLists,
  useCompanyUsers,
  useCpvCodeTree,
  useLotsByIds,
  useOrganisationNames,
  useTeamSignals,
  type CurrentUser,
  type DateRange,
  type NoticeFilters,
  type NoticeStage,
  type SupplierSmeChoice,
} from '@tenderlens/domain';
import {
  Checkbox,
  DatePicker,
  FilterDrawer,
  LockIcon,
  MultiSelect,
  NumberField,
  RadioGroup,
  Select,
  TagInput,
  TreeSelect,
  type TreeSelectItem,
} from '@tenderlens/ui';
import { useMemo, useState } from 'react';
import { BuyerRegionSelect, DeliveryRegionSelect } from './BuyerRegionSelect';
import { BuyerTypeSelect } from './BuyerTypeSelect';
import * as styles from './Notices.css';
import { CheckboxGroup, CheckboxList } from './CheckboxList';
import { OrganisationPicker } from './OrganisationPicker';

export interface NoticeFiltersDrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  filters: NoticeFilters;
  onApply: (filters: NoticeFilters) => void;
  /** The signed-in user: supplier filters need AWARDS, buyer lists need BUYERS. */
  user: CurrentUser;
}

const ANY_ASSIGNEE = 'any';

/** Codes of the tree's topmost checked nodes (a checked parent stands for its descendants). */
function topmostChecked(checked: readonly string[], parentOf: Map<string, string | null>): string[] {
  const set = new Set(checked);
  return checked.filter((id) => {
    let parent = parentOf.get(id) ?? null;
    while (parent) {
      if (set.has(parent)) return false;
      parent = parentOf.get(parent) ?? null;
    }
    return true;
  });
}

/** A filter value (2-digit division or 8-digit code) → the tree id (8-digit code). */
const cpvNodeId = (code: string) => (code.length === 2 ? code.padEnd(8, '0') : code);

const RELEVANCE_OPTIONS = [
  { score: 3, label: 'High' },
  { score: 2, label: 'Medium' },
  { score: 1, label: 'Low' },
  { score: 0, label: 'None' },
] as const;

const CPV_PATTERN = /^(\d{2}|\d{8})$/;
/** A typed CPV code as the filter keeps it: spaces out, the check digit ('72000000-1') dropped. */
const normaliseCpvInput = (code: string) => code.replace(/\s+/g, '').replace(/^(\d{8})-\d$/, '$1');


const ANY_TIME = 'any';
const CUSTOM_DATES = 'custom';
/** A relative range from the URL that is none of the presets. */
const OTHER_RELATIVE = 'relative';

/** A start after the end (both set). */
const dateRangeInvalid = (r: DateRange) => !!r.from && !!r.to && r.from > r.to;

/**
 * One date filter (spec 1§3 "Date range"): any time, a range relative to today (relative_from /
 * relative_to), or custom dates where either end may be left open.
 */
function DateFilter({ label, value, onChange }: { label: string; value: DateRange; onChange: (r: DateRange) => void }) {
  const preset = relativeDatePresetOf(value);
  const relative = !!(value.relativeFrom || value.relativeTo);
  const [custom, setCustom] = useState(!!(value.from || value.to));
  const mode = preset ? preset.id : relative ? OTHER_RELATIVE : custom || value.from || value.to ? CUSTOM_DATES : ANY_TIME;
  const invalid = dateRangeInvalid(value);
  return (
    <div className={styles.stack}>
      <Select
        label={label}
        items={[
          { id: ANY_TIME, label: 'Any time' },
          ...RELATIVE_DATE_PRESETS.map((p) => ({ id: p.id, label: p.label })),
          ...(mode === OTHER_RELATIVE ? [{ id: OTHER_RELATIVE, label: relativeRangeText(value) }] : []),
          { id: CUSTOM_DATES, label: 'Custom dates' },
        ]}
        selectedKey={mode}
        onSelectionChange={(key) => {
          const chosen = RELATIVE_DATE_PRESETS.find((p) => p.id === key);
          setCustom(key === CUSTOM_DATES);
          if (chosen) onChange({ ...chosen.range });
          else if (key === CUSTOM_DATES) onChange(relative ? {} : { from: value.from, to: value.to });
          else if (key === ANY_TIME) onChange({});
        }}
      />
      {mode === CUSTOM_DATES ? (
        <div className={styles.row}>
          <DatePicker
            label={`${label} from`}
            value={value.from ? parseDate(value.from) : null}
            onChange={(d) => onChange({ ...value, from: d ? d.toString() : undefined })}
          />
          <DatePicker
            label={`${label} to`}
            value={value.to ? parseDate(value.to) : null}
            onChange={(d) => onChange({ ...value, to: d ? d.toString() : undefined })}
            isInvalid={invalid}
            errorMessage={invalid ? DATE_RANGE_ORDER_ERROR : undefined}
          />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The notices filter drawer (700 wide, spec 1§9): edits a draft, applied at once with "Apply filters";
 * "Clear filters" empties the draft.
 */
export function NoticeFiltersDrawer({ isOpen, onOpenChange, filters, onApply, user }: NoticeFiltersDrawerProps) {
  const [draft, setDraft] = useState(filters);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    // Each opening starts from the filters in force.
    setWasOpen(isOpen);
    if (isOpen) setDraft(filters);
  }
  const set = <K extends keyof NoticeFilters>(key: K, value: NoticeFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const badCpv = draft.cpvCodes.filter((c) => !CPV_PATTERN.test(c));
  const canFilterSuppliers = hasDataType(user, 'AWARDS');
  const canUseBuyerLists = hasDataType(user, 'BUYERS') && !user.guest;
  const cpv = useCpvCodeTree(isOpen);
  const cpvItems: TreeSelectItem[] = useMemo(
    () => (cpv.data ?? []).map((c) => ({ id: c.code, label: `${c.code} ${c.name}`, parentId: c.parentCode })),
    [cpv.data],
  );
  const cpvParents = useMemo(() => new Map(cpvItems.map((i) => [i.id, i.parentId ?? null])), [cpvItems]);
  const cpvChecked = useMemo(() => {
    const roots = draft.cpvCodes.map(cpvNodeId);
    // Every checked node, descendants included (a CPV code's descendants share its leading digits).
    return cpvItems.filter((i) => roots.some((r) => i.id === r || i.id.startsWith(r.replace(/0+$/, '')))).map((i) => i.id);
  }, [draft.cpvCodes, cpvItems]);
  const signals = useTeamSignals(!isOpen);
  const buyerLists = useBuyerLists({ signedIn: isOpen && canUseBuyerLists });
  const users = useCompanyUsers();
  const lots = useLotsByIds(draft.lotIds);
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const loadedNames = useOrganisationNames(isOpen ? [...draft.buyerGuids, ...draft.supplierGuids] : []);
  const orgNames = useMemo(() => new Map([...loadedNames, ...picked]), [loadedNames, picked]);
  const remember = (p?: { guid: string; name: string }) => {
    if (p) setPicked((m) => new Map(m).set(p.guid, p.name));
  };
  const valueInvalid = draft.value.from !== undefined && draft.value.to !== undefined && draft.value.from > draft.value.to;
  const datesInvalid = [draft.publishDate, draft.closeDate, draft.expiryDate, draft.awardDate].some(dateRangeInvalid);

  return (
    <FilterDrawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onApply={() => onApply(draft)}
      onClearFilters={() => setDraft(clearNoticeFilters(draft))}
      isApplyDisabled={badCpv.length > 0 || valueInvalid || datesInvalid}
      groups={[
        {
          id: 'signals',
          title: 'Signals',
          subtitle: 'Relevance to your keywords, competitors, partners and CPV codes',
          defaultExpanded: true,
          content: (
            <div className={styles.stack}>
              <CheckboxList
                legend="Relevance"
                items={RELEVANCE_OPTIONS.map((o) => ({ value: o.score, label: o.label }))}
                value={draft.relevanceScores}
                onChange={(v) => set('relevanceScores', v)}
              />
              <MultiSelect
                label="Signals"
                placeholder="Any signal"
                items={(signals.data ?? []).map((sig) => ({ id: sig.id, label: sig.name, description: sig.category }))}
                value={draft.signals}
                onChange={(keys) => set('signals', keys.map(String))}
                emptyText="Your team has no signals yet"
              />
            </div>
          ),
        },
        {
          id: 'suppliers',
          title: 'Suppliers',
          subtitle: 'Suppliers awarded the contract',
          content: canFilterSuppliers ? (
            <div className={styles.stack}>
              <OrganisationPicker
                role="supplier"
                label="Suppliers"
                value={draft.supplierGuids}
                names={orgNames}
                onChange={(guids, p) => {
                  remember(p);
                  set('supplierGuids', guids);
                }}
              />
              <RadioGroup
                label="SMEs"
                orientation="horizontal"
                value={draft.supplierSme}
                onChange={(v) => set('supplierSme', v as SupplierSmeChoice)}
                options={SUPPLIER_SME_CHOICES.map((c) => ({ value: c, label: SUPPLIER_SME_LABELS[c] }))}
              />
            </div>
          ) : (
            <p className={styles.lockedNote}>
              <LockIcon label="Locked" /> Filtering by supplier needs contract awards, on our Basic plan.
            </p>
          ),
        },
        {
          id: 'buyers',
          title: 'Buyers',
          content: (
            <div className={styles.stack}>
              <OrganisationPicker
                role="buyer"
                label="Buyers"
                value={draft.buyerGuids}
                names={orgNames}
                onChange={(guids, p) => {
                  remember(p);
                  set('buyerGuids', guids);
                }}
              />
              {canUseBuyerLists ? (
                <MultiSelect
                  label="Buyer lists"
                  placeholder="Any buyer list"
                  items={(buyerLists.lists?.all ?? []).map((l) => ({ id: String(l.id), label: l.name }))}
                  value={draft.buyerListIds}
                  onChange={(keys) => set('buyerListIds', keys.map(String))}
                  emptyText="You haven't added any lists yet"
                />
              ) : null}
              <BuyerTypeSelect value={draft.buyerCategoryIds} onChange={(ids) => set('buyerCategoryIds', ids)} />
              <BuyerRegionSelect value={draft.buyerRegionIds} onChange={(ids) => set('buyerRegionIds', ids)} />
            </div>
          ),
        },
        {
          id: 'delivery',
          title: 'Delivery location',
          subtitle: 'Where the contract is delivered or performed',
          content: <DeliveryRegionSelect value={draft.deliveryRegionIds} onChange={(ids) => set('deliveryRegionIds', ids)} />,
        },
        ...(draft.lotIds.length > 0
          ? [
              {
                id: 'lots',
                title: 'Lots',
                subtitle: 'Notices carrying these lots',
                defaultExpanded: true,
                content: (
                  <CheckboxGroup legend="Lots">
                    {draft.lotIds.map((id) => {
                      const lot = lots.data?.find((l) => l.id === id);
                      return (
                        <Checkbox key={id} isSelected onChange={(on) => !on && set('lotIds', draft.lotIds.filter((l) => l !== id))}>
                          {lot ? lotLabel(lot) : id}
                        </Checkbox>
                      );
                    })}
                  </CheckboxGroup>
                ),
              },
            ]
          : []),
        {
          id: 'stages',
          title: 'Stages',
          defaultExpanded: true,
          content: (
            <CheckboxList
              legend="Stage"
              items={NOTICE_STAGES.map((stage: NoticeStage) => ({ value: stage, label: NOTICE_STAGE_LABELS[stage] }))}
              value={draft.stages}
              onChange={(v) => set('stages', v)}
            />
          ),
        },
        {
          id: 'keywords',
          title: 'Keywords',
          defaultExpanded: true,
          content: (
            <div className={styles.stack}>
              <TagInput
                label="Keywords"
                description="Press Enter after each keyword."
                value={draft.keywords}
                onChange={(v) => set('keywords', v)}
              />
              <TagInput
                label="Exclude keywords"
                description="Notices that mention these are left out."
                value={draft.excludeKeywords}
                onChange={(v) => set('excludeKeywords', v)}
              />
            </div>
          ),
        },
        {
          id: 'cpv',
          title: 'CPV codes',
          content: (
            <div className={styles.stack}>
              <TreeSelect
                label="CPV codes"
                description="Check a division to include every code under it."
                items={cpvItems}
                value={cpvChecked}
                onChange={(checked) =>
                  // Codes the tree does not hold (typed below, or not loaded) stay as they are.
                  set('cpvCodes', [...topmostChecked(checked, cpvParents), ...draft.cpvCodes.filter((c) => !cpvParents.has(cpvNodeId(c)))])
                }
                isSearchable
                searchLabel="Search CPV codes"
                searchPlaceholder="Search by code or name"
                emptyText={cpv.error ? 'Sorry something has gone wrong. If this error persists please contact support' : 'Loading CPV codes'}
              />
              <TagInput
                label="CPV codes by number"
                description="Type or paste 2-digit divisions or 8-digit codes (from a tender document, say); press Enter after each."
                value={draft.cpvCodes}
                onChange={(codes) => set('cpvCodes', [...new Set(codes.map(normaliseCpvInput))])}
                isInvalid={badCpv.length > 0}
                errorMessage={badCpv.length > 0 ? `Not a CPV division or code: ${badCpv.join(', ')}` : undefined}
              />
            </div>
          ),
        },
        {
          id: 'qualification',
          title: 'Qualification',
          content: (
            <MultiSelect
              label="Qualification"
              placeholder="Any qualification"
              items={Object.entries(QUALIFICATION_LABELS).map(([id, label]) => ({ id, label }))}
              value={draft.qualifications}
              onChange={(keys) => set('qualifications', keys.map(String))}
            />
          ),
        },
        {
          id: 'assignee',
          title: 'Assignee',
          content: (
            <Select
              label="Assignee"
              items={[
                { id: ANY_ASSIGNEE, label: 'Anyone' },
                { id: 'unassigned', label: 'Unassigned' },
                ...(users.data ?? []).filter((u) => u.active).map((u) => ({ id: u.guid, label: `${u.firstName} ${u.lastName}`.trim() })),
              ]}
              selectedKey={draft.assignee ?? ANY_ASSIGNEE}
              onSelectionChange={(key) => set('assignee', key === ANY_ASSIGNEE || key === null ? null : String(key))}
            />
          ),
        },
        {
          id: 'dates',
          title: 'Dates',
          content: (
            <div className={styles.stack}>
              <DateFilter label="Published" value={draft.publishDate} onChange={(r) => set('publishDate', r)} />
              <DateFilter label="Close date" value={draft.closeDate} onChange={(r) => set('closeDate', r)} />
              <DateFilter label="Expiry date" value={draft.expiryDate} onChange={(r) => set('expiryDate', r)} />
              <DateFilter label="Award date" value={draft.awardDate} onChange={(r) => set('awardDate', r)} />
            </div>
          ),
        },
        {
          id: 'value',
          title: 'Value',
          content: (
            <div className={styles.row}>
              <NumberField
                label="Minimum value"
                currency="GBP"
                minValue={0}
                value={draft.value.from ?? Number.NaN}
                onChange={(v) => set('value', { ...draft.value, from: Number.isNaN(v) ? undefined : v })}
              />
              <NumberField
                label="Maximum value"
                currency="GBP"
                minValue={0}
                value={draft.value.to ?? Number.NaN}
                onChange={(v) => set('value', { ...draft.value, to: Number.isNaN(v) ? undefined : v })}
                isInvalid={valueInvalid}
                errorMessage={valueInvalid ? 'The maximum must not be less than the minimum' : undefined}
              />
            </div>
          ),
        },
        {
          id: 'hidden',
          title: 'Hidden notices',
          content: (
            <Checkbox isSelected={draft.showHidden} onChange={(on) => set('showHidden', on)}>
              Include notices hidden for your team
            </Checkbox>
          ),
        },
      ]}
    />
  );
}
