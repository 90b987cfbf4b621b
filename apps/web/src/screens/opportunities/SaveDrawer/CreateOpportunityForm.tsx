import {
  bidPromptOpportunityState,
  canSubmitOpportunity,
  parseCreateOpportunity,
  useCompanyUsers,
  useCreateOpportunity,
  useOpportunityForm,
  useOrganisationNames,
  type CreateOpportunityForm as FormValues,
} from '@tenderlens/domain';
import {
  Button,
  Form,
  MultiSelect,
  Select,
  Skeleton,
  SkeletonGroup,
  TextField,
  toast,
} from '@tenderlens/ui';
import { useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import type { SaveEntity } from './SaveDrawer';
import { opportunityEntities } from './entityWords';
import * as styles from './SaveDrawer.css';

const UNASSIGNED = '__unassigned';

export interface CreateOpportunityFormProps {
  entity: SaveEntity;
  /** Called after a successful create (the drawer goes back to the list). */
  onDone(): void;
}

/**
 * Create new opportunity (spec 2§2, 2§5): Name and Stage required, Buyers, Assigned To, Value (number),
 * Close Date; submit disabled until valid or while saving; the stage starts at the spec 1§4 default.
 */
export function CreateOpportunityForm({ entity, onDone }: CreateOpportunityFormProps) {
  const notice = entity.type === 'notice' ? { stage: entity.stage ?? '', procurementStage: null } : null;
  const form = useOpportunityForm(notice);
  const users = useCompanyUsers();
  const { create, saving } = useCreateOpportunity();
  const showBidPrompt = useSetAtom(bidPromptOpportunityState);
  const buyerGuids = useMemo(() => (entity.type === 'buyer' ? [] : (entity.buyerIds ?? [])), [entity]);
  const blank = (): FormValues => ({
    name: entity.type === 'notice' ? entity.name : '',
    stageId: form.defaultStageId ?? '',
    value: null,
    assignedToId: null,
    closeDate: null,
    buyerIds: buyerGuids,
  });
  const [values, setValues] = useState<FormValues>(blank);
  // The Buyers field shows names: those the caller gave, the rest looked up (never a raw guid).
  const givenNames = entity.type === 'buyer' ? [] : (entity.buyerNames ?? []);
  const loadedNames = useOrganisationNames(buyerGuids.filter((_, i) => !givenNames[i]));
  const [stageTouched, setStageTouched] = useState(false);
  // The default stage arrives with the workflow; the user's own choice wins once made.
  const current: FormValues = stageTouched ? values : { ...values, stageId: form.defaultStageId ?? '' };

  const hidden = (id: string) => form.fields?.find((f) => f.id === id)?.hidden ?? false;
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  if (form.fetching && !form.workflow) {
    return (
      <SkeletonGroup label="Loading the opportunity form">
        <Skeleton variant="text" lines={5} />
      </SkeletonGroup>
    );
  }

  // Field messages (spec 2§5): a value that is not a number as soon as it is typed; a missing stage
  // once the form has loaded without a default stage (Create opportunity stays disabled until fixed).
  const parsed = parseCreateOpportunity(current);
  const errors = parsed.ok ? {} : parsed.fieldErrors;
  const valueError = typeof values.value === 'string' && values.value.trim() !== '' ? errors.value : undefined;
  const stageError = current.stageId ? undefined : errors.stageId;

  const submit = async () => {
    const outcome = await create(current, {
      entities: opportunityEntities(entity),
      entityId: entity.ids[0] ?? '',
    });
    if (!outcome.ok) {
      toast.error(outcome.message);
      return;
    }
    toast.success(outcome.message, {
      action: { label: 'View', href: `/opportunities/${outcome.opportunity.id}` },
    });
    setValues(blank());
    setStageTouched(false);
    onDone();
    // The shell shows the bid/no-bid prompt (if the user qualifies), after the drawer has closed.
    showBidPrompt(outcome.opportunity.id);
  };

  const buyerItems = buyerGuids.map((id, i) => ({ id, label: givenNames[i] || loadedNames.get(id) || 'Loading buyer name…' }));
  const userItems = [
    { id: UNASSIGNED, label: 'Unassigned' },
    ...(users.data ?? [])
      .filter((u) => u.active)
      .map((u) => ({ id: u.id, label: `${u.firstName} ${u.lastName}`.trim() || u.email })),
  ];

  return (
    <Form
      className={styles.stack}
      aria-label="Create new opportunity"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmitOpportunity(current, saving)) void submit();
      }}
    >
      <TextField label="Name" isRequired value={values.name ?? ''} onChange={(v) => set('name', v)} />
      {buyerItems.length > 0 ? (
        <MultiSelect
          label="Buyers"
          items={buyerItems}
          value={values.buyerIds ?? []}
          onChange={(keys) => set('buyerIds', keys.map(String))}
        />
      ) : null}
      <Select
        label="Assigned To"
        items={userItems}
        value={values.assignedToId ?? UNASSIGNED}
        onChange={(key) => set('assignedToId', key === UNASSIGNED || key == null ? null : String(key))}
      />
      {hidden('value') ? null : (
        <TextField
          label="Value"
          inputMode="decimal"
          value={values.value == null ? '' : String(values.value)}
          onChange={(v) => set('value', v)}
          isInvalid={valueError !== undefined}
          errorMessage={valueError}
        />
      )}
      {hidden('closeDate') ? null : (
        <TextField
          label="Close Date"
          type="date"
          value={values.closeDate ?? ''}
          onChange={(v) => set('closeDate', v || null)}
        />
      )}
      <Select
        label="Stage"
        isRequired
        placeholder="Select a stage"
        items={form.stages.map((s) => ({ id: s.id, label: s.name }))}
        value={current.stageId || null}
        isInvalid={stageError !== undefined}
        errorMessage={stageError}
        onChange={(key) => {
          setStageTouched(true);
          set('stageId', key == null ? '' : String(key));
        }}
      />
      <div className={styles.row}>
        <Button type="submit" isDisabled={!canSubmitOpportunity(current, saving)} isPending={saving}>
          Create opportunity
        </Button>
        <Button variant="tertiary" onPress={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
