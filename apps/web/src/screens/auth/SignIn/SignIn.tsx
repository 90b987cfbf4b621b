import { Button, Form, TextField } from '@tenderlens/ui';
import { useLogin } from '@tenderlens/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
// zod/mini: sign-in is the first page most visitors load (its LCP counts); classic zod is 87 KB raw.
import * as z from 'zod/mini';
import { useResetSession } from '../../../pageParts/session/session';
import { paths } from '../../../navigation/routes';
import { authStyles as styles } from '../../../pageParts/authCard/AuthCard';
import { AuthProblem } from '../../../pageParts/authCard/authFields';

const MESSAGES = {
  invalid_credentials: 'Incorrect email or password. Check them and try again.',
  rate_limited: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  network: 'We could not reach Tenderlens. Check your connection and try again.',
} as const;

const credentials = z.object({
  email: z.email('Enter an email address in the correct format, like name@example.com'),
  password: z.string().check(z.minLength(1, 'Enter your password')),
});

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeNext(raw: string | null): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/sign-in') ? raw : '/';
}

export function SignIn() {
  const resetSession = useResetSession();
  const { login, pending } = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = credentials.safeParse({ email: data.get('email'), password: data.get('password') });
    if (!parsed.success) {
      const flat = z.flattenError(parsed.error).fieldErrors;
      setFieldErrors({ email: flat.email?.[0], password: flat.password?.[0] });
      setError(null);
      return;
    }
    setFieldErrors({});
    const result = await login(parsed.data.email, parsed.data.password);
    if (result.ok) {
      setError(null);
      resetSession();
      navigate(safeNext(params.get('next')), { replace: true });
    } else {
      setError(MESSAGES[result.error]);
    }
  }

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand} aria-hidden="true">
          Tenderlens
        </div>
        <h1 className={styles.heading}>Sign in</h1>
        <AuthProblem error={error} />
        {/* The page is pre-rendered (apps/web/scripts/prerender.mjs): a submit before the scripts have run is a native
            one, and POST keeps the password out of the URL (and so out of logs and history). */}
        <Form
          className={styles.form}
          method="post"
          onSubmit={onSubmit}
          validationErrors={fieldErrors}
          validationBehavior="aria"
        >
          <TextField name="email" label="Email" type="email" autoComplete="username" isRequired />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            isRequired
          />
          <Button type="submit" variant="primary" isPending={pending}>
            Sign in
          </Button>
        </Form>
        <div className={styles.links}>
          <Link to={paths.resetPassword}>Forgot your password?</Link>
          <Link to={paths.signUp}>Create an account</Link>
        </div>
      </div>
    </main>
  );
}
