import { Banner, Button, Card, LinkButton, Modal, RadioGroup, Radio, toast } from '@tenderlens/ui';
import { DOWNGRADE_FAILED_MESSAGE, useAccount, useAppConfig, useSubscription, type SubscriptionSummary } from '@tenderlens/domain';
import { PLAN_NAMES, type SoldPlan } from '@tenderlens/domain/plans';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import { PageLoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as page from '../../../pageParts/layout/Pages.css';
import * as styles from '../accounts.css';

const DATA_TYPE_LABELS: Record<string, string> = {
  AWARDS: 'Contract awards',
  BUYERS: 'Buyers',
  SUPPLIERS: 'Suppliers',
  CONTACTS: 'Contacts',
  FRAMEWORKS: 'Frameworks',
  DOCUMENTS: 'Documents',
  SPEND: 'Invoiced spend',
  EXPORTS: 'Exports',
  PARTNERS: 'Partners',
  COMPETITORS: 'Competitors',
  BIDS: 'Bids',
  CREATE_BIDS: 'Create bids',
  STRATEGY: 'Strategy',
};

function bidReportsLine(s: SubscriptionSummary): string {
  const b = s.bidReports;
  if (b.allowance === null) return 'Unlimited bid reports';
  const per = b.period === 'month' ? ' this month' : '';
  return `${b.left ?? 0} of ${b.allowance} bid reports left${per}`;
}

/** Opens the shell's book-a-demo form (`?bookADemo=true`, spec 1§2): 'Get in touch'. */
function useGetInTouch() {
  const [, setParams] = useSearchParams();
  return () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('bookADemo', 'true');
      return next;
    });
}

function UpgradeFromFree({ s }: { s: SubscriptionSummary }) {
  const getInTouch = useGetInTouch();
  const { annual, monthly } = s.paymentLinks;
  return (
    <div className={styles.cards}>
      <Card title="Basic" headingLevel={3} subtitle="Contract awards for your whole team">
        {annual || monthly ? (
          <div className={styles.actions}>
            {annual ? (
              <LinkButton variant="primary" href={annual} newTab>
                Upgrade to Basic (annual)
              </LinkButton>
            ) : null}
            {monthly ? (
              <LinkButton variant="secondary" href={monthly} newTab>
                Upgrade to Basic (monthly)
              </LinkButton>
            ) : null}
          </div>
        ) : (
          <p className={page.meta}>
            To upgrade to Basic, get in touch at <a href={`mailto:${s.supportEmail}?subject=Upgrade%20to%20Basic`}>{s.supportEmail}</a> and we will set it up for you.
          </p>
        )}
      </Card>
      <Card title="Growth or Expert" headingLevel={3} subtitle="Market data, pipeline and strategy tools">
        <Button variant="primary" onPress={getInTouch}>
          Get in touch
        </Button>
      </Card>
    </div>
  );
}

function DowngradeModal({
  isOpen,
  onOpenChange,
  plan,
  request,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  plan: 'GROWTH' | 'EXPERT';
  request: ReturnType<typeof useSubscription>['requestDowngrade'];
}) {
  const lower = (['FREEMIUM', 'BASIC', 'GROWTH'] as const).filter((p) => plan === 'EXPERT' || p !== 'GROWTH');
  const [target, setTarget] = useState<(typeof lower)[number]>(lower[lower.length - 1] ?? 'BASIC');
  const [state, setState] = useState<'choose' | 'sent' | 'failed'>('choose');
  const [pending, setPending] = useState(false);
  return (
    <Modal title={state === 'sent' ? 'Your account manager has been notified' : 'Request a downgrade'} isOpen={isOpen} onOpenChange={onOpenChange}>
      {({ close }) =>
        state === 'sent' ? (
          <div className={styles.form}>
            <p className={page.meta}>
              We have let your account manager know you would like to move to {PLAN_NAMES[target]}. They will be in touch to arrange it. Your plan stays as it is until then.
            </p>
            <Button variant="primary" onPress={close}>
              Done
            </Button>
          </div>
        ) : (
          <div className={styles.form}>
            {state === 'failed' ? (
              <Banner tone="critical" title="There is a problem" headingLevel={3} isLive>
                {DOWNGRADE_FAILED_MESSAGE}
              </Banner>
            ) : null}
            <RadioGroup label="Move to" value={target} onChange={(v) => setTarget(v as (typeof lower)[number])}>
              {lower.map((p) => (
                <Radio key={p} value={p}>
                  {PLAN_NAMES[p]}
                </Radio>
              ))}
            </RadioGroup>
            <div className={styles.actions}>
              <Button
                variant="primary"
                isPending={pending}
                onPress={() => {
                  setPending(true);
                  void request(target).then((r) => {
                    setPending(false);
                    setState(r.ok ? 'sent' : 'failed');
                    if (!r.ok) toast.error(DOWNGRADE_FAILED_MESSAGE);
                  });
                }}
              >
                Request downgrade
              </Button>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
            </div>
          </div>
        )
      }
    </Modal>
  );
}

/** /account-management/subscription: the plan, its data types, seats and allowances, and how to change plan (spec 2§4). */
export function SubscriptionPage() {
  const { subscription: s, error, requestDowngrade } = useSubscription();
  const { account } = useAccount();
  const { appConfig } = useAppConfig();
  const [downgrading, setDowngrading] = useState(false);
  useEffect(() => {
    document.title = 'Subscription · Tenderlens';
  }, []);
  if (error) return <PageLoadError heading="Subscription" />;
  if (!s) return <PageLoading label="Loading your subscription" />;
  const plan = s.plan;
  const chatHref = `${appConfig?.helpUrl ?? 'https://help.tenderlens.org'}/contact`;
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 id="page-heading" className={page.heading}>
          Subscription
        </h1>
        <LinkButton variant="link" href={paths.plans}>
          Compare all plans
        </LinkButton>
      </div>
      <section className={page.section} aria-labelledby="plan-heading">
        <h2 id="plan-heading" className={page.subheading}>
          Your plan: {s.planName}
        </h2>
        <dl className={page.details}>
          <div>
            <dt className={page.meta}>Seats</dt>
            <dd>{s.seatsUsed === 1 ? '1 active user' : `${s.seatsUsed} active users`}</dd>
          </div>
          <div>
            <dt className={page.meta}>Bid reports</dt>
            <dd>{bidReportsLine(s)}</dd>
          </div>
          {s.bidReports.activeBidProjects !== null ? (
            <div>
              <dt className={page.meta}>Active bid projects</dt>
              <dd>{s.bidReports.activeBidProjects}</dd>
            </div>
          ) : null}
        </dl>
        <h3 className={page.subheading}>Data included</h3>
        {s.dataTypes.length === 0 ? (
          <p className={page.meta}>Notices and your notice feed. Upgrade to see contract awards, suppliers, buyers and more.</p>
        ) : (
          <ul className={styles.list}>
            {s.dataTypes.map((t) => (
              <li key={t}>{DATA_TYPE_LABELS[t] ?? t}</li>
            ))}
          </ul>
        )}
      </section>
      {s.downgradeRequested ? (
        <Banner tone="info" title="Downgrade requested" headingLevel={2}>
          You asked to move to {PLAN_NAMES[s.downgradeRequested.newPlan as SoldPlan] ?? s.downgradeRequested.newPlan}. Your account manager will be in touch.
        </Banner>
      ) : null}
      <section className={page.section} aria-labelledby="change-heading">
        <h2 id="change-heading" className={page.subheading}>
          Change plan
        </h2>
        {plan === 'FREEMIUM' ? <UpgradeFromFree s={s} /> : null}
        {plan === 'BASIC' ? (
          <div className={styles.actions}>
            <p className={page.meta}>To move back to the Free plan, chat with our support team.</p>
            <LinkButton variant="secondary" href={chatHref} newTab>
              Chat with support
            </LinkButton>
          </div>
        ) : null}
        {plan === 'GROWTH' || plan === 'EXPERT' ? (
          account?.isCompanyAdmin ? (
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => setDowngrading(true)}>
                Request a downgrade
              </Button>
            </div>
          ) : (
            <p className={page.meta}>Ask a company admin to change your plan.</p>
          )
        ) : null}
        {plan === 'GUEST_PASS' ? <p className={page.meta}>A guest pass cannot change plan. Get in touch with the person who invited you.</p> : null}
      </section>
      {downgrading && (plan === 'GROWTH' || plan === 'EXPERT') ? (
        <DowngradeModal isOpen={downgrading} onOpenChange={setDowngrading} plan={plan} request={requestDowngrade} />
      ) : null}
    </div>
  );
}
