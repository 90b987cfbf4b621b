import {
  CRM_LIMITS,
  CRM_MESSAGES,
  CRM_OUR_FIELDS,
  CRM_PROVIDER_LABELS,
  hasCrmPlan,
  parseFieldMapping,
  useConnectCrm,
  useCrmFields,
  useCurrentUser,
  useDisconnectCrm,
  useIntegrationProvider,
  usePropertyValues,
  useUpdateCrmFieldMapping,
  type CrmFieldData,
  type CrmProvider,
  type IntegrationProviderData,
} from '@tenderlens/domain';
import {
  Banner,
  Button,
  LinkButton,
  Modal,
  Select,
  Skeleton,
  SkeletonGroup,
  TextField,
  toast,
} from '@tenderlens/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../navigation/routes';
import { PageLoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as styles from './IntegrationsSetup.css';

const HEADING = 'CRM integration';

/** Sends the browser to the provider's sign-in after the popup wait (spec 1§9: 1500 ms), saying where it goes. */
function useRedirect() {
  const [going, setGoing] = useState<CrmProvider | null>(null);
  const go = (provider: CrmProvider, url: string) => {
    setGoing(provider);
    window.setTimeout(() => window.location.assign(url), CRM_LIMITS.popupWaitMs);
  };
  return { going, go };
}

function ConnectCards() {
  const { start, complete, pending } = useConnectCrm();
  const { going, go } = useRedirect();
  const [token, setToken] = useState('');
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState<CrmProvider | null>(null);
  const connect = async (provider: CrmProvider) => {
    try {
      const { url } = await start(provider);
      if (url) go(provider, url);
      else setUnavailable(provider);
    } catch {
      toast.error(CRM_MESSAGES.connectFailed);
    }
  };
  const connectToken = async () => {
    if (token.trim().length < 10) {
      setTokenError('Enter the private app access token');
      return;
    }
    try {
      const { state } = await start('HUBSPOT');
      const outcome = await complete({ state, privateAppToken: token.trim() });
      if (outcome.ok) toast.success('HubSpot connected');
      else setTokenError(outcome.message);
    } catch {
      setTokenError(CRM_MESSAGES.connectFailed);
    }
  };
  return (
    <div className={styles.providers}>
      <section className={styles.card} aria-labelledby="crm-hubspot">
        <h2 id="crm-hubspot" className={styles.cardHeading}>
          HubSpot
        </h2>
        <p className={styles.muted}>
          Send contacts, notices and opportunities to HubSpot as contacts and deals, attached to your
          companies.
        </p>
        <Button
          onPress={() => void connect('HUBSPOT')}
          isPending={going === 'HUBSPOT'}
          pendingLabel="Redirecting you to HubSpot"
        >
          Connect with HubSpot
        </Button>
        {unavailable === 'HUBSPOT' && (
          <p className={styles.muted}>
            HubSpot sign-in is not set up on this server: use a private app token below.
          </p>
        )}
        <form
          className={styles.row}
          onSubmit={(e) => {
            e.preventDefault();
            void connectToken();
          }}
        >
          <TextField
            label="Or a private app access token"
            description="HubSpot: Settings, Integrations, Private apps (scopes: contacts, companies, deals)"
            type="password"
            value={token}
            onChange={(v) => {
              setToken(v);
              setTokenError(null);
            }}
            isInvalid={Boolean(tokenError)}
            errorMessage={tokenError}
          />
          <Button type="submit" variant="secondary" isPending={pending} pendingLabel="Connecting">
            Connect with token
          </Button>
        </form>
      </section>
      <section className={styles.card} aria-labelledby="crm-salesforce">
        <h2 id="crm-salesforce" className={styles.cardHeading}>
          Salesforce
        </h2>
        <p className={styles.muted}>
          Send contacts, notices and opportunities to Salesforce as contacts and opportunities, attached to
          your accounts.
        </p>
        <Button
          onPress={() => void connect('SALESFORCE')}
          isPending={going === 'SALESFORCE'}
          pendingLabel="Redirecting you to Salesforce"
        >
          Connect with Salesforce
        </Button>
        {unavailable === 'SALESFORCE' && (
          <p className={styles.muted}>
            Salesforce sign-in is not set up on this server. Please contact support.
          </p>
        )}
      </section>
    </div>
  );
}

function DefaultValueSelect({
  field,
  value,
  onChange,
  formData,
}: {
  field: CrmFieldData;
  value: string;
  onChange: (v: string) => void;
  formData: Record<string, string>;
}) {
  const { values } = usePropertyValues(field, formData);
  return (
    <Select
      label={`${field.label} (sent with every record)`}
      items={[{ id: '', label: 'Choose when sending' }, ...values.map((v) => ({ id: v.id, label: v.label }))]}
      selectedKey={value}
      onSelectionChange={(k) => onChange(k == null ? '' : String(k))}
    />
  );
}

/** The CRM form editing (spec 2§5): which provider field each of ours goes into, and fixed values of the provider's choice fields. */
function FieldMapping({ provider }: { provider: IntegrationProviderData }) {
  const { fields, loading, error } = useCrmFields(true);
  const { save, saving } = useUpdateCrmFieldMapping();
  const initial = parseFieldMapping(provider);
  const [deal, setDeal] = useState<Record<string, string>>(initial.deal ?? {});
  const [defaults, setDefaults] = useState<Record<string, string>>(initial.dealDefaults ?? {});
  if (loading)
    return (
      <SkeletonGroup label="Loading your CRM's fields">
        <Skeleton variant="text" lines={4} />
      </SkeletonGroup>
    );
  if (error || !fields)
    return <Banner tone="critical">We could not read your CRM&apos;s fields. Please try again.</Banner>;
  const mappable = fields.filter((f) => !f.hasValues);
  const choices = fields.filter((f) => f.hasValues);
  const submit = async () => {
    const ok = await save({
      deal: Object.fromEntries(Object.entries(deal).filter(([, v]) => v)),
      dealDefaults: Object.fromEntries(Object.entries(defaults).filter(([, v]) => v)),
    });
    if (ok) toast.success(CRM_MESSAGES.mappingSaved);
    else toast.error('We could not save the field mapping. Please try again.');
  };
  return (
    <section className={styles.card} aria-labelledby="crm-mapping">
      <h2 id="crm-mapping" className={styles.cardHeading}>
        Field mapping
      </h2>
      <p className={styles.muted}>
        Where our fields go when you send a notice or an opportunity. Empty fields are never sent.
      </p>
      <div className={styles.mapping}>
        {CRM_OUR_FIELDS.map((ours) => (
          <Select
            key={ours.key}
            label={ours.label}
            items={[{ id: '', label: 'Not sent' }, ...mappable.map((f) => ({ id: f.name, label: f.label }))]}
            selectedKey={deal[ours.key] ?? ''}
            onSelectionChange={(k) => setDeal((d) => ({ ...d, [ours.key]: k == null ? '' : String(k) }))}
          />
        ))}
        {choices.map((f) => (
          <DefaultValueSelect
            key={f.name}
            field={f}
            value={defaults[f.name] ?? ''}
            formData={defaults}
            onChange={(v) => setDefaults((d) => ({ ...d, [f.name]: v }))}
          />
        ))}
      </div>
      <div className={styles.row}>
        <Button onPress={() => void submit()} isPending={saving} pendingLabel="Saving">
          Save mapping
        </Button>
      </div>
    </section>
  );
}

function Connected({ provider }: { provider: IntegrationProviderData }) {
  const { disconnect, disconnecting } = useDisconnectCrm();
  const [confirming, setConfirming] = useState(false);
  const label = CRM_PROVIDER_LABELS[provider.provider];
  return (
    <>
      <section className={styles.card} aria-labelledby="crm-connected">
        <h2 id="crm-connected" className={styles.cardHeading}>
          Connected to {label}
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.term}>Account</dt>
          <dd className={styles.definition}>{provider.accountName ?? provider.accountId ?? '--'}</dd>
          <dt className={styles.term}>Signed in with</dt>
          <dd className={styles.definition}>
            {provider.authKind === 'oauth' ? `${label} sign-in` : 'Private app token'}
          </dd>
          <dt className={styles.term}>Connected</dt>
          <dd className={styles.definition}>
            {new Date(provider.connectedAt).toLocaleDateString('en-GB', {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            })}
          </dd>
        </dl>
        <div className={styles.row}>
          <Button variant="danger" onPress={() => setConfirming(true)}>
            Disconnect
          </Button>
        </div>
      </section>
      <FieldMapping key={provider.fieldMapping} provider={provider} />
      <Modal
        title={`Disconnect ${label}?`}
        size="confirm"
        isOpen={confirming}
        onOpenChange={setConfirming}
        footer={({ close }) => (
          <div className={styles.row}>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              variant="danger"
              isPending={disconnecting}
              onPress={async () => {
                if (await disconnect()) toast.success(CRM_MESSAGES.disconnected);
                else toast.error('We could not disconnect your CRM. Please try again.');
                close();
              }}
            >
              Disconnect
            </Button>
          </div>
        )}
      >
        Your team will no longer be able to send contacts, notices and opportunities to {label}. Records
        already sent stay in {label}.
      </Modal>
    </>
  );
}

/** Finishes the provider's sign-in: it sends the browser back here with ?code=&state=. */
function useCompleteOAuth(enabled: boolean) {
  const [params, setParams] = useSearchParams();
  const { complete } = useConnectCrm();
  const code = params.get('code');
  const state = params.get('state');
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || !code || !state || done.current) return;
    done.current = true;
    void complete({ code, state }).then((outcome) => {
      if (outcome.ok) toast.success('CRM connected');
      else toast.error(outcome.message);
      setParams(
        (p) => {
          p.delete('code');
          p.delete('state');
          return p;
        },
        { replace: true },
      );
    });
  }, [enabled, code, state, complete, setParams]);
  return Boolean(code && state);
}

/** /account-management/integrations/setup: connect HubSpot or Salesforce, map fields, disconnect. */
export function IntegrationsSetupPage() {
  const { user } = useCurrentUser();
  const allowed = Boolean(user && !user.guest && hasCrmPlan(user.subscription));
  const { provider, error } = useIntegrationProvider({ pause: !allowed });
  const completing = useCompleteOAuth(allowed);
  if (!user) return <PageLoading label="Loading CRM integration" />;
  if (!allowed) {
    return (
      <div className={styles.page}>
        <h1 id="page-heading" className={styles.heading}>
          {HEADING}
        </h1>
        <p className={styles.intro}>{user.guest ? CRM_MESSAGES.guest : CRM_MESSAGES.locked}</p>
        <p className={styles.muted}>
          Send buyer contacts, notices and opportunities straight to HubSpot or Salesforce.
        </p>
        <div className={styles.row}>
          <LinkButton href={paths.plans} size="sm">
            See plans
          </LinkButton>
        </div>
      </div>
    );
  }
  if (error) return <PageLoadError heading={HEADING} />;
  if (provider === undefined || completing) return <PageLoading label="Loading CRM integration" />;
  return (
    <div className={styles.page}>
      <h1 id="page-heading" className={styles.heading}>
        {HEADING}
      </h1>
      <p className={styles.intro}>
        Connect your CRM to send buyer contacts, notices and opportunities to it from Tenderlens.
      </p>
      {provider ? <Connected provider={provider} /> : <ConnectCards />}
    </div>
  );
}

export const IntegrationsSetupRoute = IntegrationsSetupPage;
