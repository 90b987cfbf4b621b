import type { Key } from 'react';
import {
  Button as RACButton,
  DialogTrigger,
  GridList,
  GridListItem,
  useDragAndDrop,
  type Selection,
} from 'react-aria-components';
import { GripVertical } from 'lucide-react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Icon } from '../Icon';
import { Popover, type PopoverPlacement } from '../Popover';
import * as styles from './ColumnChooser.css';

/** One column as the chooser sees it. */
export interface ColumnChooserColumn {
  /** The column id. */
  id: string;
  /** The column name shown in the list. */
  label: string;
  /** Whether the column is shown. */
  visible: boolean;
  /**
   * A locked column is always shown (its checkbox is disabled); it can still be moved.
   * @default false
   */
  locked?: boolean;
}

export interface ColumnChooserProps {
  /** The columns in their current order. */
  columns: readonly ColumnChooserColumn[];
  /** Called with the whole list after a column is shown, hidden or moved. */
  onChange: (columns: ColumnChooserColumn[]) => void;
  /**
   * Label of the button that opens the chooser.
   * @default 'Columns'
   */
  triggerLabel?: string;
  /**
   * Heading of the popover; it also names the list.
   * @default 'Show and reorder columns'
   */
  title?: string;
  /**
   * Where the popover opens.
   * @default 'bottom end'
   */
  placement?: PopoverPlacement;
  /**
   * Whether the popover starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Extra class on the popover. */
  className?: string;
}

/** DataTable state for the chooser's columns: pass the result as `columnVisibility` and `columnOrder`. */
export function columnChooserToTableState(columns: readonly ColumnChooserColumn[]): {
  columnVisibility: Record<string, boolean>;
  columnOrder: string[];
} {
  return {
    columnVisibility: Object.fromEntries(columns.map((c) => [c.id, c.visible || c.locked === true])),
    columnOrder: columns.map((c) => c.id),
  };
}

/** Moves `keys` before or after `target`, keeping their relative order. */
export function moveColumns(
  columns: readonly ColumnChooserColumn[],
  keys: ReadonlySet<Key>,
  target: Key,
  position: 'before' | 'after',
): ColumnChooserColumn[] {
  const moving = columns.filter((c) => keys.has(c.id));
  const rest = columns.filter((c) => !keys.has(c.id));
  const at = rest.findIndex((c) => c.id === target);
  if (at < 0) return [...columns];
  const insertAt = position === 'before' ? at : at + 1;
  return [...rest.slice(0, insertAt), ...moving, ...rest.slice(insertAt)];
}

/**
 * A button opening a popover list of columns: a checkbox shows or hides each, and a drag handle moves it.
 * Keyboard: Tab to the list, arrows between columns, Space toggles; on a handle, Enter starts a move, arrows
 * pick the place, Enter drops (RAC GridList drag and drop).
 */
export function ColumnChooser({
  columns,
  onChange,
  triggerLabel = 'Columns',
  title = 'Show and reorder columns',
  placement = 'bottom end',
  defaultOpen = false,
  className,
}: ColumnChooserProps) {
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({ 'text/plain': columns.find((c) => c.id === key)?.label ?? String(key) })),
    onReorder: (e) => {
      if (e.target.dropPosition === 'on') return;
      onChange(moveColumns(columns, e.keys, e.target.key, e.target.dropPosition));
    },
  });

  const selectedKeys = columns.filter((c) => c.visible || c.locked).map((c) => c.id);
  const lockedKeys = columns.filter((c) => c.locked).map((c) => c.id);

  const onSelectionChange = (selection: Selection) => {
    onChange(
      columns.map((c) => ({
        ...c,
        visible: c.locked ? true : selection === 'all' ? true : selection.has(c.id),
      })),
    );
  };

  const hiddenCount = columns.filter((c) => !c.visible && !c.locked).length;

  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary" iconStart="Settings">
        {triggerLabel}
        {hiddenCount > 0 && <span className={styles.hiddenCount}>({hiddenCount} hidden)</span>}
      </Button>
      <Popover title={title} placement={placement} className={className}>
        <GridList
          aria-label={title}
          items={columns}
          selectionMode="multiple"
          selectionBehavior="toggle"
          selectedKeys={selectedKeys}
          disabledKeys={lockedKeys}
          disabledBehavior="selection"
          onSelectionChange={onSelectionChange}
          // Escape closes the popover; RAC's default would first clear the selection, hiding every column.
          escapeKeyBehavior="none"
          dragAndDropHooks={dragAndDropHooks}
          className={styles.list}
        >
          {(column) => (
            <GridListItem id={column.id} textValue={column.label} className={styles.item}>
              <RACButton slot="drag" aria-label={`Move ${column.label}`} className={styles.handle}>
                <Icon icon={GripVertical} size="sm" />
              </RACButton>
              {/* RAC adds the row to the name: it reads "Show <column>". */}
              <Checkbox slot="selection" aria-label="Show" />
              <span className={styles.label}>{column.label}</span>
              {column.locked && <Icon icon="Lock" size="sm" label="Always shown" />}
            </GridListItem>
          )}
        </GridList>
      </Popover>
    </DialogTrigger>
  );
}
