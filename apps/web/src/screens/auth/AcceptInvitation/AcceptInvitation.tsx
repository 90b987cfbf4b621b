import { Banner, Button, Form, Skeleton, SkeletonGroup, TextField } from '@tenderlens/ui';
import {
  AcceptInvitationFormSchema,
  PUBLIC_CALL_MESSAGES,
  fieldErrorsOf,
  useAcceptInvitation,
  useInvitationLookup,
  type InvitationLookup,
  type PublicCallResult,
} from '@tenderlens/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import { AuthCard, authStyles as styles } from '../../../pageParts/authCard/AuthCard';
import { AuthProblem, NewPasswordField } from '../../../pageParts/authCard/authFields';
import { useResetSession } from '../../../pageParts/session/session';

type Field = 'firstName' | 'lastName' | 'password';

const UNUSABLE: Record<Exclude<InvitationLookup['status'], 'pending'>, string> = {
  expired: 'This invitation has expired. Ask your colleague to send it again.',
  revoked: 'This invitation was withdrawn. Ask your company admin for a new one.',
  accepted: 'This invitation was already accepted. Sign in instead.',
};

/** /accept-invitation?token=…: the invitation email's link creates your account inside the company and team. */
export function AcceptInvitation() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { lookup } = useInvitationLookup();
  const { accept, pending } = useAcceptInvitation();
  const resetSession = useResetSession();
  const navigate = useNavigate();
  const [found, setFound] = useState<PublicCallResult<InvitationLookup> | null>(token ? null : { ok: false, error: 'invalid_link' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    void lookup(token).then(setFound);
  }, [lookup, token]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = AcceptInvitationFormSchema.safeParse({
      firstName: data.get('firstName') ?? '',
      lastName: data.get('lastName') ?? '',
      password: data.get('password') ?? '',
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf<Field>(parsed.error));
      return;
    }
    setFieldErrors({});
    const result = await accept(token, parsed.data);
    if (!result.ok) {
      setError(PUBLIC_CALL_MESSAGES[result.error]);
      return;
    }
    resetSession();
    navigate(paths.notices, { replace: true });
  }

  if (!found) {
    return (
      <AuthCard title="Join your team">
        <SkeletonGroup label="Loading your invitation">
          <Skeleton variant="text" lines={3} />
        </SkeletonGroup>
      </AuthCard>
    );
  }
  if (!found.ok || found.value.status !== 'pending') {
    const message = found.ok ? UNUSABLE[found.value.status as keyof typeof UNUSABLE] : PUBLIC_CALL_MESSAGES[found.error];
    return (
      <AuthCard title="This invitation cannot be used">
        <Banner tone="critical" title="There is a problem" headingLevel={2} isLive>
          {message}
        </Banner>
        <div className={styles.links}>
          <Link to={paths.signIn}>Go to sign in</Link>
        </div>
      </AuthCard>
    );
  }
  const invitation = found.value;
  return (
    <AuthCard title={`Join ${invitation.companyName}`}>
      <p className={styles.text}>
        You were invited to the {invitation.teamName} team. Your account will use {invitation.email}.
      </p>
      <AuthProblem error={error} />
      <Form className={styles.form} onSubmit={onSubmit} validationErrors={fieldErrors} validationBehavior="aria">
        <TextField name="firstName" label="First name" autoComplete="given-name" isRequired />
        <TextField name="lastName" label="Last name" autoComplete="family-name" isRequired />
        <NewPasswordField />
        <Button type="submit" variant="primary" isPending={pending}>
          Join team
        </Button>
      </Form>
    </AuthCard>
  );
}
