import { Modal } from '../Modal';
import { PaywallContent, type PaywallContentProps } from './PaywallContent';

export interface PaywallModalProps extends PaywallContentProps {
  /** Whether the modal is open (controlled). Leave unset inside a RAC `DialogTrigger`. */
  isOpen?: boolean;
  /** Called when the modal opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Accessible label of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
}

/** An upgrade prompt in a modal: title, plan note, description, bullets, media and actions. */
export function PaywallModal({
  isOpen,
  onOpenChange,
  closeLabel = 'Close',
  title,
  ...content
}: PaywallModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size={content.media ? 'lg' : 'md'}
      closeLabel={closeLabel}
      title={title}
    >
      <PaywallContent heading={null} {...content} />
    </Modal>
  );
}
