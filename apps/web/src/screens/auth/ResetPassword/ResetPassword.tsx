import { Button, Form, TextField } from '@tenderlens/ui';
import {
  NewPasswordFormSchema,
  PUBLIC_CALL_MESSAGES,
  ResetRequestFormSchema,
  fieldErrorsOf,
  useRequestPasswordReset,
  useSetNewPassword,
} from '@tenderlens/domain';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import { AuthCard, authStyles as styles } from '../../../pageParts/authCard/AuthCard';
import { AuthProblem, NewPasswordField } from '../../../pageParts/authCard/authFields';

const BackToSignIn = () => (
  <div className={styles.links}>
    <Link to={paths.signIn}>Back to sign in</Link>
  </div>
);

/** Ask for a reset link. The answer is the same whether or not the address has an account. */
function RequestReset() {
  const { request, pending } = useRequestPasswordReset();
  const [emailError, setEmailError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ResetRequestFormSchema.safeParse({ email: new FormData(event.currentTarget).get('email') ?? '' });
    if (!parsed.success) {
      setEmailError(fieldErrorsOf<'email'>(parsed.error).email);
      return;
    }
    setEmailError(undefined);
    const result = await request(parsed.data.email);
    if (result.ok) setSentTo(parsed.data.email);
    else setError(PUBLIC_CALL_MESSAGES[result.error]);
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <p className={styles.text}>
          If {sentTo} has a Tenderlens account, we have sent it a link to set a new password. The link works once, for 1 hour.
        </p>
        <p className={styles.text}>No email after a few minutes? Check your spam folder, or ask again.</p>
        <BackToSignIn />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset your password">
      <p className={styles.text}>Enter the email address you sign in with. We will send you a link to set a new password.</p>
      <AuthProblem error={error} />
      <Form className={styles.form} onSubmit={onSubmit} validationErrors={emailError ? { email: emailError } : {}} validationBehavior="aria">
        <TextField name="email" label="Email" type="email" autoComplete="username" isRequired />
        <Button type="submit" variant="primary" isPending={pending}>
          Send reset link
        </Button>
      </Form>
      <BackToSignIn />
    </AuthCard>
  );
}

/** Set a new password from the emailed link. */
function SetPassword({ token }: { token: string }) {
  const { setPassword, pending } = useSetNewPassword();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'password' | 'confirmPassword', string>>>({});
  const [state, setState] = useState<'form' | 'done' | 'expired'>('form');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = NewPasswordFormSchema.safeParse({ password: data.get('password') ?? '', confirmPassword: data.get('confirmPassword') ?? '' });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setFieldErrors({});
    const result = await setPassword(token, parsed.data.password);
    if (result.ok) setState('done');
    else if (result.error === 'invalid_link' || result.error === 'bad_request') setState('expired');
    else setError(PUBLIC_CALL_MESSAGES[result.error]);
  }

  if (state === 'done') {
    return (
      <AuthCard title="Your password has been changed">
        <p className={styles.text}>You were signed out everywhere. Sign in with your new password.</p>
        <div className={styles.links}>
          <Link to={paths.signIn}>Sign in</Link>
        </div>
      </AuthCard>
    );
  }
  if (state === 'expired') {
    return (
      <AuthCard title="This link has expired">
        <p className={styles.text}>Reset links work once, for 1 hour. Ask for a new one.</p>
        <div className={styles.links}>
          <Link to={paths.resetPassword}>Ask for a new link</Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set a new password">
      <AuthProblem error={error} />
      <Form className={styles.form} onSubmit={onSubmit} validationErrors={fieldErrors} validationBehavior="aria">
        <NewPasswordField label="New password" />
        <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" isRequired />
        <Button type="submit" variant="primary" isPending={pending}>
          Set new password
        </Button>
      </Form>
    </AuthCard>
  );
}

/** /reset-password: the request form, or with ?token= the new-password form. */
export function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <SetPassword token={token} /> : <RequestReset />;
}
