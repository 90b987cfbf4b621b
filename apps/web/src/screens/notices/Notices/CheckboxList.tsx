import { Checkbox } from '@tenderlens/ui';
import type { ReactNode } from 'react';
import * as styles from './Notices.css';

/** A legend over checkboxes: the filter drawers' groups of choices. */
export function CheckboxGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export interface CheckboxListProps<T extends string | number> {
  legend: string;
  items: readonly { value: T; label: string }[];
  /** The ticked values. */
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** One checkbox per item; ticking adds the value, unticking takes it out. */
export function CheckboxList<T extends string | number>({
  legend,
  items,
  value,
  onChange,
}: CheckboxListProps<T>) {
  return (
    <CheckboxGroup legend={legend}>
      {items.map((item) => (
        <Checkbox
          key={item.value}
          isSelected={value.includes(item.value)}
          onChange={(on) =>
            onChange(
              on
                ? [...value.filter((v) => v !== item.value), item.value]
                : value.filter((v) => v !== item.value),
            )
          }
        >
          {item.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
