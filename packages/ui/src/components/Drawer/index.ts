export { Drawer, drawerWidth } from './Drawer';
export type { DrawerProps, DrawerRenderProps, DrawerWidth } from './Drawer';
