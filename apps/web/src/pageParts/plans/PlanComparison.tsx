import type { ComparisonRow, ComparisonSection, ComparisonValue, SoldPlan } from '@tenderlens/domain';
import {
  CUSTOMER_SUCCESS_ROWS,
  CUSTOMER_SUCCESS_TIERS,
  PLAN_NAMES,
  PLANS_PAGE_COPY,
  SOLD_PLANS,
} from '@tenderlens/domain';
import { Icons, VisuallyHidden } from '@tenderlens/ui';
import * as styles from './Plans.css';

function Value({ value }: { value: ComparisonValue }) {
  if (value === true)
    return (
      <span className={styles.yes}>
        <Icons.Check aria-hidden="true" size={16} />
        <VisuallyHidden>Included</VisuallyHidden>
      </span>
    );
  if (value === false)
    return (
      <span className={styles.no}>
        <span aria-hidden="true">–</span>
        <VisuallyHidden>Not included</VisuallyHidden>
      </span>
    );
  return <>{value}</>;
}

function PlanHeader({ current }: { current: SoldPlan | null }) {
  return (
    <thead>
      <tr>
        <th scope="col" className={styles.featureCell}>
          Feature
        </th>
        {SOLD_PLANS.map((plan) => (
          <th
            key={plan}
            scope="col"
            className={`${styles.headCell} ${plan === current ? styles.current : ''}`}
          >
            {PLAN_NAMES[plan]}
            {plan === current ? (
              <span className={styles.currentTag}>{PLANS_PAGE_COPY.currentPlan}</span>
            ) : null}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Rows({ rows, current }: { rows: readonly ComparisonRow[]; current: SoldPlan | null }) {
  return rows.map((row) => (
    <tr key={row.feature}>
      <th scope="row" className={styles.featureCell}>
        {row.feature}
      </th>
      {SOLD_PLANS.map((plan) => (
        <td key={plan} className={`${styles.cell} ${plan === current ? styles.current : ''}`}>
          <Value value={row.values[plan]} />
        </td>
      ))}
    </tr>
  ));
}

/** A comparison table of the four plans, by section (spec 2§2 'Compare our plans in detail', Bid Studio comparison). */
export function PlanComparison({
  caption,
  sections,
  current,
}: {
  caption: string;
  sections: readonly ComparisonSection[];
  current: SoldPlan | null;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <PlanHeader current={current} />
        {sections.map((section) => (
          <tbody key={section.title}>
            <tr>
              <th scope="colgroup" colSpan={SOLD_PLANS.length + 1} className={styles.sectionRow}>
                {section.title}
              </th>
            </tr>
            <Rows rows={section.rows} current={current} />
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** The customer success table (Bronze, Silver, Gold, Platinum). */
export function CustomerSuccessTable({ current }: { current: SoldPlan | null }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{PLANS_PAGE_COPY.customerSuccessHeading}</caption>
        <PlanHeader current={current} />
        <tbody>
          <tr>
            <th scope="row" className={styles.featureCell}>
              Customer success tier
            </th>
            {SOLD_PLANS.map((plan) => (
              <td key={plan} className={`${styles.cell} ${plan === current ? styles.current : ''}`}>
                {CUSTOMER_SUCCESS_TIERS[plan]}
              </td>
            ))}
          </tr>
          <Rows rows={CUSTOMER_SUCCESS_ROWS} current={current} />
        </tbody>
      </table>
    </div>
  );
}
