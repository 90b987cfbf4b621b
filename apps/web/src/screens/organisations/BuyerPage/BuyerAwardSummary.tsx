import {
  DEFAULT_LOOKBACK_YEARS,
  LOOKBACK_YEARS,
  SEE_CONTRACTS_TOOLTIP,
  awardSummaryFigures,
  awardsSearchHref,
  cpvBars,
  formatCount,
  formatGbp,
  useBuyerCpvStats,
  type CpvStatsMode,
} from '@tenderlens/domain';
import { MiniBarChart, SegmentedControl, Select, StatFigures } from '@tenderlens/ui';
import { useState } from 'react';
import { LoadError } from '../../../pageParts/PageStates/PageStates';
import * as styles from '../../../pageParts/layout/Pages.css';

export interface BuyerAwardSummaryProps {
  buyerGuid: string;
  buyerName: string;
  /** The user may open the awards search (AWARDS): otherwise the bars are locked. */
  canSearchAwards: boolean;
  /** A locked bar was pressed: the subscription check (paywall). */
  onLockedPress: () => void;
}

const MODES: { id: CpvStatsMode; label: string }[] = [
  { id: 'historical', label: 'Historical awards' },
  { id: 'expiries', label: 'Upcoming expiries' },
];

/**
 * The buyer award summary and the expiring-contract panel (spec 2§2, 2§6): four figures and a
 * per-CPV-division chart for historical awards over the past N years or contracts expiring in the
 * next N years (N 1–5, default 3). Each bar opens the awards search in a new tab.
 */
export function BuyerAwardSummary({ buyerGuid, buyerName, canSearchAwards, onLockedPress }: BuyerAwardSummaryProps) {
  const [mode, setMode] = useState<CpvStatsMode>('historical');
  const [years, setYears] = useState<number>(DEFAULT_LOOKBACK_YEARS);
  const stats = useBuyerCpvStats(buyerGuid, { mode, years });
  const data = stats.data;
  const window = mode === 'expiries' ? 'Next' : 'Past';

  return (
    <section className={styles.section} aria-labelledby="award-summary-heading">
      <div className={styles.sectionHeader}>
        <h2 id="award-summary-heading" className={styles.subheading}>
          {mode === 'expiries' ? 'Expiring contracts' : 'Award summary'}
        </h2>
        <div className={styles.controls}>
          <SegmentedControl
            label="Show"
            hideLabel
            options={MODES}
            selectedKey={mode}
            onSelectionChange={(key) => setMode(key as CpvStatsMode)}
          />
          <Select
            label="Period"
            items={LOOKBACK_YEARS.map((n) => ({ id: n, label: `${window} ${n} ${n === 1 ? 'year' : 'years'}` }))}
            selectedKey={years}
            onSelectionChange={(key) => setYears(Number(key))}
          />
        </div>
      </div>
      {stats.error && !stats.fetching ? (
        <LoadError />
      ) : (
        <div className={styles.summaryGrid}>
          <StatFigures
            items={data && !stats.fetching ? awardSummaryFigures(data.overallStats, mode).map((f) => ({ id: f.label, label: f.label, value: f.value })) : []}
            placeholderLabel="Loading award figures"
            divided
          />
          {data && !stats.fetching ? (
            <MiniBarChart
              aria-label={`Contracts by CPV division, ${buyerName}`}
              countLabel={mode === 'expiries' ? 'Contracts expiring' : 'Contracts awarded'}
              valueLabel="Total value"
              formatCount={formatCount}
              formatValue={formatGbp}
              tooltip={SEE_CONTRACTS_TOOLTIP}
              isDisabled={!canSearchAwards}
              onDisabledPress={onLockedPress}
              emptyText={mode === 'expiries' ? `No contracts expire in the next ${years} years` : `No contracts awarded in the past ${years} years`}
              rows={cpvBars(data.perCpvStats).map((bar) => {
                const href = awardsSearchHref(buyerGuid, bar.code, data);
                return {
                  id: bar.code,
                  label: `${bar.code} ${bar.name}`.trim(),
                  count: bar.count,
                  value: bar.value,
                  countPercent: bar.countPercent,
                  valuePercent: bar.valuePercent,
                  countHref: href,
                  valueHref: href,
                };
              })}
            />
          ) : null}
        </div>
      )}
    </section>
  );
}
