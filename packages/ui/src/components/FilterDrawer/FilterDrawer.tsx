import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Collapsible } from '../Collapsible';
import { Drawer, type DrawerProps } from '../Drawer';
import * as styles from './FilterDrawer.css';

/** One collapsible group of filters. */
export interface FilterDrawerGroup {
  /** Unique id. */
  id: string;
  /** Group heading (names its expand button). */
  title: ReactNode;
  /** Summary under the title, e.g. "2 selected". */
  subtitle?: ReactNode;
  /** The filter controls. */
  content: ReactNode;
  /**
   * Whether the group starts expanded.
   * @default false
   */
  defaultExpanded?: boolean;
  /**
   * Whether the group cannot be opened (e.g. not on this plan).
   * @default false
   */
  isDisabled?: boolean;
}

export interface FilterDrawerProps
  extends Pick<DrawerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'onBack' | 'className'> {
  /**
   * Drawer heading.
   * @default 'Filters'
   */
  title?: ReactNode;
  /** The groups, each a Collapsible. */
  groups: readonly FilterDrawerGroup[];
  /** Content above the groups (e.g. a search field or a ResultCount). */
  intro?: ReactNode;
  /** Called by "Apply"; the drawer then closes. */
  onApply: () => void;
  /** When given, a "Clear filters" button sits in the header. */
  onClearFilters?: () => void;
  /**
   * Label of the apply button.
   * @default 'Apply filters'
   */
  applyLabel?: string;
  /**
   * Label of the footer button that closes without applying.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * Label of the clear button.
   * @default 'Clear filters'
   */
  clearLabel?: string;
  /**
   * Whether Apply is disabled (e.g. while the count loads).
   * @default false
   */
  isApplyDisabled?: boolean;
}

/** A filters Drawer (size.drawerFilters): collapsible groups, "Clear filters", and Cancel / Apply. */
export function FilterDrawer({
  title = 'Filters',
  groups,
  intro,
  onApply,
  onClearFilters,
  applyLabel = 'Apply filters',
  cancelLabel = 'Cancel',
  clearLabel = 'Clear filters',
  isApplyDisabled = false,
  ...drawerProps
}: FilterDrawerProps) {
  return (
    <Drawer
      {...drawerProps}
      title={title}
      width="filters"
      headerActions={
        onClearFilters ? (
          <Button variant="tertiary" size="sm" onPress={onClearFilters}>
            {clearLabel}
          </Button>
        ) : undefined
      }
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {cancelLabel}
          </Button>
          <Button
            isDisabled={isApplyDisabled}
            onPress={() => {
              onApply();
              close();
            }}
          >
            {applyLabel}
          </Button>
        </>
      )}
    >
      {intro != null && <div className={styles.intro}>{intro}</div>}
      <div className={styles.groups}>
        {groups.map((group) => (
          <Collapsible
            key={group.id}
            title={group.title}
            subtitle={group.subtitle}
            defaultExpanded={group.defaultExpanded}
            isDisabled={group.isDisabled}
            headingLevel={3}
          >
            {group.content}
          </Collapsible>
        ))}
      </div>
    </Drawer>
  );
}
