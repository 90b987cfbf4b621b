import { Banner, Button, Form, LinkButton, TextField } from '@tenderlens/ui';
import { isUkBusinessHours, useBookADemo, type BookADemoFieldErrors } from '@tenderlens/domain';
import { useState, type FormEvent } from 'react';
import { paths } from '../../navigation/routes';
import * as styles from '../plans/Plans.css';

export interface BookADemoFormProps {
  /** The data type or page that led here, for the sales team. */
  context?: string;
  /** Prefills the form from the signed-in user. */
  defaults?: { firstName?: string; lastName?: string; email?: string };
  /** Cancel pressed, or 'Go to notice feed' after sending. */
  onClose: () => void;
  /** Told when the request was sent (the thank-you screen shows). */
  onSent?: () => void;
}

/**
 * Spec 2§2/2§4/2§5 "Book a demo": the form (validation messages exact), then a thank-you screen with a 'Go to
 * notice feed' link; what it promises depends on UK business hours. Used by the book-a-demo modal and the
 * compare-plans modal.
 */
export function BookADemoForm({ context, defaults, onClose, onSent }: BookADemoFormProps) {
  const { submit, pending } = useBookADemo();
  const [errors, setErrors] = useState<BookADemoFieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);
  const [booking, setBooking] = useState<{ url: string; inHours: boolean } | null>(null);

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
      setBooking(result.booking);
      setErrors({});
      setFailed(false);
      onSent?.();
    } else if ('fieldErrors' in result) {
      setErrors(result.fieldErrors);
    } else {
      setFailed(true);
    }
  }

  if (sent)
    return (
      <div className={styles.stack}>
        <p>
          {(booking?.inHours ?? isUkBusinessHours(new Date()))
            ? 'Thanks for your request. Our team is in the office now and will contact you within the hour to find a time.'
            : 'Thanks for your request. Our team works Monday to Friday, 8am to 6pm UK time, and will contact you on the next working day.'}
        </p>
        {/* The booking link the server chose for now (UK business hours or not); none configured, no button. */}
        {booking ? (
          <LinkButton href={booking.url} newTab variant="secondary">
            {booking.inHours ? 'Talk to our team now' : 'Book a call'}
          </LinkButton>
        ) : null}
        <LinkButton href={paths.notices} variant="primary" onPress={onClose}>
          Go to notice feed
        </LinkButton>
      </div>
    );

  return (
    <Form className={styles.stack} onSubmit={onSubmit} validationErrors={errors} validationBehavior="aria">
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
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={pending}>
          Book a demo
        </Button>
      </div>
    </Form>
  );
}
