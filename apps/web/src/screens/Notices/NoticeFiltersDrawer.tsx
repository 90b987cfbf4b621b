import { parseDate } from '@internationalized/date';
import {
  NOTICE_STAGES,
  NOTICE_STAGE_LABELS,
  clearNoticeFilters,
  type DateRange,
  type NoticeFilters,
  type NoticeStage,
} from '@tenderlens/domain';
import { Checkbox, DateRangePicker, FilterDrawer, NumberField, TagInput } from '@tenderlens/ui';
import { useState, type ReactNode } from 'react';
import * as styles from './Notices.css';

export interface NoticeFiltersDrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  filters: NoticeFilters;
  onApply: (filters: NoticeFilters) => void;
}

const RELEVANCE_OPTIONS = [
  { score: 3, label: 'High' },
  { score: 2, label: 'Medium' },
  { score: 1, label: 'Low' },
  { score: 0, label: 'None' },
] as const;

const CPV_PATTERN = /^(\d{2}|\d{8})$/;

function toggle<T>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? [...values.filter((v) => v !== value), value] : values.filter((v) => v !== value);
}

function CheckboxGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: DateRange;
  onChange: (r: DateRange) => void;
}) {
  const current = value.from && value.to ? { start: parseDate(value.from), end: parseDate(value.to) } : null;
  return (
    <DateRangePicker
      label={label}
      value={current}
      onChange={(range) => onChange(range ? { from: range.start.toString(), to: range.end.toString() } : {})}
    />
  );
}

/**
 * The notices filter drawer (700 wide, spec 1§9): edits a draft, applied at once with "Apply filters";
 * "Clear filters" empties the draft.
 */
export function NoticeFiltersDrawer({ isOpen, onOpenChange, filters, onApply }: NoticeFiltersDrawerProps) {
  const [draft, setDraft] = useState(filters);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    // Each opening starts from the filters in force.
    setWasOpen(isOpen);
    if (isOpen) setDraft(filters);
  }
  const set = <K extends keyof NoticeFilters>(key: K, value: NoticeFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const badCpv = draft.cpvCodes.filter((c) => !CPV_PATTERN.test(c));
  const valueInvalid =
    draft.value.from !== undefined && draft.value.to !== undefined && draft.value.from > draft.value.to;

  return (
    <FilterDrawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onApply={() => onApply(draft)}
      onClearFilters={() => setDraft(clearNoticeFilters(draft))}
      isApplyDisabled={badCpv.length > 0 || valueInvalid}
      groups={[
        {
          id: 'signals',
          title: 'Signals',
          subtitle: 'Relevance to your keywords, competitors, partners and CPV codes',
          defaultExpanded: true,
          content: (
            <CheckboxGroup legend="Relevance">
              {RELEVANCE_OPTIONS.map((o) => (
                <Checkbox
                  key={o.score}
                  isSelected={draft.relevanceScores.includes(o.score)}
                  onChange={(on) => set('relevanceScores', toggle(draft.relevanceScores, o.score, on))}
                >
                  {o.label}
                </Checkbox>
              ))}
            </CheckboxGroup>
          ),
        },
        {
          id: 'stages',
          title: 'Stages',
          defaultExpanded: true,
          content: (
            <CheckboxGroup legend="Stage">
              {NOTICE_STAGES.map((stage: NoticeStage) => (
                <Checkbox
                  key={stage}
                  isSelected={draft.stages.includes(stage)}
                  onChange={(on) => set('stages', toggle(draft.stages, stage, on))}
                >
                  {NOTICE_STAGE_LABELS[stage]}
                </Checkbox>
              ))}
            </CheckboxGroup>
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
            <TagInput
              label="CPV codes"
              description="A 2-digit division (e.g. 72) or an 8-digit code (e.g. 72000000); press Enter after each."
              value={draft.cpvCodes}
              onChange={(v) => set('cpvCodes', v)}
              isInvalid={badCpv.length > 0}
              errorMessage={
                badCpv.length > 0 ? `Not a CPV division or code: ${badCpv.join(', ')}` : undefined
              }
            />
          ),
        },
        {
          id: 'dates',
          title: 'Dates',
          content: (
            <div className={styles.stack}>
              <DateFilter
                label="Published"
                value={draft.publishDate}
                onChange={(r) => set('publishDate', r)}
              />
              <DateFilter label="Close date" value={draft.closeDate} onChange={(r) => set('closeDate', r)} />
              <DateFilter
                label="Expiry date"
                value={draft.expiryDate}
                onChange={(r) => set('expiryDate', r)}
              />
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
