import { LIST_MESSAGES, useCreateBuyerList, type SharingType } from '@tenderlens/domain';
import { Button, Form, RadioGroup, TextField, toast } from '@tenderlens/ui';
import { useState } from 'react';
import * as styles from '../../opportunities/SaveDrawer/SaveDrawer.css';

export const SHARING_OPTIONS = [
  { value: 'PRIVATE', label: 'Private', description: 'Only you can see it' },
  { value: 'TEAM', label: 'Team', description: 'Everyone in your team can see and edit it' },
];

export interface CreateBuyerListFormProps {
  /** Names of the lists the user sees (the new name must differ, case-insensitively). */
  existingNames: readonly string[];
  /** Buyers the new list starts with. @default [] */
  buyerGuids?: string[];
  /** Called with the new list's name. */
  onCreated?(name: string): void;
  onCancel?(): void;
}

/**
 * New buyer list (spec 1§5): name required ('Buyer list name is required'), unique case-insensitively
 * ('This name is already in use'), sharing Private (default) or Team.
 */
export function CreateBuyerListForm({
  existingNames,
  buyerGuids = [],
  onCreated,
  onCancel,
}: CreateBuyerListFormProps) {
  const { create, fetching } = useCreateBuyerList(existingNames);
  const [name, setName] = useState('');
  const [sharingType, setSharingType] = useState<SharingType>('PRIVATE');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = async () => {
    const outcome = await create({ name, sharingType }, buyerGuids);
    if ('fieldError' in outcome) {
      setFieldError(outcome.fieldError);
      return;
    }
    if (!outcome.ok) {
      toast.error(outcome.message ?? LIST_MESSAGES.createBuyerListFailed);
      return;
    }
    toast.success(`${name.trim()} created`);
    setName('');
    setSharingType('PRIVATE');
    setFieldError(null);
    onCreated?.(name.trim());
  };

  return (
    <Form
      className={styles.tight}
      aria-label="New buyer list"
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Buyer list name"
        isRequired
        value={name}
        onChange={(v) => {
          setName(v);
          setFieldError(null);
        }}
        isInvalid={fieldError !== null}
        errorMessage={fieldError}
      />
      <RadioGroup
        label="Sharing"
        orientation="horizontal"
        options={SHARING_OPTIONS}
        value={sharingType}
        onChange={(v) => setSharingType(v as SharingType)}
      />
      <div className={styles.row}>
        <Button type="submit" isPending={fetching}>
          Create buyer list
        </Button>
        {onCancel ? (
          <Button variant="tertiary" onPress={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
