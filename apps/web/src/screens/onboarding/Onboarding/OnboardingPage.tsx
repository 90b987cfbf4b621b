import {
  ONBOARDING_STEPS,
  resumeStep,
  useAccount,
  useCurrentUser,
  useOnboardingActions,
  useOnboardingTemplates,
  useSignalSettings,
  useTeam,
  type OnboardingTemplateData,
} from '@tenderlens/domain';
import { Banner, Button, EmailTokenInput, EmptyState, OnboardingNav, RadioGroup, Skeleton, SkeletonGroup, Tag, TagInput, toast } from '@tenderlens/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../navigation/routes';
import * as pages from '../../../pageParts/layout/Pages.css';
import { PageLoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import { FeedPreview } from '../../feedPreview/FeedPreview/FeedPreview';
import * as styles from './Onboarding.css';

const SAVE_FAILED = 'We could not save this step. Please try again.';

const StepLoading = ({ label }: { label: string }) => (
  <SkeletonGroup label={label}>
    <Skeleton variant="text" lines={4} />
  </SkeletonGroup>
);

function IndustryStep({ industry, onChange }: { industry: string | null; onChange: (id: string) => void }) {
  const { industries, error } = useOnboardingTemplates(null);
  if (error) return <Banner tone="critical" title="The industries could not be loaded">{SAVE_FAILED}</Banner>;
  if (!industries) return <StepLoading label="Loading industries" />;
  return (
    <RadioGroup
      label="Which industry are you in?"
      description="We use it to suggest signals: the keywords and CPV codes that find the notices for you."
      value={industry ?? ''}
      onChange={onChange}
      options={industries.map((i) => ({ value: i.id, label: i.name }))}
    />
  );
}

function TemplateStep({ industry, templateId, onChange }: { industry: string | null; templateId: string | null; onChange: (t: OnboardingTemplateData) => void }) {
  const { templates, error } = useOnboardingTemplates(industry);
  if (error) return <Banner tone="critical" title="The templates could not be loaded">{SAVE_FAILED}</Banner>;
  if (!templates) return <StepLoading label="Loading templates" />;
  if (templates.length === 0)
    return (
      <EmptyState
        illustration="startingState"
        title="No templates for your industry yet"
        description="Skip this step and choose your own keywords and CPV codes on the next one."
      />
    );
  return (
    <RadioGroup
      label="Choose a signal template"
      description="A template fills in keywords and CPV codes. You can change them on the next step and at any time in your signal settings."
      value={templateId ?? ''}
      onChange={(id) => {
        const chosen = templates.find((t) => t.id === id);
        if (chosen) onChange(chosen);
      }}
      options={templates.map((t) => ({ value: t.id, label: t.name, description: `${t.description} Keywords: ${t.keywords.join(', ')}.` }))}
    />
  );
}

function SignalsStep({
  keywords,
  cpvCodes,
  countries,
  onKeywords,
}: {
  keywords: string[];
  cpvCodes: string[];
  countries: string[];
  onKeywords: (k: string[]) => void;
}) {
  return (
    <div className={styles.layout}>
      <div className={styles.step}>
        <TagInput label="Keywords" description="Notices mentioning any of these match your signals. Press Enter after each." value={keywords} onChange={onKeywords} />
        <div>
          <h3 className={pages.subheading}>CPV codes</h3>
          {cpvCodes.length === 0 ? (
            <p className={pages.meta}>No CPV codes yet. Add them in your signal settings.</p>
          ) : (
            <ul className={styles.tags} aria-label="CPV codes">
              {cpvCodes.map((c) => (
                <li key={c}>
                  <Tag tone="neutral">{c}</Tag>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <FeedPreview onboarding criteria={{ keywords, cpvCodes, competitorGuids: [], partnerGuids: [], countries, languages: [] }} />
    </div>
  );
}

function InviteStep({ invited, onInvite }: { invited: string[]; onInvite: (emails: string[]) => Promise<boolean> }) {
  const [emails, setEmails] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  return (
    <div className={styles.step}>
      <EmailTokenInput
        label="Invite your colleagues"
        description="Each person gets an email with a link to join your team. Press Enter after each address."
        value={emails}
        onChange={setEmails}
      />
      <div className={pages.controls}>
        <Button
          variant="secondary"
          iconStart="UserPlus"
          isDisabled={emails.length === 0}
          isPending={pending}
          onPress={() => {
            setPending(true);
            void onInvite(emails).then((ok) => {
              setPending(false);
              if (ok) setEmails([]);
            });
          }}
        >
          Send invitations
        </Button>
      </div>
      {invited.length > 0 ? (
        <Banner tone="positive" title="Invitations sent" headingLevel={3} isLive>
          {invited.join(', ')}
        </Banner>
      ) : null}
    </div>
  );
}

/**
 * /onboarding (issue 13, decision 0049): a new company's admin chooses an industry, a signal template that pre-fills
 * the team's signals, checks them against the feed preview in onboarding mode (no stage labels, no record links) and
 * invites colleagues; 'Finish' completes onboarding and lands on Home. Every step can be skipped; coming back resumes
 * where the company left off.
 */
export function OnboardingPage() {
  const { user } = useCurrentUser();
  const { account, error: accountError } = useAccount();
  const settings = useSignalSettings();
  const actions = useOnboardingActions(user?.company.guid ?? '');
  const team = useTeam(user?.company.guid ?? '', { isCompanyAdmin: account?.isCompanyAdmin ?? false });
  const navigate = useNavigate();
  const [step, setStep] = useState<number | null>(null);
  const [industry, setIndustry] = useState<string | null>(null);
  const [template, setTemplate] = useState<OnboardingTemplateData | null>(null);
  const [keywords, setKeywords] = useState<string[] | null>(null);
  const [invited, setInvited] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    document.title = 'Get started · Tenderlens';
  }, []);

  const saved = settings.settings;
  if (step === null && account && saved) {
    // Resume where the company left off.
    setIndustry(account.industry);
    setKeywords(saved.keywords);
    setStep(resumeStep({ industry: account.industry, hasSignals: saved.keywords.length + saved.cpvCodes.length > 0 }));
  }

  if (!user) return null;
  if (accountError || (settings.error && !saved)) return <PageLoadError heading="Get started" />;
  if (!account || step === null || !saved) return <PageLoading label="Loading onboarding" />;
  if (user.guest || !account.isCompanyAdmin)
    return (
      <div className={pages.page}>
        <h1 id="page-heading" className={pages.heading}>
          Get started
        </h1>
        <Banner tone="info" title="Your company admin sets up Tenderlens" headingLevel={2}>
          Onboarding chooses your company’s industry and signals, so only a company admin runs it.{' '}
          <Link className={pages.link} to={paths.feedSettings}>
            See your signal settings
          </Link>
        </Banner>
      </div>
    );

  const current = ONBOARDING_STEPS[step] ?? ONBOARDING_STEPS[0];
  const last = step === ONBOARDING_STEPS.length - 1;
  const savedKeywords = saved.keywords;
  const draftKeywords = keywords ?? savedKeywords;
  const cpvCodes = template?.cpvCodes ?? saved.cpvCodes;
  const go = (to: number) => setStep(Math.max(0, Math.min(ONBOARDING_STEPS.length - 1, to)));

  async function finish() {
    const done = await actions.complete();
    if (!done.ok) {
      toast.error(SAVE_FAILED);
      return;
    }
    toast.success('You are all set. Here is what is new for your signals.');
    void navigate(paths.home, { replace: true });
  }

  async function next() {
    setSaving(true);
    try {
      if (current.id === 'industry' && industry) {
        if (!(await actions.setIndustry(industry)).ok) return void toast.error(SAVE_FAILED);
      }
      if (current.id === 'template' && template) {
        const r = await settings.save({ keywords: template.keywords, cpvCodes: template.cpvCodes });
        if (!r.ok) return void toast.error(SAVE_FAILED);
        setKeywords(template.keywords);
      }
      if (current.id === 'signals' && draftKeywords.join('\n') !== savedKeywords.join('\n')) {
        if (!(await settings.save({ keywords: draftKeywords })).ok) return void toast.error(SAVE_FAILED);
      }
      if (last) await finish();
      else go(step! + 1);
    } finally {
      setSaving(false);
    }
  }

  const invite = async (emails: string[]) => {
    const r = await team.invite(emails);
    if (!r.ok) {
      toast.error(r.rateLimited ? 'You have sent too many invitations. Please try again later.' : 'We could not send the invitations. Please try again.');
      return false;
    }
    const sent = emails.filter((e) => !r.skipped.includes(e));
    setInvited((list) => [...list, ...sent]);
    if (r.skipped.length > 0) toast.info(`Already have an account: ${r.skipped.join(', ')}`);
    return true;
  };

  return (
    <div className={pages.page}>
      <div className={pages.header}>
        <h1 id="page-heading" className={pages.heading}>
          Get started
        </h1>
        <p className={pages.meta}>{`Set up Tenderlens for ${user.company.name}`}</p>
      </div>
      <section className={pages.section} aria-labelledby="step-heading">
        <h2 id="step-heading" className={pages.subheading}>
          {current.title}
        </h2>
        {current.id === 'industry' ? <IndustryStep industry={industry} onChange={setIndustry} /> : null}
        {current.id === 'template' ? (
          <TemplateStep industry={industry} templateId={template?.id ?? null} onChange={setTemplate} />
        ) : null}
        {current.id === 'signals' ? (
          <SignalsStep keywords={draftKeywords} cpvCodes={cpvCodes} countries={saved.countries} onKeywords={setKeywords} />
        ) : null}
        {current.id === 'invite' ? <InviteStep invited={invited} onInvite={invite} /> : null}
      </section>
      <div className={styles.nav}>
        <OnboardingNav
          step={step + 1}
          totalSteps={ONBOARDING_STEPS.length}
          label="Onboarding progress"
          onBack={() => go(step - 1)}
          onSkip={() => (last ? void finish() : go(step + 1))}
          onNext={() => void next()}
          finishLabel="Finish"
          isNextDisabled={(current.id === 'industry' && !industry) || (current.id === 'template' && !template)}
          isNextPending={saving || actions.pending}
        />
      </div>
    </div>
  );
}
