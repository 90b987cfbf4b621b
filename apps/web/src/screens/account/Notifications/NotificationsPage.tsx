import {
  ALERT_DESTINATION_LABELS,
  ALERT_DESTINATIONS,
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  AlertFormSchema,
  alertNeedsWebhook,
  failingMessage,
  toAlertWrite,
  useAlerts,
  useCurrentUser,
  useRecordLists,
  useSavedViews,
  type Alert,
  type AlertDestination,
  type AlertFrequency,
  type CurrentUser,
} from '@tenderlens/domain';
import {
  Banner,
  Button,
  EmptyState,
  Form,
  Modal,
  MultiSelect,
  Select,
  Skeleton,
  SkeletonGroup,
  Switch,
  TextField,
  toast,
} from '@tenderlens/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as styles from './Notifications.css';

interface FormState {
  name: string;
  frequency: AlertFrequency;
  destination: AlertDestination;
  webhookUrl: string;
  viewIds: string[];
  listIds: string[];
}
type FieldErrors = Partial<Record<keyof FormState, string>>;

const emptyForm: FormState = {
  name: '',
  frequency: 'DAILY',
  destination: 'EMAIL',
  webhookUrl: '',
  viewIds: [],
  listIds: [],
};
const formOf = (a: Alert): FormState => ({
  name: a.name,
  frequency: a.frequency,
  destination: a.destination,
  webhookUrl: a.webhookUrl ?? '',
  viewIds: a.contents.filter((c) => c.resourceType === 'SAVED_VIEW').map((c) => c.resourceId),
  listIds: a.contents.filter((c) => c.resourceType === 'RECORD_LIST').map((c) => c.resourceId),
});

interface FormProps {
  alert: Alert | null;
  /** A new alert's starting choices (from `?view=` / `?list=`: "Create alert" beside a saved view or list). */
  prefill?: Partial<FormState>;
  onClose(): void;
  onSave(id: string | null, body: Record<string, unknown>): Promise<{ ok: boolean; message?: string }>;
}

/** Create or edit an alert: name, frequency, destination (email, Slack, Teams, JSON webhook), views and lists. */
function AlertFormModal({ isOpen, ...props }: FormProps & { isOpen: boolean }) {
  return (
    <Modal
      title={props.alert ? `Edit ${props.alert.name}` : 'Create alert'}
      isOpen={isOpen}
      onOpenChange={(o) => (o ? undefined : props.onClose())}
    >
      {isOpen ? <AlertFormBody key={props.alert?.id ?? 'new'} {...props} /> : null}
    </Modal>
  );
}

function AlertFormBody({ alert, prefill, onClose, onSave }: FormProps) {
  const views = useSavedViews();
  const lists = useRecordLists();
  const [form, setForm] = useState<FormState>(alert ? formOf(alert) : { ...emptyForm, ...prefill });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = async () => {
    const parsed = AlertFormSchema.safeParse(form);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof FormState] ??= issue.message;
      return setErrors(next);
    }
    setPending(true);
    const outcome = await onSave(alert?.id ?? null, toAlertWrite(parsed.data));
    setPending(false);
    if (!outcome.ok) {
      if (outcome.message && /webhook|URL/i.test(outcome.message))
        return setErrors({ webhookUrl: outcome.message });
      return void toast.error(outcome.message ?? 'Unable to save your alert. Please try again.');
    }
    toast.success(alert ? 'Alert saved' : 'Alert created');
    onClose();
  };
  const listItems = [...(lists.own ?? []), ...(lists.shared ?? [])].map((l) => ({ id: l.id, label: l.name }));
  return (
    <Form
      aria-label={alert ? 'Edit alert' : 'Create alert'}
      validationBehavior="aria"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Name"
        isRequired
        value={form.name}
        onChange={(v) => set('name', v)}
        isInvalid={!!errors.name}
        errorMessage={errors.name}
      />
      <Select
        label="Frequency"
        items={ALERT_FREQUENCIES.map((f) => ({ id: f, label: ALERT_FREQUENCY_LABELS[f] }))}
        selectedKey={form.frequency}
        onSelectionChange={(k) => set('frequency', k as AlertFrequency)}
      />
      <Select
        label="Send to"
        items={ALERT_DESTINATIONS.map((d) => ({ id: d, label: ALERT_DESTINATION_LABELS[d] }))}
        selectedKey={form.destination}
        onSelectionChange={(k) => set('destination', k as AlertDestination)}
      />
      {alertNeedsWebhook(form.destination) ? (
        <TextField
          label="Webhook URL"
          isRequired
          type="url"
          description={
            form.destination === 'WEBHOOK'
              ? 'We sign each request: X-Tenderlens-Signature is sha256= the HMAC-SHA256 of "timestamp.body" with your alert’s secret.'
              : undefined
          }
          value={form.webhookUrl}
          onChange={(v) => set('webhookUrl', v)}
          isInvalid={!!errors.webhookUrl}
          errorMessage={errors.webhookUrl}
        />
      ) : null}
      <MultiSelect
        label="Saved views"
        items={(views.views ?? []).map((v) => ({ id: v.id, label: v.name }))}
        value={form.viewIds}
        onChange={(v) => set('viewIds', v.map(String))}
        isInvalid={!!errors.viewIds}
        errorMessage={errors.viewIds}
      />
      <MultiSelect
        label="Notice lists"
        items={listItems}
        value={form.listIds}
        onChange={(v) => set('listIds', v.map(String))}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={pending}>
          {alert ? 'Save alert' : 'Create alert'}
        </Button>
        <Button variant="tertiary" onPress={onClose}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** /account-management/notifications: notification settings and the user's alerts (spec 2§3). */
export function NotificationsPage({ user }: { user: CurrentUser }) {
  const state = useAlerts({ enabled: !user.guest });
  const [params] = useSearchParams();
  const [prefill] = useState<Partial<FormState> | undefined>(() => {
    const view = params.get('view');
    const list = params.get('list');
    if (!view && !list) return undefined;
    return { viewIds: view ? [view] : [], listIds: list ? [list] : [], name: params.get('name') ?? '' };
  });
  const [editing, setEditing] = useState<Alert | null>(null);
  const [formOpen, setFormOpen] = useState(prefill !== undefined && !user.guest);
  const [deleting, setDeleting] = useState<Alert | null>(null);

  useEffect(() => {
    document.title = 'Notification settings · Tenderlens';
  }, []);

  const heading = (
    <header className={styles.header}>
      <h1 id="page-heading" className={styles.heading}>
        Notification settings
      </h1>
      {user.guest ? null : (
        <Button
          iconStart="Plus"
          onPress={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          Create alert
        </Button>
      )}
    </header>
  );
  if (user.guest) {
    return (
      <div className={styles.page}>
        {heading}
        <Banner tone="info" title="Alerts are not available with a guest pass" headingLevel={2}>
          Ask a member of your team for an account to get new notices by email, Slack, Microsoft Teams or
          webhook.
        </Banner>
      </div>
    );
  }
  const done = (outcome: { ok: boolean; message?: string }, success?: string) => {
    if (outcome.ok && success) toast.success(success);
    if (!outcome.ok) toast.error(outcome.message ?? 'Something went wrong. Please try again.');
  };

  return (
    <div className={styles.page}>
      {heading}
      {state.error ? (
        <EmptyState
          illustration="loadError"
          title="Sorry something has gone wrong"
          description="Sorry something has gone wrong. If this error persists please contact support"
        />
      ) : state.fetching || !state.settings || !state.alerts ? (
        <SkeletonGroup label="Loading notification settings">
          <Skeleton variant="block" height="64px" />
          <Skeleton variant="block" height="64px" />
        </SkeletonGroup>
      ) : (
        <>
          <section className={styles.section} aria-labelledby="notification-settings">
            <h2 id="notification-settings" className={styles.sectionHeading}>
              Email and app notifications
            </h2>
            <Switch
              isSelected={state.settings.notificationsEnabled}
              description="When off, no alert is sent to you by any destination."
              onChange={(v) =>
                void state
                  .updateSettings({ notificationsEnabled: v })
                  .then((ok) => (ok ? undefined : toast.error('Unable to save your settings')))
              }
            >
              Notifications enabled
            </Switch>
            <Switch
              isSelected={state.settings.sendAppActivityNotifications}
              description="Comments, mentions and assignments in your team."
              onChange={(v) =>
                void state
                  .updateSettings({ sendAppActivityNotifications: v })
                  .then((ok) => (ok ? undefined : toast.error('Unable to save your settings')))
              }
            >
              App activity notifications
            </Switch>
          </section>
          <section className={styles.section} aria-labelledby="alerts-heading">
            <h2 id="alerts-heading" className={styles.sectionHeading}>
              Alerts
            </h2>
            {state.alerts.length === 0 ? (
              <EmptyState
                illustration="startingState"
                title="You have no alerts yet"
                description="Create an alert to get new notices of your saved views and notice lists by email, Slack, Microsoft Teams or webhook."
              />
            ) : (
              <ul className={styles.rows}>
                {state.alerts.map((a) => (
                  <li key={a.id} className={styles.row}>
                    <div className={styles.rowLine}>
                      <span className={styles.rowMain}>
                        <span className={styles.name}>{a.name}</span>
                        <span className={styles.meta}>
                          {[
                            ALERT_FREQUENCY_LABELS[a.frequency],
                            ALERT_DESTINATION_LABELS[a.destination],
                            a.contents
                              .map(
                                (c) =>
                                  c.resourceName ??
                                  (c.resourceType === 'SAVED_VIEW' ? 'Saved view' : 'Notice list'),
                              )
                              .join(', ') || 'No views or lists',
                          ].join(' · ')}
                        </span>
                      </span>
                      {a.disabled ? <span className={styles.meta}>Paused</span> : null}
                      <div className={styles.actions}>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Edit ${a.name}`}
                          onPress={() => (setEditing(a), setFormOpen(true))}
                        >
                          Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`${a.disabled ? 'Resume' : 'Pause'} ${a.name}`}
                          onPress={() =>
                            void state
                              .setPaused(a, !a.disabled)
                              .then((o) => done(o, a.disabled ? 'Alert resumed' : 'Alert paused'))
                          }
                        >
                          {a.disabled ? 'Resume' : 'Pause'}
                        </Button>
                        <Button
                          size="sm"
                          variant="tertiary"
                          aria-label={`Send test of ${a.name}`}
                          onPress={() =>
                            void state.testSend(a.id).then((o) => done(o, o.ok ? o.message : undefined))
                          }
                        >
                          Send test
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={`Delete ${a.name}`}
                          onPress={() => setDeleting(a)}
                        >
                          Delete
                        </Button>
                      </div>
                    </div>
                    {failingMessage(a) ? (
                      <Banner
                        tone="critical"
                        title={`${ALERT_DESTINATION_LABELS[a.destination]} delivery failing`}
                        headingLevel={3}
                      >
                        {failingMessage(a)}
                      </Banner>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <AlertFormModal
        alert={editing}
        prefill={prefill}
        isOpen={formOpen}
        onClose={() => setFormOpen(false)}
        onSave={state.save}
      />
      <Modal
        title={`Delete ${deleting?.name ?? 'alert'}?`}
        role="alertdialog"
        isOpen={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        footer={({ close }) => (
          <>
            <Button variant="tertiary" onPress={close}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                if (!deleting) return;
                void state.remove(deleting.id).then((o) => {
                  done(o, 'Alert deleted');
                  if (o.ok) setDeleting(null);
                });
              }}
            >
              Delete alert
            </Button>
          </>
        )}
      >
        <p>No more notices are sent for this alert. Your saved views and lists stay.</p>
      </Modal>
    </div>
  );
}

export function NotificationsRoute() {
  const { user } = useCurrentUser();
  return user ? <NotificationsPage user={user} /> : null;
}
