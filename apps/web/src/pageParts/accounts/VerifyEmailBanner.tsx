import { Banner, Button, toast } from '@tenderlens/ui';
import { useSendVerificationEmail } from '@tenderlens/domain';
import { useState } from 'react';

/** What an unverified user does: follow the emailed link, or ask for a new one. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const send = useSendVerificationEmail();
  const [pending, setPending] = useState(false);
  return (
    <Banner
      tone="caution"
      title="Verify your email address"
      headingLevel={2}
      action={
        <Button
          variant="secondary"
          size="sm"
          isPending={pending}
          onPress={() => {
            setPending(true);
            void send().then((r) => {
              setPending(false);
              if (r.ok) toast.success(`We have sent a new link to ${email}`);
              else toast.error('We could not send the email. Please try again later.');
            });
          }}
        >
          Resend verification email
        </Button>
      }
    >
      We sent a link to {email}. Open it to confirm your address; it works for 48 hours.
    </Banner>
  );
}
