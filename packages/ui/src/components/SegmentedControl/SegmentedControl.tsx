import { useId, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import * as fieldStyles from '../TextField/TextField.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './SegmentedControl.css';

export interface SegmentedOption {
  /** The key reported when this segment is chosen. */
  id: string;
  /** The visible label. */
  label: ReactNode;
  /** This segment cannot be chosen. */
  isDisabled?: boolean;
}

export interface SegmentedControlProps {
  /** Names the group. Visible above it unless `hideLabel`. */
  label: ReactNode;
  /**
   * Keep the label for assistive technology only.
   * @default false
   */
  hideLabel?: boolean;
  /** Two or more segments. */
  options: SegmentedOption[];
  /** The chosen segment (controlled). */
  selectedKey?: string;
  /** The chosen segment at first (uncontrolled); the first option when neither is given. */
  defaultSelectedKey?: string;
  /** Called with the newly chosen segment. */
  onSelectionChange?: (key: string) => void;
  /**
   * All segments disabled.
   * @default false
   */
  isDisabled?: boolean;
  /** Extra class on the group. */
  className?: string;
}

/**
 * A small exclusive toggle between two or more options (such as Annual / Monthly). RAC ToggleButtonGroup
 * with single selection, so it is a radio group to assistive technology; arrow keys move between segments.
 * One segment is always chosen.
 */
export function SegmentedControl({
  label,
  hideLabel = false,
  options,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isDisabled = false,
  className,
}: SegmentedControlProps) {
  const labelId = useId();
  const toSet = (key: string | undefined) => (key === undefined ? undefined : new Set<Key>([key]));
  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={hideLabel ? visuallyHidden : fieldStyles.label}>
        {label}
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        selectionMode="single"
        disallowEmptySelection
        isDisabled={isDisabled}
        selectedKeys={toSet(selectedKey)}
        defaultSelectedKeys={
          selectedKey === undefined ? toSet(defaultSelectedKey ?? options[0]?.id) : undefined
        }
        onSelectionChange={(keys) => {
          const [key] = keys;
          if (key !== undefined) onSelectionChange?.(String(key));
        }}
        className={[styles.group(), className].filter(Boolean).join(' ')}
      >
        {options.map((o) => (
          <ToggleButton key={o.id} id={o.id} isDisabled={o.isDisabled} className={styles.segment()}>
            {o.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
