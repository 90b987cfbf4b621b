import {
  CRM_LIMITS,
  CRM_MESSAGES,
  CRM_PROVIDER_LABELS,
  hasCrmPlan,
  useAppConfig,
  useCrmAccountSearch,
  useCrmForm,
  useCurrentUser,
  useIntegrationProvider,
  usePropertyValues,
  useSendContactToCrm,
  useSendToCrm,
  type CrmContactInput,
  type CrmFieldData,
  type CrmSendMode,
} from '@tenderlens/domain';
import {
  Banner,
  Button,
  LinkButton,
  Modal,
  RadioGroup,
  SearchField,
  Select,
  Skeleton,
  SkeletonGroup,
  TextArea,
  TextField,
  toast,
} from '@tenderlens/ui';
import { useMemo, useState } from 'react';
import { paths } from '../../navigation/routes';
import * as styles from './SendToCrm.css';

/** Why sending is not possible now (null: it is): guests, no provider, the product tour. */
export function useCrmSendBlock(inTour = false): {
  blocked: string | null;
  provider: 'HUBSPOT' | 'SALESFORCE' | null;
  loading: boolean;
} {
  const { user, fetching: userFetching } = useCurrentUser();
  const guest = !user || user.guest || !hasCrmPlan(user.subscription);
  const { provider, fetching } = useIntegrationProvider({ pause: guest });
  if (!user && userFetching) return { blocked: null, provider: null, loading: true };
  if (user && !user.guest && !hasCrmPlan(user.subscription))
    return { blocked: CRM_MESSAGES.locked, provider: null, loading: false };
  if (guest) return { blocked: CRM_MESSAGES.guest, provider: null, loading: false };
  if (inTour) return { blocked: CRM_MESSAGES.tour, provider: provider?.provider ?? null, loading: false };
  // Until the provider is known the control waits (a press must not say 'not connected' too early).
  if (provider === undefined)
    return { blocked: null, provider: null, loading: fetching || provider === undefined };
  return {
    blocked: provider ? null : CRM_MESSAGES.notConnected,
    provider: provider?.provider ?? null,
    loading: false,
  };
}

function CrmFieldInput({
  field,
  value,
  onChange,
  formData,
  error,
}: {
  field: CrmFieldData;
  value: string;
  onChange: (v: string) => void;
  formData: Record<string, string>;
  error: string | undefined;
}) {
  const { values, loading } = usePropertyValues(field.hasValues ? field : null, formData);
  const common = {
    label: field.label,
    isRequired: field.required,
    isInvalid: Boolean(error),
    errorMessage: error,
  };
  if (field.hasValues) {
    return (
      <Select
        {...common}
        items={values.map((v) => ({ id: v.id, label: v.label }))}
        selectedKey={value || null}
        onSelectionChange={(k) => onChange(k == null ? '' : String(k))}
        placeholder={loading ? 'Loading…' : 'Select an option'}
      />
    );
  }
  if (field.type === 'textarea') return <TextArea {...common} rows={4} value={value} onChange={onChange} />;
  return (
    <TextField
      {...common}
      type={field.type === 'date' ? 'date' : 'text'}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      value={value}
      onChange={onChange}
    />
  );
}

/** The company the deal is attached to: search of the CRM's accounts (200 ms debounce, up to 50). */
function AccountPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const [text, setText] = useState('');
  const search = useCrmAccountSearch(text);
  return (
    <div className={styles.accounts}>
      <SearchField
        label="Company in your CRM (optional)"
        placeholder="Search companies"
        value={text}
        onChange={setText}
      />
      {search.status === 'idle' && <p className={styles.hint}>{search.message}</p>}
      {search.status === 'loading' && <Skeleton variant="text" width="50%" />}
      {search.status === 'error' && <p className={styles.hint}>Could not search your CRM. Try again.</p>}
      {search.status === 'done' && (
        <>
          {search.accounts.length === 0 ? (
            <p className={styles.hint}>No companies found</p>
          ) : (
            <RadioGroup
              label="Attach to"
              value={value ?? ''}
              onChange={(v) => onChange(v || null)}
              options={search.accounts.map((a) => ({ value: a.id, label: a.name }))}
            />
          )}
          {search.message && <p className={styles.hint}>{search.message}</p>}
        </>
      )}
    </div>
  );
}

export interface SendToCrmDialogProps {
  mode: CrmSendMode;
  /** Notice guid or opportunity id. */
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The CRM form of a record send (spec 2§5): the provider's deal/opportunity fields pre-filled from the
 * record, enumerations from fetchPropertyValues, the company to attach to; Send is disabled while a
 * required field is empty; only non-empty fields are sent. Outcomes as toasts (spec 2§8).
 */
export function SendToCrmDialog({ mode, id, isOpen, onOpenChange }: SendToCrmDialogProps) {
  const { provider } = useIntegrationProvider();
  const { appConfig } = useAppConfig();
  const { form, loading, error } = useCrmForm(mode, isOpen ? id : null);
  const { send, pending } = useSendToCrm(mode);
  // The user's edits over the form's pre-filled values.
  const [edits, setEdits] = useState<Record<string, string>>({});
  const values = useMemo(
    () => ({ ...Object.fromEntries((form?.fields ?? []).map((f) => [f.name, f.value])), ...edits }),
    [form, edits],
  );
  const [accountId, setAccountId] = useState<string | null>(null);
  const errors = useMemo(
    () =>
      Object.fromEntries(
        (form?.fields ?? [])
          .filter((f) => f.required && !(values[f.name] ?? '').trim())
          .map((f) => [f.name, `${f.label} is required`]),
      ),
    [form, values],
  );
  const invalid = Object.keys(errors).length > 0;
  const providerName = provider?.provider ?? form?.provider ?? 'HUBSPOT';
  const submit = async (close: () => void) => {
    const outcome = await send({
      id,
      title: form?.title ?? null,
      fields: values,
      accountId,
      provider: providerName,
      support: appConfig?.supportEmail ?? 'support',
    });
    if (outcome.ok) {
      toast.success(outcome.message, {
        timeout: outcome.durationMs,
        ...(outcome.result.externalUrl
          ? {
              action: {
                label: `View in ${CRM_PROVIDER_LABELS[providerName]}`,
                href: outcome.result.externalUrl,
                newTab: true,
              },
            }
          : {}),
      });
      close();
    } else {
      toast.error(outcome.message, { timeout: outcome.durationMs });
    }
  };
  return (
    <Modal
      title={`Send to ${CRM_PROVIDER_LABELS[providerName]}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={({ close }) => (
        <div className={styles.footer}>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button
            onPress={() => void submit(close)}
            isDisabled={!form || invalid}
            isPending={pending}
            pendingLabel="Sending"
          >
            Send
          </Button>
        </div>
      )}
    >
      {provider === null ? (
        <Banner
          tone="info"
          action={
            <LinkButton href={paths.crmSetup} size="sm" variant="secondary">
              Set up CRM
            </LinkButton>
          }
        >
          {CRM_MESSAGES.notConnected}
        </Banner>
      ) : loading || !form ? (
        error ? (
          <Banner tone="critical">{CRM_MESSAGES.failed(mode)}</Banner>
        ) : (
          <SkeletonGroup label="Loading the CRM form">
            <Skeleton variant="text" lines={6} />
          </SkeletonGroup>
        )
      ) : (
        <div className={styles.form}>
          {form.fields.map((f) => (
            <CrmFieldInput
              key={f.name}
              field={f}
              value={values[f.name] ?? ''}
              formData={values}
              error={errors[f.name]}
              onChange={(v) => setEdits((s) => ({ ...s, [f.name]: v }))}
            />
          ))}
          <AccountPicker value={accountId} onChange={setAccountId} />
        </div>
      )}
    </Modal>
  );
}

export interface SendToCrmButtonProps {
  mode: CrmSendMode;
  id: string;
  /** The product tour is running: sending waits until it ends. @default false */
  inTour?: boolean;
}

/** 'Send to CRM' for a notice or an opportunity, disabled (with the reason) for guests, without a provider and during the tour. */
export function SendToCrmButton({ mode, id, inTour = false }: SendToCrmButtonProps) {
  const { blocked, loading } = useCrmSendBlock(inTour);
  const [open, setOpen] = useState(false);
  // Blocked: the press says why instead of opening the form (the server refuses guests too).
  return (
    <>
      <Button
        variant="secondary"
        iconStart="ExternalLink"
        onPress={() => (blocked ? toast.info(blocked) : setOpen(true))}
        isDisabled={loading}
      >
        Send to CRM
      </Button>
      {open && <SendToCrmDialog mode={mode} id={id} isOpen={open} onOpenChange={setOpen} />}
    </>
  );
}

export interface SendContactToCrmButtonProps {
  contact: CrmContactInput;
  /** @default false */
  inTour?: boolean;
}

/** Sends one contact (sendContact): success names the provider; a duplicate says so with a link to it; 'Failed to send contact'. */
export function SendContactToCrmButton({ contact, inTour = false }: SendContactToCrmButtonProps) {
  const { blocked, provider, loading } = useCrmSendBlock(inTour);
  const { send, pending } = useSendContactToCrm();
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  const press = async () => {
    if (blocked || !provider) {
      toast.info(blocked ?? CRM_MESSAGES.notConnected);
      return;
    }
    const outcome = await send(contact, provider);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return;
    }
    const action = outcome.externalUrl
      ? {
          action: {
            label: `View in ${CRM_PROVIDER_LABELS[provider]}`,
            href: outcome.externalUrl,
            newTab: true,
          },
        }
      : {};
    if (outcome.isDuplicate) toast.info(outcome.message, { timeout: CRM_LIMITS.successToastMs, ...action });
    else toast.success(outcome.message, { timeout: CRM_LIMITS.successToastMs, ...action });
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      iconStart="ExternalLink"
      onPress={() => void press()}
      isDisabled={loading}
      isPending={pending}
      pendingLabel="Sending"
      aria-label={`Send to CRM: ${name}`}
    >
      Send to CRM
    </Button>
  );
}
