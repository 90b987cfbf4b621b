import {
  PLANS_PAGE_COPY,
  SALES_STUDIO_COMPARISON,
  currentSoldPlan,
  useBookADemo,
  useCurrentUser,
} from '@tenderlens/domain';
import { Button, Modal } from '@tenderlens/ui';
import { useState } from 'react';
import { BookADemoForm } from '../bookADemo/BookADemoForm';
import { PlanComparison } from '../plans/PlanComparison';
import * as styles from '../plans/Plans.css';

export interface ComparePlansModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The paywall that led here, for the sales team. */
  context?: string;
  /** Open on the book-a-demo form instead of the comparison. */
  initialView?: 'compare' | 'bookADemo';
}

/** Spec 2§2: the compare-plans modal shows either the plan comparison or the book-a-demo form. */
export function ComparePlansModal({
  isOpen,
  onClose,
  context,
  initialView = 'compare',
}: ComparePlansModalProps) {
  const { user } = useCurrentUser();
  const { logCancelled } = useBookADemo();
  const [view, setView] = useState(initialView);
  const [sent, setSent] = useState(false);
  const close = () => {
    if (view === 'bookADemo' && !sent)
      logCancelled({ dataType: context, pageUrl: window.location.pathname + window.location.search });
    setView(initialView);
    setSent(false);
    onClose();
  };
  return (
    <Modal
      title={view === 'compare' ? PLANS_PAGE_COPY.compareHeading : sent ? 'Thank you' : 'Book a demo'}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      size="lg"
    >
      {view === 'compare' ? (
        <div className={styles.stack}>
          <PlanComparison
            caption="Sales Studio"
            sections={SALES_STUDIO_COMPARISON}
            current={user ? currentSoldPlan(user.subscription) : null}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={close}>
              Close
            </Button>
            <Button variant="primary" onPress={() => setView('bookADemo')}>
              Book a demo
            </Button>
          </div>
        </div>
      ) : (
        <BookADemoForm
          context={context}
          defaults={
            user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : undefined
          }
          onClose={close}
          onSent={() => setSent(true)}
        />
      )}
    </Modal>
  );
}
