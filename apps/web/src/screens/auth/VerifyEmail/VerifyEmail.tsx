import { Banner, Skeleton, SkeletonGroup } from '@tenderlens/ui';
import { useVerifyEmail } from '@tenderlens/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import { AuthCard, authStyles as styles } from '../../../pageParts/authCard/AuthCard';

type State = 'verifying' | 'verified' | 'invalid' | 'failed';

/** /verify-email?token=…: the link of the verification email. Works signed in or out. */
export function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { verify } = useVerifyEmail();
  const [state, setState] = useState<State>(token ? 'verifying' : 'invalid');
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void verify(token).then((r) => setState(r.ok ? 'verified' : r.error === 'invalid_link' || r.error === 'bad_request' ? 'invalid' : 'failed'));
  }, [token, verify]);

  return (
    <AuthCard title="Verify your email address">
      {state === 'verifying' ? (
        <SkeletonGroup label="Verifying your email address">
          <Skeleton variant="text" lines={2} />
        </SkeletonGroup>
      ) : null}
      {state === 'verified' ? (
        <Banner tone="positive" title="Your email address is verified" headingLevel={2} isLive>
          Thank you. You can carry on using Tenderlens.
        </Banner>
      ) : null}
      {state === 'invalid' ? (
        <Banner tone="critical" title="This link has expired or was already used" headingLevel={2} isLive>
          Sign in and choose ‘Resend verification email’ on the My team page to get a new link.
        </Banner>
      ) : null}
      {state === 'failed' ? (
        <Banner tone="critical" title="There is a problem" headingLevel={2} isLive>
          We could not reach Tenderlens. Check your connection and open the link again.
        </Banner>
      ) : null}
      <p className={styles.text}>
        <Link to={paths.home}>Go to Tenderlens</Link>
      </p>
    </AuthCard>
  );
}
