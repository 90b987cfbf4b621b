import { useId, useState, type ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './FilterChips.css';

/** One applied filter. */
export interface FilterChip {
  /** Unique id, passed back to `onRemove`. */
  id: string;
  /** Text of the chip, e.g. "Status: Open". */
  label: string;
}

export interface FilterChipsProps {
  /** The filters currently applied. */
  chips: readonly FilterChip[];
  /** Called with a chip's id when its remove button is pressed. */
  onRemove: (id: string) => void;
  /** When given, a "Clear all" button removes every filter. */
  onClearAll?: () => void;
  /**
   * Chips shown before the rest collapse into a "+ N More" button.
   * @default 4
   */
  maxVisible?: number;
  /**
   * Accessible name of the group.
   * @default 'Applied filters'
   */
  'aria-label'?: string;
  /**
   * Label of the clear-all button.
   * @default 'Clear all'
   */
  clearAllLabel?: string;
  /**
   * Label of the collapse button shown once expanded.
   * @default 'Show less'
   */
  showLessLabel?: string;
  /** Content before the chips (e.g. a ResultCount). */
  leading?: ReactNode;
  /** Extra class. */
  className?: string;
}

/**
 * The filters applied to a list, as removable chips. The first `maxVisible` show; the rest collapse into a
 * "+ N More" button. Removing a chip moves focus to a neighbour so keyboard users never lose their place.
 */
export function FilterChips({
  chips,
  onRemove,
  onClearAll,
  maxVisible = 4,
  'aria-label': ariaLabel = 'Applied filters',
  clearAllLabel = 'Clear all',
  showLessLabel = 'Show less',
  leading,
  className,
}: FilterChipsProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hidden = Math.max(0, chips.length - maxVisible);
  const shown = expanded ? chips : chips.slice(0, maxVisible);

  const remove = (id: string, index: number) => {
    // Keep focus in the group: on the next chip's remove button, else the previous, else the group's first control.
    const root = document.getElementById(listId);
    const buttons = root ? Array.from(root.querySelectorAll<HTMLElement>('[data-chip-remove]')) : [];
    const target = buttons[index + 1] ?? buttons[index - 1];
    onRemove(id);
    requestAnimationFrame(() => {
      if (target?.isConnected) target.focus();
      else root?.parentElement?.querySelector<HTMLElement>('button')?.focus();
    });
  };

  if (chips.length === 0 && leading == null) return null;

  return (
    <div role="group" aria-label={ariaLabel} className={[styles.root, className].filter(Boolean).join(' ')}>
      {leading}
      <ul id={listId} className={styles.list}>
        {shown.map((chip, index) => (
          <li key={chip.id} className={styles.chip}>
            <span className={styles.label}>{chip.label}</span>
            <RACButton
              data-chip-remove=""
              aria-label={`Remove filter ${chip.label}`}
              className={styles.remove}
              onPress={() => remove(chip.id, index)}
            >
              <Icon icon="X" size="sm" />
            </RACButton>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <Button
          variant="tertiary"
          size="sm"
          aria-expanded={expanded}
          aria-controls={listId}
          onPress={() => setExpanded((v) => !v)}
        >
          {expanded ? showLessLabel : `+ ${hidden} More`}
        </Button>
      )}
      {onClearAll && chips.length > 0 && (
        <Button variant="link" size="sm" onPress={onClearAll}>
          {clearAllLabel}
        </Button>
      )}
    </div>
  );
}
