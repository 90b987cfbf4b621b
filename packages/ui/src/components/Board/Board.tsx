import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { memo, useMemo, useState, type ReactNode } from 'react';
import * as styles from './Board.css';

/** A column of the board: its key (null is allowed, e.g. 'No stage'), heading and cards. */
export interface BoardColumnData<TItem> {
  id: string | null;
  title: string;
  /** Shown beside the title: the column's count (may exceed the cards shown). */
  count: number;
  /** Decoration before the title (an icon). */
  icon?: ReactNode;
  /** Shown instead of icon and title (e.g. a coloured tag holding the title); `title` still names the column. */
  heading?: ReactNode;
  items: readonly TItem[];
}

export interface BoardProps<TItem> {
  /** Accessible name of the board. */
  label: string;
  columns: readonly BoardColumnData<TItem>[];
  getItemId(item: TItem): string;
  /** The card's name, for the drag handle and screen-reader announcements. */
  getItemLabel(item: TItem): string;
  renderCard(item: TItem): ReactNode;
  /** A card was dropped on another column. */
  onMove(itemId: string, toColumnId: string | null): void;
  /** Text of an empty column. @default 'Nothing here' */
  emptyText?: string;
  /** Cards cannot be moved (no handles). */
  isReadOnly?: boolean;
}

const NULL_COLUMN = '__none';
const keyOf = (id: string | null) => (id === null ? NULL_COLUMN : `col:${id}`);
const idOf = (key: string): string | null => (key === NULL_COLUMN ? null : key.slice(4));

interface CardProps {
  id: string;
  label: string;
  readOnly: boolean;
  children: ReactNode;
}

const DraggableCard = memo(function DraggableCard({ id, label, readOnly, children }: CardProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, disabled: readOnly });
  if (readOnly)
    return (
      <li className={styles.card}>
        <div className={styles.cardBody}>{children}</div>
      </li>
    );
  return (
    <li ref={setNodeRef} className={styles.card} data-dragging={isDragging}>
      <button
        type="button"
        className={styles.handle}
        aria-label={`Move ${label}`}
        {...attributes}
        // dnd-kit's default describedby text tells keyboard users how to pick up and drop.
        {...listeners}
      >
        <GripVertical size={16} aria-hidden />
      </button>
      <div className={styles.cardBody}>{children}</div>
    </li>
  );
});

function Column<TItem>({
  column,
  props,
}: {
  column: BoardColumnData<TItem>;
  props: BoardProps<TItem>;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: keyOf(column.id) });
  const headingId = `board-column-${keyOf(column.id)}`;
  return (
    <section ref={setNodeRef} className={styles.column} aria-labelledby={headingId} data-over={isOver}>
      <header className={styles.columnHeader}>
        <h2 id={headingId} className={styles.columnTitle}>
          {column.heading ?? (
            <>
              {column.icon}
              {column.title}
            </>
          )}
        </h2>
        <span className={styles.count} aria-label={`${column.count} in ${column.title}`}>
          {column.count}
        </span>
      </header>
      {column.items.length === 0 ? (
        <p className={styles.empty}>{props.emptyText ?? 'Nothing here'}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {column.items.map((item) => {
            const id = props.getItemId(item);
            return (
              <DraggableCard key={id} id={id} label={props.getItemLabel(item)} readOnly={props.isReadOnly ?? false}>
                {props.renderCard(item)}
              </DraggableCard>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * A board of columns whose cards move between columns by dragging (pointer) or by keyboard: focus a
 * card's handle, Space to pick it up, Left/Right arrows to go to the previous/next column, Space to
 * drop, Escape to cancel (dnd-kit's keyboard sensor; announcements name the card and column).
 */
export function Board<TItem>(props: BoardProps<TItem>) {
  const { columns, getItemId, getItemLabel, onMove } = props;
  const [active, setActive] = useState<TItem | null>(null);
  const order = useMemo(() => columns.map((c) => keyOf(c.id)), [columns]);

  const itemIndex = useMemo(() => {
    const map = new Map<string, { item: TItem; column: string }>();
    for (const c of columns) for (const item of c.items) map.set(getItemId(item), { item, column: keyOf(c.id) });
    return map;
  }, [columns, getItemId]);

  // Left/Right jump a whole column: the target column's top-left corner is where the card goes.
  const keyboard = useMemo(() => {
    const coordinateGetter: KeyboardCoordinateGetter = (event, { active: activeId, context }) => {
      if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined;
      event.preventDefault();
      const current = context.over ? String(context.over.id) : itemIndex.get(String(activeId))?.column;
      const index = current ? order.indexOf(current) : -1;
      const target = order[index + (event.code === 'ArrowRight' ? 1 : -1)];
      const rect = target ? context.droppableRects.get(target) : undefined;
      if (!rect) return undefined;
      return { x: rect.left + 8, y: rect.top + 8 };
    };
    return { coordinateGetter };
  }, [order, itemIndex]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, keyboard),
  );

  const titleOf = (key: string | undefined) => columns.find((c) => keyOf(c.id) === key)?.title ?? '';
  const nameOf = (id: string | number) => {
    const entry = itemIndex.get(String(id));
    return entry ? getItemLabel(entry.item) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up ${nameOf(a.id)}. Use the left and right arrow keys to choose a column.`,
    onDragOver: ({ active: a, over }) => (over ? `${nameOf(a.id)} is over ${titleOf(String(over.id))}.` : undefined),
    onDragEnd: ({ active: a, over }) =>
      over ? `${nameOf(a.id)} dropped in ${titleOf(String(over.id))}.` : `${nameOf(a.id)} dropped.`,
    onDragCancel: ({ active: a }) => `Moving ${nameOf(a.id)} was cancelled.`,
  };

  const onDragStart = (e: DragStartEvent) => setActive(itemIndex.get(String(e.active.id))?.item ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    setActive(null);
    if (!e.over) return;
    const from = itemIndex.get(String(e.active.id))?.column;
    const to = String(e.over.id);
    if (from !== to) onMove(String(e.active.id), idOf(to));
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a card, press Space to pick it up, the left and right arrow keys to choose a column, Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <div className={styles.board} role="region" aria-label={props.label}>
        {columns.map((column) => (
          <Column key={keyOf(column.id)} column={column} props={props} />
        ))}
      </div>
      <DragOverlay>{active ? <div className={styles.overlay}>{props.renderCard(active)}</div> : null}</DragOverlay>
    </DndContext>
  );
}
