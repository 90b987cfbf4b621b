import {
  canRenderSignalModal,
  signalConfirmationText,
  type SupplierSignalAction,
  type SupplierSignalType,
} from '@tenderlens/domain';
import { Button, Checkbox, Modal } from '@tenderlens/ui';
import { useState } from 'react';
import * as styles from './SaveAsSignal.css';

export interface SaveSignalConfirmModalProps {
  isOpen: boolean;
  action?: SupplierSignalAction | undefined;
  type?: SupplierSignalType | undefined;
  /** Suppliers the change covers. @default 1 */
  count?: number;
  onCancel: () => void;
  onContinue: (options: { dontShowAgain: boolean }) => void;
}

/**
 * Confirms saving or removing suppliers as a signal (spec 1§4, 2§2): at most 500 wide, Cancel and
 * Continue, 'Don't show me this again' (unticked each time it opens); the background and a close
 * button cannot dismiss it. Without
 * an action and a type it logs an error and renders nothing (spec 2§5).
 */
export function SaveSignalConfirmModal({
  isOpen,
  action,
  type,
  count = 1,
  onCancel,
  onContinue,
}: SaveSignalConfirmModalProps) {
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Each opening starts unticked: a tick left behind by Cancel must not hide the next confirmation.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setDontShowAgain(false);
  }
  if (!isOpen) return null;
  if (!canRenderSignalModal({ action, type }) || !action || !type) return null;
  const text = signalConfirmationText(action, type, count);
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onCancel())}
      size="confirm"
      isDismissable={false}
      isKeyboardDismissDisabled={false}
      hideCloseButton
      title={text.title}
      footer={
        <div className={styles.modalFooter}>
          <Checkbox className={styles.modalCheckbox} isSelected={dontShowAgain} onChange={setDontShowAgain}>
            Don&apos;t show me this again
          </Checkbox>
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
          <Button variant="primary" onPress={() => onContinue({ dontShowAgain })}>
            Continue
          </Button>
        </div>
      }
    >
      <p className={styles.modalText}>{text.body}</p>
    </Modal>
  );
}
