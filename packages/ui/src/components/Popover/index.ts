export { Popover, PopoverTrigger } from './Popover';
export type { PopoverPlacement, PopoverProps, PopoverTriggerProps } from './Popover';
