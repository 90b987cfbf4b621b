import {
  ADD_ONS,
  BID_STUDIO_COMPARISON,
  PLAN_CARDS,
  PLANS_PAGE_COPY,
  SALES_STUDIO_COMPARISON,
  currentSoldPlan,
  useAppConfig,
  useCurrentUser,
  type BillingPeriod,
  type CurrentUser,
  type SoldPlan,
} from '@tenderlens/domain';
import { Banner, Button, SegmentedControl, Tab, TabList, TabPanel, Tabs, VisuallyHidden } from '@tenderlens/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CustomerSuccessTable, PlanComparison } from '../../../pageParts/plans/PlanComparison';
import { PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as pages from '../../../pageParts/layout/Pages.css';
import * as styles from './Plans.css';

/** The feature flag of the newer layout: heading 'Plans' with the 'Sales Studio' and 'Bid Studio' tabs (spec 2§2). */
export const STUDIO_TABS_FLAG = 'plans_studio_tabs';

/** Opens the shell's book-a-demo form (?bookADemo=true, spec 1§2) with a context for the sales team. */
function useBookADemo() {
  const [, setParams] = useSearchParams();
  return (context: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('bookADemo', 'true');
      next.set('dataType', context);
      return next;
    });
}

function PlanCards({ current, period, bookADemo }: { current: SoldPlan | null; period: BillingPeriod; bookADemo: (context: string) => void }) {
  return (
    <div className={styles.cards}>
      {PLAN_CARDS.map((card) => {
        const isCurrent = card.plan === current;
        return (
          <section key={card.plan} aria-labelledby={`plan-${card.plan}`} className={isCurrent ? styles.currentCard : styles.card}>
            {isCurrent ? <span className={styles.tag}>{PLANS_PAGE_COPY.currentPlan}</span> : null}
            <h3 id={`plan-${card.plan}`} className={styles.cardTitle}>
              {card.name}
            </h3>
            <p className={styles.price}>{card.price(period)}</p>
            <p className={styles.priceNote}>{card.priceNote(period)}</p>
            <p className={styles.summary}>{card.summary}</p>
            {!isCurrent && card.cta !== 'none' ? (
              <Button variant={card.plan === 'GROWTH' ? 'primary' : 'secondary'} onPress={() => bookADemo(`PLAN_${card.plan}`)}>
                {card.cta === 'payment_link' ? `${card.ctaLabel} to ${card.name}` : `${card.ctaLabel} about ${card.name}`}
              </Button>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

function AddOns({ bookADemo, only }: { bookADemo: (context: string) => void; only?: 'BID_STUDIO' }) {
  return (
    <section aria-labelledby="add-ons" className={pages.section}>
      <h2 id="add-ons" className={pages.subheading}>
        {PLANS_PAGE_COPY.addOnsHeading}
      </h2>
      <div className={styles.cards}>
        {ADD_ONS.filter((a) => !only || a.id === only).map((addOn) => (
          <section key={addOn.id} aria-labelledby={`add-on-${addOn.id}`} className={styles.card}>
            {addOn.badge ? <span className={styles.tag}>{addOn.badge}</span> : null}
            <h3 id={`add-on-${addOn.id}`} className={styles.cardTitle}>
              {addOn.name}
            </h3>
            <p className={styles.price}>
              {addOn.price}
              {addOn.wasPrice ? (
                <span className={styles.was}>
                  <span aria-hidden="true">{addOn.wasPrice}</span>
                  <VisuallyHidden>{`was ${addOn.wasPrice}`}</VisuallyHidden>
                </span>
              ) : null}
            </p>
            <p className={styles.priceNote}>{addOn.priceNote}</p>
            <p className={styles.summary}>{addOn.description}</p>
            <Button variant="secondary" onPress={() => bookADemo(`ADD_ON_${addOn.id}`)}>
              {`Get in touch about ${addOn.name}`}
            </Button>
          </section>
        ))}
      </div>
    </section>
  );
}

function SalesStudio({ current, period, setPeriod, bookADemo }: { current: SoldPlan | null; period: BillingPeriod; setPeriod: (p: BillingPeriod) => void; bookADemo: (context: string) => void }) {
  return (
    <>
      <div className={styles.toolbar}>
        <h2 className={pages.subheading}>Choose your plan</h2>
        <SegmentedControl
          label="Basic billing"
          options={[
            { id: 'annual', label: 'Annual' },
            { id: 'monthly', label: 'Monthly' },
          ]}
          selectedKey={period}
          onSelectionChange={(key) => setPeriod(key === 'monthly' ? 'monthly' : 'annual')}
        />
      </div>
      <PlanCards current={current} period={period} bookADemo={bookADemo} />
      <section id="compare" aria-label={PLANS_PAGE_COPY.compareHeading} className={pages.section}>
        <PlanComparison caption={PLANS_PAGE_COPY.compareHeading} sections={SALES_STUDIO_COMPARISON} current={current} />
        <CustomerSuccessTable current={current} />
      </section>
    </>
  );
}

/** /plans (spec 2§1, 2§2): the plan cards, the comparison, customer success, add-ons and the book-a-demo banner. */
export function PlansPage({ user, studioTabs }: { user: CurrentUser; studioTabs: boolean }) {
  const [params, setParams] = useSearchParams();
  const bookADemo = useBookADemo();
  const period: BillingPeriod = params.get('billing') === 'monthly' ? 'monthly' : 'annual';
  const setPeriod = (next: BillingPeriod) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next === 'annual') p.delete('billing');
        else p.set('billing', next);
        return p;
      },
      { replace: true },
    );
  const current = currentSoldPlan(user.subscription);
  useEffect(() => {
    document.title = 'Plans · Tenderlens';
  }, []);

  const sales = <SalesStudio current={current} period={period} setPeriod={setPeriod} bookADemo={bookADemo} />;
  return (
    <div className={pages.page}>
      <h1 id="page-heading" className={pages.heading}>
        {studioTabs ? PLANS_PAGE_COPY.newerHeading : PLANS_PAGE_COPY.heading}
      </h1>
      {user.subscription === 'FREEMIUM' ? (
        <Banner tone="info" headingLevel={2} title="Book a demo">
          <p className={styles.bannerText}>{PLANS_PAGE_COPY.freemiumPrompt}</p>
          <Button variant="primary" size="sm" onPress={() => bookADemo('PLANS_FREEMIUM_PROMPT')}>
            Book a demo
          </Button>
        </Banner>
      ) : null}
      {studioTabs ? (
        <Tabs defaultSelectedKey="sales">
          <TabList aria-label="Studios">
            <Tab id="sales">{PLANS_PAGE_COPY.studios[0]}</Tab>
            <Tab id="bid">{PLANS_PAGE_COPY.studios[1]}</Tab>
          </TabList>
          <TabPanel id="sales" className={pages.section}>
            {sales}
            <AddOns bookADemo={bookADemo} />
          </TabPanel>
          <TabPanel id="bid" className={pages.section}>
            <PlanComparison caption="Bid Studio" sections={BID_STUDIO_COMPARISON} current={current} />
            <AddOns bookADemo={bookADemo} only="BID_STUDIO" />
          </TabPanel>
        </Tabs>
      ) : (
        <>
          {sales}
          <AddOns bookADemo={bookADemo} />
        </>
      )}
      <section aria-labelledby="preferred-supplier" className={styles.banner}>
        <div>
          <h2 id="preferred-supplier" className={styles.bannerHeading}>
            {PLANS_PAGE_COPY.bannerHeading}
          </h2>
          <p className={styles.bannerText}>{PLANS_PAGE_COPY.bannerText}</p>
        </div>
        <Button variant="secondary" onPress={() => bookADemo('PLANS_BANNER')}>
          Book a demo
        </Button>
      </section>
    </div>
  );
}

export function PlansRoute() {
  const { user } = useCurrentUser();
  const { appConfig } = useAppConfig();
  if (!user || !appConfig) return <PageLoading label="Loading plans" />;
  return <PlansPage user={user} studioTabs={appConfig.featureFlags.includes(STUDIO_TABS_FLAG)} />;
}
