import { Modal } from '@tenderlens/ui';
import { useBookADemo } from '@tenderlens/domain';
import { useState } from 'react';
import { BookADemoForm } from '../../../pageParts/bookADemo/BookADemoForm';

export interface BookADemoModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The data type or page that led here, for the sales team. */
  context?: string;
  /** Prefills the form from the signed-in user. */
  defaults?: { firstName?: string; lastName?: string; email?: string };
}

/** Spec 2§2/2§4/2§5 "Book a demo" in a modal. Closing the form unsent logs a cancelled event. */
export function BookADemoModal({ isOpen, onClose, context, defaults }: BookADemoModalProps) {
  const { logCancelled } = useBookADemo();
  const [sent, setSent] = useState(false);
  // A fresh form each time the modal opens.
  const [round, setRound] = useState(0);

  function close() {
    if (!sent) logCancelled({ dataType: context, pageUrl: window.location.pathname + window.location.search });
    setSent(false);
    setRound((n) => n + 1);
    onClose();
  }

  return (
    <Modal title={sent ? 'Thank you' : 'Book a demo'} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())} size="md">
      <BookADemoForm key={round} context={context} defaults={defaults} onClose={close} onSent={() => setSent(true)} />
    </Modal>
  );
}
