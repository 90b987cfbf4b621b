import { useLogPaywall, type PaywallType } from '@tenderlens/domain';
import { PaywallModal, PaywallPage } from '@tenderlens/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ComparePlansModal } from './ComparePlansModal';
import { paywallProps } from './paywallProps';

/** Opens the shell's book-a-demo form (?bookADemo=true, spec 1§2) with the paywall's type as its context. */
function useOpenBookADemo(type: PaywallType) {
  const [, setParams] = useSearchParams();
  return () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('bookADemo', 'true');
      next.set('dataType', type);
      return next;
    });
}

export interface DataTypeLockedProps {
  dataType: PaywallType;
}

/** The paywall page that takes the place of a page without its data type; its opening is logged. */
export function DataTypeLocked({ dataType }: DataTypeLockedProps) {
  const log = useLogPaywall();
  const bookADemo = useOpenBookADemo(dataType);
  const [comparing, setComparing] = useState(false);
  useEffect(() => log(dataType, 'paywall_page'), [log, dataType]);
  return (
    <>
      <PaywallPage {...paywallProps(dataType, { bookADemo, comparePlans: () => setComparing(true) })} />
      <ComparePlansModal isOpen={comparing} onClose={() => setComparing(false)} context={dataType} />
    </>
  );
}

export interface PaywallDialogProps {
  type: PaywallType;
  onClose: () => void;
  /** Opens the book-a-demo form (the shell's). */
  onBookADemo: () => void;
}

/** The paywall modal of a type (spec 2§2, 2§4: opens and is logged, then dismissed). */
export function PaywallDialog({ type, onClose, onBookADemo }: PaywallDialogProps) {
  const log = useLogPaywall();
  const [comparing, setComparing] = useState(false);
  useEffect(() => log(type, 'paywall_modal'), [log, type]);
  if (comparing) return <ComparePlansModal isOpen onClose={onClose} context={type} />;
  return (
    <PaywallModal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      {...paywallProps(type, { bookADemo: onBookADemo, comparePlans: () => setComparing(true) })}
    />
  );
}

/** A paywall modal a page opens itself (a locked cell, a guest's link); Book a demo opens the shell's form. */
export function PaywallPrompt({ type, onClose }: { type: PaywallType | null; onClose: () => void }) {
  const bookADemo = useOpenBookADemo(type ?? 'AWARDS');
  if (!type) return null;
  return (
    <PaywallDialog
      key={type}
      type={type}
      onClose={onClose}
      onBookADemo={() => {
        onClose();
        bookADemo();
      }}
    />
  );
}
