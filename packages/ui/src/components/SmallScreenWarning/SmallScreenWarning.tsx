import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Monitor } from 'lucide-react';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import * as styles from './SmallScreenWarning.css';

export interface SmallScreenWarningProps {
  /**
   * Whether the warning shows. The app decides when (e.g. at breakpoints.lg and below) and remembers a dismissal.
   * @default false
   */
  isOpen?: boolean;
  /** Called when the user dismisses the warning (Continue anyway, Close, Escape or a click outside). */
  onDismiss: () => void;
  /**
   * Heading.
   * @default 'This app is designed for larger screens'
   */
  title?: ReactNode;
  /**
   * Explanation under the heading.
   * @default 'Some pages may be hard to use on a screen this size. For the best experience, use a larger screen or widen your browser window.'
   */
  message?: ReactNode;
  /**
   * Text of the dismiss button.
   * @default 'Continue anyway'
   */
  dismissLabel?: string;
  /**
   * Accessible label of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
}

/** A dismissable overlay telling the user the app is designed for larger screens. Purely presentational. */
export function SmallScreenWarning({
  isOpen = false,
  onDismiss,
  title = 'This app is designed for larger screens',
  message = 'Some pages may be hard to use on a screen this size. For the best experience, use a larger screen or widen your browser window.',
  dismissLabel = 'Continue anyway',
  closeLabel = 'Close',
}: SmallScreenWarningProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      isDismissable
      className={styles.overlay()}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Monitor aria-hidden className={styles.illustration} />
          <Heading slot="title" level={2} className={styles.title}>
            {title}
          </Heading>
          <p className={styles.message}>{message}</p>
          <Button autoFocus variant="primary" onPress={onDismiss} className={styles.continueButton}>
            {dismissLabel}
          </Button>
          <IconButton aria-label={closeLabel} icon="X" onPress={onDismiss} className={styles.closeButton} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
