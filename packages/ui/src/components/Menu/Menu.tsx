import type { ReactNode } from 'react';
import {
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger as RACMenuTrigger,
  Popover,
  Separator,
  Text,
  composeRenderProps,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type MenuTriggerProps as RACMenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { tokens } from '../../theme/tokens';
import { Icon, type IconSource } from '../Icon';
import * as styles from './Menu.css';

export type MenuTriggerProps = RACMenuTriggerProps;

/** Pairs a trigger button (first child) with a `Menu` (second child). Keyboard and focus as in RAC. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

export type MenuPlacement = NonNullable<PopoverProps['placement']>;

export interface MenuProps<T extends object> extends Omit<RACMenuProps<T>, 'className'> {
  /**
   * Where the menu opens relative to its trigger.
   * @default 'bottom start'
   */
  placement?: MenuPlacement;
  /** Extra class on the popover. */
  className?: string;
}

const gap = Number.parseInt(tokens.space.xs, 10);

/** A list of actions in a popover. Put `MenuItem`, `MenuSection` and `MenuSeparator` inside. */
export function Menu<T extends object>({ placement = 'bottom start', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} offset={gap} className={[styles.popover, className].filter(Boolean).join(' ')}>
      <RACMenu {...props} className={styles.menu} />
    </Popover>
  );
}

export interface MenuItemProps<T extends object = object> extends Omit<RACMenuItemProps<T>, 'children' | 'className'> {
  /** The label. */
  children: ReactNode;
  /** A decorative icon before the label. */
  icon?: IconSource;
  /** A second line of smaller text. */
  description?: ReactNode;
  /**
   * `destructive` colours the item for actions that delete or cannot be undone.
   * @default 'neutral'
   */
  tone?: 'neutral' | 'destructive';
  /** Extra class, or a function of RAC's render props. */
  className?: RACMenuItemProps<T>['className'];
}

/** One action in a Menu. With `href` it renders as a link. */
export function MenuItem<T extends object = object>({
  children,
  icon,
  description,
  tone = 'neutral',
  className,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (cn) => [styles.item({ tone }), cn].filter(Boolean).join(' '))}
    >
      {icon && <Icon icon={icon} size="sm" />}
      {description != null ? (
        <span className={styles.itemText}>
          <Text slot="label">{children}</Text>
          <Text slot="description" className={styles.itemDescription}>
            {description}
          </Text>
        </span>
      ) : (
        children
      )}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T extends object> extends Omit<RACMenuSectionProps<T>, 'className' | 'children' | 'items'> {
  /** The section's items. */
  children: ReactNode;
  /** A heading shown above the section's items (it also names the group). */
  title?: ReactNode;
  /** Extra class. */
  className?: string;
}

/** A group of items, with an optional heading. */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props}>
      {title != null && <Header className={styles.sectionHeader}>{title}</Header>}
      {children}
    </RACMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
