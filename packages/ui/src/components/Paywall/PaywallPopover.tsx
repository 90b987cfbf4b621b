import type { ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Popover, type PopoverProps } from 'react-aria-components';
import { PaywallContent, type PaywallContentProps } from './PaywallContent';
import * as styles from './Paywall.css';

export interface PaywallPopoverProps extends Omit<PaywallContentProps, 'media'> {
  /** The trigger: a pressable element such as a RAC Button (e.g. a locked feature's button). */
  children: ReactNode;
  /** Whether the popover is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether it starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Where it appears relative to the trigger.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
}

/** A compact upgrade prompt anchored to the control that needs an upgrade. No media: it stays small. */
export function PaywallPopover({
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
  placement = 'bottom start',
  title,
  ...content
}: PaywallPopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children}
      <Popover placement={placement} className={styles.popover}>
        <Dialog className={styles.popoverDialog}>
          <PaywallContent
            heading={
              <Heading slot="title" level={2} className={styles.title({ size: 'compact' })}>
                {title}
              </Heading>
            }
            {...content}
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
