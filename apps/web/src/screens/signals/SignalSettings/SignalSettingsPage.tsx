import {
  COMPETITOR_AND_PARTNER_SAVE_ERROR,
  GENERIC_ERROR_MESSAGE,
  SIGNAL_SETTINGS_UPDATED,
  canSaveSupplierSignal,
  cpvTreeId,
  expandCodes,
  savedSignalsEmptyTitle,
  signalSavedMessage,
  topmostCodes,
  useCpvCodes,
  useCurrentUser,
  useSignalSettings,
  type CurrentUser,
  type SignalCriteria,
  type SignalSettingsData,
  type SignalSettingsInput,
  type SupplierSignalType,
} from '@tenderlens/domain';
import {
  Banner,
  Button,
  EmptyState,
  IconButton,
  LinkButton,
  LockIcon,
  Skeleton,
  SkeletonGroup,
  Switch,
  TagInput,
  TreeSelect,
  toast,
} from '@tenderlens/ui';
import { useEffect, useMemo, useState } from 'react';
import { paths } from '../../../navigation/routes';
import { FeedPreview } from '../../feedPreview/FeedPreview/FeedPreview';
import { SupplierPicker, type PickedSupplier } from './SupplierPicker';
import * as styles from './SignalSettings.css';

interface Draft {
  keywords: string[];
  cpvCodes: string[];
  competitors: PickedSupplier[];
  partners: PickedSupplier[];
  countries: string[];
  languages: string[];
  useSupplierName: boolean;
}

const TWO_LETTERS = /^[A-Za-z]{2}$/;

function draftOf(settings: SignalSettingsData): Draft {
  const name = (id: string) =>
    settings.signals.find((s) => s.id === id)?.name ?? id.slice(id.indexOf(':') + 1);
  return {
    keywords: settings.keywords,
    cpvCodes: settings.cpvCodes,
    competitors: settings.competitorGuids.map((guid) => ({ guid, name: name(`competitor:${guid}`) })),
    partners: settings.partnerGuids.map((guid) => ({ guid, name: name(`partner:${guid}`) })),
    countries: settings.countries,
    languages: settings.languages,
    useSupplierName: settings.useSupplierName,
  };
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Only the fields that changed (a field left out keeps its value on the server). */
function changes(draft: Draft, saved: SignalSettingsData): SignalSettingsInput {
  const input: SignalSettingsInput = {};
  if (!same(draft.keywords, saved.keywords)) input.keywords = draft.keywords;
  if (!same(draft.cpvCodes, saved.cpvCodes)) input.cpvCodes = draft.cpvCodes;
  const competitors = draft.competitors.map((s) => s.guid);
  const partners = draft.partners.map((s) => s.guid);
  if (!same(competitors, saved.competitorGuids)) input.competitorIds = competitors;
  if (!same(partners, saved.partnerGuids)) input.partnerIds = partners;
  if (!same(draft.countries, saved.countries)) input.countries = draft.countries;
  if (!same(draft.languages, saved.languages)) input.languages = draft.languages;
  if (draft.useSupplierName !== saved.useSupplierName) input.useSupplierName = draft.useSupplierName;
  return input;
}

function successMessage(input: SignalSettingsInput): string {
  const keys = Object.keys(input);
  if (keys.length === 1 && input.competitorIds) return signalSavedMessage('competitor');
  if (keys.length === 1 && input.partnerIds) return signalSavedMessage('partner');
  return SIGNAL_SETTINGS_UPDATED;
}

function CpvField({
  value,
  onChange,
  isDisabled,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  isDisabled: boolean;
}) {
  const cpv = useCpvCodes();
  const { items, parentOf, childrenOf } = useMemo(() => {
    const parentOf = new Map<string, string | null>();
    const childrenOf = new Map<string, string[]>();
    for (const c of cpv.codes) {
      parentOf.set(c.code, c.parentCode);
      if (c.parentCode) childrenOf.set(c.parentCode, [...(childrenOf.get(c.parentCode) ?? []), c.code]);
    }
    return {
      items: cpv.codes.map((c) => ({ id: c.code, label: `${c.code} ${c.name}`, parentId: c.parentCode })),
      parentOf,
      childrenOf,
    };
  }, [cpv.codes]);
  if (cpv.fetching) {
    return (
      <SkeletonGroup label="Loading CPV codes">
        <Skeleton variant="block" height="160px" />
      </SkeletonGroup>
    );
  }
  if (cpv.error) return <p className={styles.muted}>{GENERIC_ERROR_MESSAGE}</p>;
  return (
    <TreeSelect
      label="CPV codes"
      description="Notices classified under a chosen code, or any code below it, match."
      items={items}
      value={expandCodes(value, childrenOf)}
      onChange={(checked) => onChange(topmostCodes(checked, parentOf))}
      isSearchable
      searchLabel="Search CPV codes"
      isDisabled={isDisabled}
      visibleRows={8}
    />
  );
}

function SupplierSection({
  type,
  value,
  onChange,
  saved,
  user,
  readOnly,
}: {
  type: SupplierSignalType;
  value: PickedSupplier[];
  onChange: (v: PickedSupplier[]) => void;
  saved: Record<SupplierSignalType, PickedSupplier[]>;
  user: CurrentUser;
  readOnly: boolean;
}) {
  const [open, setOpen] = useState(false);
  const allowed = canSaveSupplierSignal(user.activeDataTypes, type, user.guest);
  const title = type === 'competitor' ? 'Competitors' : 'Partners';
  const headingId = `signal-${type}s`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
        {!allowed ? <LockIcon label={`${title} need the Growth plan`} /> : null}
      </h2>
      {value.length === 0 ? (
        <p className={styles.muted}>{savedSignalsEmptyTitle(type)}</p>
      ) : (
        <ul className={styles.tags} aria-label={`Saved ${type}s`}>
          {value.map((s) => (
            <li key={s.guid} className={styles.supplierTag}>
              {s.name}
              {allowed && !readOnly ? (
                <IconButton
                  icon="X"
                  size="sm"
                  aria-label={`Remove ${s.name}`}
                  onPress={() => onChange(value.filter((v) => v.guid !== s.guid))}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {allowed && !readOnly ? (
        <div>
          <Button variant="secondary" iconStart="Plus" onPress={() => setOpen(true)}>
            {`Add ${type}s`}
          </Button>
          <SupplierPicker
            isOpen={open}
            onOpenChange={setOpen}
            target={type}
            value={value}
            onChange={onChange}
            saved={saved}
          />
        </div>
      ) : null}
    </section>
  );
}

/**
 * Signal settings (/account-management/feed-settings, spec 2§2-2§3): keywords, CPV codes,
 * competitors, partners, countries, languages and supplier-name matching, saved for the team; the
 * feed preview beside it shows what the criteria being edited would match. Guests can only read.
 */
export function SignalSettingsPage() {
  const { user } = useCurrentUser();
  const settings = useSignalSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [base, setBase] = useState<SignalSettingsData | null>(null);
  if (settings.settings && settings.settings !== base) {
    // A new answer from the server (first load or after saving) resets the draft.
    setBase(settings.settings);
    setDraft(draftOf(settings.settings));
  }
  useEffect(() => {
    document.title = 'Signal settings · Tenderlens';
  }, []);

  const criteria: SignalCriteria | undefined = useMemo(
    () =>
      draft
        ? {
            keywords: draft.keywords,
            cpvCodes: draft.cpvCodes,
            competitorGuids: draft.competitors.map((s) => s.guid),
            partnerGuids: draft.partners.map((s) => s.guid),
            countries: draft.countries,
            languages: draft.languages,
            useSupplierName: draft.useSupplierName,
          }
        : undefined,
    [draft],
  );

  if (!user) return null;
  const readOnly = user.guest;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => (d ? { ...d, [key]: value } : d));

  let body;
  if (settings.error && !settings.settings) {
    body = (
      <EmptyState
        illustration="loadError"
        title="Sorry something has gone wrong"
        description={GENERIC_ERROR_MESSAGE}
      />
    );
  } else if (!draft || !base) {
    body = (
      <SkeletonGroup label="Loading signal settings">
        <Skeleton variant="text" lines={2} />
        <Skeleton variant="block" height="240px" />
      </SkeletonGroup>
    );
  } else {
    const input = changes(draft, base);
    const dirty = Object.keys(input).length > 0;
    const badCountries = draft.countries.filter((c) => !TWO_LETTERS.test(c));
    const badLanguages = draft.languages.filter((c) => !TWO_LETTERS.test(c));
    const savedSets = { competitor: draftOf(base).competitors, partner: draftOf(base).partners };
    const save = async () => {
      const result = await settings.save(input);
      if (result.ok) toast.success(successMessage(input));
      else
        toast.error(
          input.competitorIds || input.partnerIds ? COMPETITOR_AND_PARTNER_SAVE_ERROR : GENERIC_ERROR_MESSAGE,
        );
    };
    body = (
      <div className={styles.layout}>
        <form
          className={styles.form}
          aria-label="Signal settings"
          onSubmit={(e) => {
            e.preventDefault();
            if (dirty && !readOnly) void save();
          }}
        >
          <section className={styles.section} aria-labelledby="signal-keywords">
            <h2 id="signal-keywords" className={styles.sectionTitle}>
              Keywords
            </h2>
            <TagInput
              label="Keywords"
              description="Notices whose title or description mention a keyword match. Press Enter after each."
              value={draft.keywords}
              onChange={(v) => set('keywords', v)}
              isDisabled={readOnly}
            />
          </section>
          <section className={styles.section} aria-labelledby="signal-cpv">
            <h2 id="signal-cpv" className={styles.sectionTitle}>
              CPV codes
            </h2>
            <CpvField
              value={draft.cpvCodes.map(cpvTreeId)}
              onChange={(v) => set('cpvCodes', v)}
              isDisabled={readOnly}
            />
          </section>
          <SupplierSection
            type="competitor"
            value={draft.competitors}
            onChange={(v) => set('competitors', v)}
            saved={savedSets}
            user={user}
            readOnly={readOnly}
          />
          <SupplierSection
            type="partner"
            value={draft.partners}
            onChange={(v) => set('partners', v)}
            saved={savedSets}
            user={user}
            readOnly={readOnly}
          />
          <section className={styles.section} aria-labelledby="signal-places">
            <h2 id="signal-places" className={styles.sectionTitle}>
              Countries and languages
            </h2>
            <TagInput
              label="Countries"
              description="Two-letter country codes such as GB or IE; none means every country."
              value={draft.countries}
              onChange={(v) =>
                set(
                  'countries',
                  v.map((c) => c.trim().toUpperCase()),
                )
              }
              isInvalid={badCountries.length > 0}
              errorMessage={
                badCountries.length ? `Not a country code: ${badCountries.join(', ')}` : undefined
              }
              isDisabled={readOnly}
            />
            <TagInput
              label="Languages"
              description="Two-letter language codes such as en or cy; none means every language."
              value={draft.languages}
              onChange={(v) =>
                set(
                  'languages',
                  v.map((c) => c.trim().toLowerCase()),
                )
              }
              isInvalid={badLanguages.length > 0}
              errorMessage={
                badLanguages.length ? `Not a language code: ${badLanguages.join(', ')}` : undefined
              }
              isDisabled={readOnly}
            />
          </section>
          <Switch
            isSelected={draft.useSupplierName}
            onChange={(on) => set('useSupplierName', on)}
            isDisabled={readOnly}
            description="Also match notices that name your competitors or partners in their text."
          >
            Match supplier names
          </Switch>
          {readOnly ? null : (
            <div className={styles.actions}>
              <Button
                type="submit"
                variant="primary"
                isDisabled={!dirty || badCountries.length > 0 || badLanguages.length > 0}
                isPending={settings.saving}
                pendingLabel="Saving signal settings"
              >
                Save signal settings
              </Button>
              <Button variant="secondary" isDisabled={!dirty} onPress={() => setDraft(draftOf(base))}>
                Discard changes
              </Button>
            </div>
          )}
        </form>
        <aside className={styles.preview} aria-label="Feed preview">
          <FeedPreview criteria={criteria} />
        </aside>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Signal settings</h1>
      <p className={styles.intro}>
        Signals score every notice for your team: keywords, CPV codes, competitors and partners. Changes apply
        to everyone in your team.
      </p>
      {readOnly ? (
        <Banner
          tone="info"
          headingLevel={2}
          title="Your guest pass can view signal settings"
          action={
            <LinkButton variant="secondary" href={paths.plans}>
              Upgrade
            </LinkButton>
          }
        >
          Upgrade to change your team&apos;s signals.
        </Banner>
      ) : null}
      {body}
    </div>
  );
}
