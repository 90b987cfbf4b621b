import { Button, Form, TextField } from '@tenderlens/ui';
import { PUBLIC_CALL_MESSAGES, SignUpFormSchema, fieldErrorsOf, useSignUp, type SignUpForm } from '@tenderlens/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../navigation/routes';
import { AuthCard, authStyles as styles } from '../../../pageParts/authCard/AuthCard';
import { AuthProblem, NewPasswordField } from '../../../pageParts/authCard/authFields';
import { useResetSession } from '../../../pageParts/session/session';

type Field = keyof SignUpForm;

/**
 * Sign up (/sign-up): a new company on the Free plan with you as its admin. The verification email
 * goes out at once; the team page shows what to do until the link is followed.
 */
export function SignUp() {
  const { signUp, pending } = useSignUp();
  const resetSession = useResetSession();
  const navigate = useNavigate();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = SignUpFormSchema.safeParse({
      firstName: data.get('firstName') ?? '',
      lastName: data.get('lastName') ?? '',
      companyName: data.get('companyName') ?? '',
      email: data.get('email') ?? '',
      password: data.get('password') ?? '',
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf<Field>(parsed.error));
      setError(null);
      return;
    }
    setFieldErrors({});
    const result = await signUp(parsed.data);
    if (!result.ok) {
      setError(PUBLIC_CALL_MESSAGES[result.error]);
      return;
    }
    resetSession();
    navigate(paths.myTeam, { replace: true });
  }

  return (
    <AuthCard title="Create your account">
      <p className={styles.text}>Start on the Free plan. You can invite your team and upgrade at any time.</p>
      <AuthProblem error={error} />
      <Form className={styles.form} onSubmit={onSubmit} validationErrors={fieldErrors} validationBehavior="aria">
        <TextField name="firstName" label="First name" autoComplete="given-name" isRequired />
        <TextField name="lastName" label="Last name" autoComplete="family-name" isRequired />
        <TextField name="companyName" label="Company name" autoComplete="organization" isRequired />
        <TextField name="email" label="Work email" type="email" autoComplete="email" isRequired />
        <NewPasswordField />
        <Button type="submit" variant="primary" isPending={pending}>
          Create account
        </Button>
      </Form>
      <div className={styles.links}>
        <Link to={paths.signIn}>Already have an account? Sign in</Link>
      </div>
    </AuthCard>
  );
}
