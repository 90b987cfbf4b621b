export { formatPlanNote } from './PaywallContent';
export type { PaywallAction, PaywallContentProps, PaywallPlan } from './PaywallContent';
export type { PaywallMediaSource } from './PaywallMedia';
export { PaywallModal } from './PaywallModal';
export type { PaywallModalProps } from './PaywallModal';
export { PaywallPage } from './PaywallPage';
export type { PaywallPageProps } from './PaywallPage';
export { PaywallPopover } from './PaywallPopover';
export type { PaywallPopoverProps } from './PaywallPopover';
