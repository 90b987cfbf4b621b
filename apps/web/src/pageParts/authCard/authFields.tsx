import { Banner, TextField } from '@tenderlens/ui';
import { PASSWORD_MIN_LENGTH } from '@tenderlens/domain';

/** A signed-out form's failure, announced: 'There is a problem' and the message; nothing without one. */
export function AuthProblem({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <Banner tone="critical" title="There is a problem" headingLevel={2} isLive>
      {error}
    </Banner>
  );
}

/** A new password (sign up, accept an invitation, reset) with the length rule as its description. */
export function NewPasswordField({ label = 'Password' }: { label?: string }) {
  return (
    <TextField
      name="password"
      label={label}
      type="password"
      autoComplete="new-password"
      description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      isRequired
    />
  );
}
