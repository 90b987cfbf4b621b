import { Banner, Button, Form, LinkButton, Modal, TextField } from '@tenderlens/ui';
import { isUkBusinessHours, useBookADemo, type BookADemoFieldErrors } from '@tenderlens/domain';
import { useState, type FormEvent } from 'react';
import { paths } from '../../../navigation/routes';
import * as styles from './NavigationShell.css';

export interface BookADemoModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The data type or page that led here, for the sales team. */
  context?: string;
  /** Prefills the form from the signed-in user. */
  defaults?: { firstName?: string; lastName?: string; email?: string };
}

/**
 * Spec 2§2/2§4/2§5 "Book a demo": a form, then a thank-you screen with a 'Go to notice feed' link. Closing the
 * form unsent logs a cancelled event. What the thank-you screen promises depends on UK business hours.
 */
export function BookADemoModal({ isOpen, onClose, context, defaults }: BookADemoModalProps) {
  const { submit, logCancelled, pending } = useBookADemo();
  const [errors, setErrors] = useState<BookADemoFieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);

  function close() {
    if (!sent)
      logCancelled({ dataType: context, pageUrl: window.location.pathname + window.location.search });
    setSent(false);
    setErrors({});
    setFailed(false);
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (key: string) => String(data.get(key) ?? '');
    const result = await submit({
      firstName: value('firstName'),
      lastName: value('lastName'),
      email: value('email'),
      phone: value('phone'),
      context,
    });
    if (result.ok) {
      setSent(true);
      setErrors({});
      setFailed(false);
    } else if ('fieldErrors' in result) {
      setErrors(result.fieldErrors);
    } else {
      setFailed(true);
    }
  }

  return (
    <Modal
      title={sent ? 'Thank you' : 'Book a demo'}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      size="md"
    >
      {sent ? (
        <div className={styles.stack}>
          <p>
            {isUkBusinessHours(new Date())
              ? 'Thanks for your request. Our team is in the office now and will contact you within the hour to find a time.'
              : 'Thanks for your request. Our team works Monday to Friday, 8am to 6pm UK time, and will contact you on the next working day.'}
          </p>
          <LinkButton href={paths.notices} variant="primary" onPress={close}>
            Go to notice feed
          </LinkButton>
        </div>
      ) : (
        <Form
          className={styles.stack}
          onSubmit={onSubmit}
          validationErrors={errors}
          validationBehavior="aria"
        >
          <p>
            See how Tenderlens helps your team find and win public sector contracts. Tell us how to reach you.
          </p>
          {failed ? (
            <Banner tone="critical" title="Your request was not sent" isLive>
              Sorry something has gone wrong. Please try again, or contact a member of our team.
            </Banner>
          ) : null}
          <TextField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            defaultValue={defaults?.firstName}
            isRequired
          />
          <TextField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            defaultValue={defaults?.lastName}
            isRequired
          />
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            defaultValue={defaults?.email}
            isRequired
          />
          <TextField name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" isPending={pending}>
              Book a demo
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}
