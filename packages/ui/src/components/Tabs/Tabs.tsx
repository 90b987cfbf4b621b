import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

const cx = (base: string) => (cn: string | undefined) => [base, cn].filter(Boolean).join(' ');

/** Props of Tabs: RAC Tabs (selectedKey / defaultSelectedKey / onSelectionChange, keyboardActivation…). */
export type TabsProps = RACTabsProps;

/** A set of tabs: arrow keys move between tabs, Tab moves into the panel. Over RAC Tabs. */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={composeRenderProps(className, cx(styles.tabs))} />;
}

/** Props of TabList; give it an `aria-label` naming the set of tabs. */
export type TabListProps<T extends object> = RACTabListProps<T>;

/** The tab bar (height = token size.tabBar). */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={composeRenderProps(className, cx(styles.tabList))} />;
}

/** Props of one Tab (`id` pairs it with the TabPanel of the same id). */
export type TabProps = RACTabProps;

/** One tab; styles follow RAC's data-selected / data-hovered / data-focus-visible / data-disabled. */
export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={composeRenderProps(className, cx(styles.tab))} />;
}

/** Props of TabPanel (`id` matches its Tab). */
export type TabPanelProps = RACTabPanelProps;

/** The content of one tab. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={composeRenderProps(className, cx(styles.tabPanel))} />;
}
