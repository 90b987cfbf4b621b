import {
  hideEmailSetupHelpState,
  mailtoHref,
  OUTREACH_INTENTS,
  OUTREACH_LENGTHS,
  OUTREACH_MESSAGES,
  OUTREACH_TONES,
  outreachDefaultsState,
  outreachErrors,
  paywallFor,
  paywallPlanNote,
  useCurrentUser,
  useGenerateOutreach,
  type OutreachErrors,
  type OutreachForm,
  type OutreachIntent,
  type OutreachLength,
  type OutreachTone,
} from '@tenderlens/domain';
import {
  Banner,
  Button,
  Checkbox,
  copyText,
  LinkButton,
  Modal,
  NumberField,
  RadioGroup,
  SegmentedControl,
  Skeleton,
  SkeletonGroup,
  TextArea,
  toast,
} from '@tenderlens/ui';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../navigation/routes';
import * as styles from './OutreachBuilder.css';

export interface OutreachContact {
  /** Our contact's id: the server writes from their role and buyer. */
  id?: string | null;
  name: string | null;
  jobTitle?: string | null;
  email?: string | null;
}

export interface OutreachBuilderModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Who the emails are for (null: the buyer in general). */
  contact: OutreachContact | null;
  buyer: { id?: string | null; name: string };
}

/**
 * The AI outreach builder (spec 1§2.13, 1§4, 1§5): inputs on the left, drafts on the right;
 * idle → generating (skeleton) → results, 'Refresh results' regenerates, the form resets when the
 * contact or buyer changes; each draft is copyable and opens in the email client; the email-client
 * setup help can be dismissed for good (hideEmailSetupHelp). Defaults are remembered locally.
 */
export function OutreachBuilderModal({ isOpen, onOpenChange, contact, buyer }: OutreachBuilderModalProps) {
  const { user } = useCurrentUser();
  const [defaults, setDefaults] = useAtom(outreachDefaultsState);
  const [hideHelp, setHideHelp] = useAtom(hideEmailSetupHelpState);
  const [form, setForm] = useState<OutreachForm>(defaults);
  const [errors, setErrors] = useState<OutreachErrors>({});
  const { state, generate, reset } = useGenerateOutreach();
  const target = `${contact?.id ?? contact?.name ?? ''}|${buyer.id ?? buyer.name}`;
  const lastTarget = useRef(target);
  useEffect(() => {
    // A new contact or buyer starts from the remembered defaults, without the old drafts.
    if (lastTarget.current === target) return;
    lastTarget.current = target;
    setForm(defaults);
    setErrors({});
    reset();
  }, [target, defaults, reset]);

  const set = <K extends keyof OutreachForm>(key: K, value: OutreachForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key === 'tone' ? 'tone' : key]: undefined }));
  };
  const toggleTone = (tone: OutreachTone, on: boolean) =>
    set('tone', on ? [...form.tone, tone] : form.tone.filter((t) => t !== tone));

  const submit = async () => {
    const found = outreachErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setDefaults(form);
    await generate(form, {
      contactId: contact?.id ?? null,
      buyerId: buyer.id ?? null,
      buyerName: buyer.name,
      contactName: contact?.name ?? null,
      contactJobTitle: contact?.jobTitle ?? null,
    });
  };
  const copy = async (subject: string, body: string) => {
    try {
      await copyText(`Subject: ${subject}\n\n${body}`);
      toast.success(OUTREACH_MESSAGES.copied);
    } catch {
      toast.error(OUTREACH_MESSAGES.copyFailed);
    }
  };
  const generating = state.status === 'generating';
  // Guests and plans without CONTACTS get the upgrade prompt instead of the form (the server refuses them too).
  const locked = Boolean(user) && (user?.guest || !user?.activeDataTypes.includes('CONTACTS'));
  const who = contact?.name ? `${contact.name}, ${buyer.name}` : buyer.name;

  return (
    <Modal title={`Write outreach to ${who}`} isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      {!user ? (
        <SkeletonGroup label="Loading">
          <Skeleton variant="block" height="240px" />
        </SkeletonGroup>
      ) : locked ? (
        <Banner
          tone="info"
          title="Write outreach emails with AI"
          action={
            <LinkButton href={paths.plans} variant="primary" size="sm">
              Upgrade
            </LinkButton>
          }
        >
          {paywallPlanNote(paywallFor('CONTACTS').requires)}. Upgrade to write outreach emails to buyer
          contacts from their recent notices and awards.
        </Banner>
      ) : (
        <div className={styles.panels}>
          <form
            className={styles.panel}
            aria-label="Outreach inputs"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <RadioGroup
              label="Intent"
              isRequired
              orientation="horizontal"
              value={form.intent ?? ''}
              onChange={(v) => set('intent', v as OutreachIntent)}
              options={OUTREACH_INTENTS.map((i) => ({ value: i, label: i }))}
              isInvalid={Boolean(errors.intent)}
              errorMessage={errors.intent}
            />
            <fieldset
              className={styles.tones}
              aria-describedby={errors.tone ? 'outreach-tone-error' : undefined}
            >
              <legend className={styles.legend}>Tone of voice</legend>
              {OUTREACH_TONES.map((t) => (
                <Checkbox key={t} isSelected={form.tone.includes(t)} onChange={(on) => toggleTone(t, on)}>
                  {t}
                </Checkbox>
              ))}
            </fieldset>
            {errors.tone && (
              <p id="outreach-tone-error" role="alert" className={styles.error}>
                {errors.tone}
              </p>
            )}
            <SegmentedControl
              label="Length"
              options={OUTREACH_LENGTHS.map((l) => ({ id: l, label: l }))}
              selectedKey={form.length}
              onSelectionChange={(k) => set('length', k as OutreachLength)}
            />
            <TextArea
              label="Company information (optional)"
              description="What your company does and why it matters to this buyer"
              rows={3}
              value={form.companyInformation}
              onChange={(v) => set('companyInformation', v)}
              isInvalid={Boolean(errors.companyInformation)}
              errorMessage={errors.companyInformation}
            />
            <TextArea
              label="Sender personalisation (optional)"
              description="Something about you the emails may mention"
              rows={2}
              value={form.senderPersonalisation}
              onChange={(v) => set('senderPersonalisation', v)}
              isInvalid={Boolean(errors.senderPersonalisation)}
              errorMessage={errors.senderPersonalisation}
            />
            <NumberField
              label="Number of responses"
              value={form.numberOfResponses}
              onChange={(v) => set('numberOfResponses', Number.isNaN(v) ? 0 : v)}
              isInvalid={Boolean(errors.numberOfResponses)}
              errorMessage={errors.numberOfResponses}
            />
            <Button type="submit" isPending={generating} pendingLabel="Generating">
              {state.status === 'results' ? 'Refresh results' : 'Generate'}
            </Button>
          </form>
          <section className={styles.panel} aria-labelledby="outreach-results-heading" aria-live="polite">
            <h3 id="outreach-results-heading" className={styles.panelHeading}>
              Suggested emails
            </h3>
            {!hideHelp && (
              <Banner
                tone="info"
                title="Open drafts in your email client"
                onDismiss={() => setHideHelp(true)}
                dismissLabel="Dismiss email setup help"
              >
                'Open in email client' starts a new email in your default mail app. If nothing opens, set a
                default email app in your browser or operating system settings (for Gmail in Chrome: Settings,
                Privacy and security, Site settings, Protocol handlers).
              </Banner>
            )}
            {state.status === 'idle' && (
              <p className={styles.idle}>
                Choose your intent and tone, then generate emails written from this buyer&apos;s recent
                activity.
              </p>
            )}
            {state.status === 'generating' && (
              <SkeletonGroup label="Generating emails">
                {Array.from({ length: Math.min(Math.max(form.numberOfResponses, 1), 5) }, (_, i) => (
                  <div key={i} className={styles.response}>
                    <Skeleton variant="text" width="60%" />
                    <Skeleton variant="text" lines={4} />
                  </div>
                ))}
              </SkeletonGroup>
            )}
            {state.status === 'failed' && (
              <Banner tone="critical" isLive>
                {state.message}
              </Banner>
            )}
            {state.status === 'results' && (
              <ol className={styles.responses} aria-label="Generated emails">
                {state.responses.map((r, i) => (
                  <li key={`${i}-${r.subject}`} className={styles.response}>
                    <h4 className={styles.subject}>{r.subject}</h4>
                    <p className={styles.body}>{r.body}</p>
                    <div className={styles.actions}>
                      <Button
                        variant="secondary"
                        size="sm"
                        iconStart="Copy"
                        onPress={() => void copy(r.subject, r.body)}
                        aria-label={`Copy email ${i + 1}`}
                      >
                        Copy
                      </Button>
                      <LinkButton
                        variant="secondary"
                        size="sm"
                        href={mailtoHref(contact?.email, r.subject, r.body)}
                        aria-label={`Open in email client: email ${i + 1}`}
                      >
                        Open in email client
                      </LinkButton>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
