export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';
export type { MenuItemProps, MenuPlacement, MenuProps, MenuSectionProps, MenuTriggerProps } from './Menu';
