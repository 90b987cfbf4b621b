import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as RACModal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../IconButton';
import { ScrollBody } from '../../utils/ScrollBody';
import * as styles from './Modal.css';

export type ModalSize = 'confirm' | 'md' | 'lg';

/** What render functions passed as `children` or `footer` receive. */
export interface ModalRenderProps {
  /** Closes the modal (and returns focus to the element that opened it). */
  close: () => void;
}

export interface ModalProps {
  /** The heading shown at the top; it also names the dialog. */
  title: ReactNode;
  /** The body. A function receives `{ close }`. */
  children?: ReactNode | ((props: ModalRenderProps) => ReactNode);
  /** Actions shown at the bottom (e.g. Cancel / Confirm buttons). A function receives `{ close }`. */
  footer?: ReactNode | ((props: ModalRenderProps) => ReactNode);
  /**
   * Whether the modal is open (controlled). Leave unset inside a RAC `DialogTrigger`, which then controls it
   * and returns focus to its trigger on close.
   */
  isOpen?: boolean;
  /**
   * Whether the modal starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Width: `confirm` is the narrow confirmation size (token size.modalConfirm), then `md` and `lg`.
   * @default 'md'
   */
  size?: ModalSize;
  /**
   * Whether a click on the backdrop closes the modal.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Whether Escape is ignored. Follows `isDismissable` unless set: a modal that can't be dismissed by the
   * backdrop can't be dismissed by Escape either.
   * @default !isDismissable
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Hides the close button in the header (use with `isDismissable={false}` for a decision the user must make).
   * @default false
   */
  hideCloseButton?: boolean;
  /**
   * Accessible label of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * `alertdialog` for an urgent confirmation that interrupts the user.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the modal panel. */
  className?: string;
}

/** A centred dialog over a dimmed page: title, body and footer actions. Focus is trapped while open. */
export function Modal({
  title,
  children,
  footer,
  isOpen,
  defaultOpen,
  onOpenChange,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled,
  hideCloseButton = false,
  closeLabel = 'Close',
  role = 'dialog',
  className,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled ?? !isDismissable}
      className={styles.overlay()}
    >
      <RACModal className={[styles.modal({ size }), className].filter(Boolean).join(' ')}>
        <Dialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" level={2} className={styles.title}>
                  {title}
                </Heading>
                {!hideCloseButton && (
                  <IconButton slot="close" aria-label={closeLabel} icon="X" className={styles.closeButton} />
                )}
              </div>
              {children != null && (
                <ScrollBody className={styles.body}>
                  {typeof children === 'function' ? children({ close }) : children}
                </ScrollBody>
              )}
              {footer != null && (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </div>
              )}
            </>
          )}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
