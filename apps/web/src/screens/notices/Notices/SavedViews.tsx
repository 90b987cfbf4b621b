import {
  SAVED_VIEW_SHARING,
  SAVED_VIEW_SHARING_LABELS,
  SaveViewFormSchema,
  useSavedViews,
  type SavedView,
  type SavedViewDefinition,
  type SavedViewSharing,
} from '@tenderlens/domain';
import { Button, IconButton, Menu, MenuItem, MenuSection, MenuTrigger, Modal, RadioGroup, TextField, toast } from '@tenderlens/ui';
import { useEffect, useState } from 'react';
import * as styles from './SavedViews.css';

export interface SavedViewsBarProps {
  /** The view of the page as it is (filters, sort, visible columns). */
  current: () => SavedViewDefinition;
  /** Applies a view (the page writes its filters to the URL). */
  onApply: (view: SavedView) => void;
  /** The view applied (the `view` URL parameter). */
  activeId: string | null;
  /** Guests can apply views but not save or pin them. */
  readOnly?: boolean;
  /** Apply the active view once the views load (a URL with only `view=`). */
  applyOnLoad?: boolean;
}

function SaveViewModal({ isOpen, onOpenChange, onSave }: { isOpen: boolean; onOpenChange: (o: boolean) => void; onSave: (name: string, sharing: SavedViewSharing) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const [sharing, setSharing] = useState<SavedViewSharing>('PRIVATE');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const parsed = SaveViewFormSchema.safeParse({ name, sharing });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Name is required');
      return;
    }
    setSaving(true);
    const ok = await onSave(parsed.data.name, parsed.data.sharing);
    setSaving(false);
    if (ok) {
      setName('');
      setError(null);
      onOpenChange(false);
    }
  };
  return (
    <Modal
      title="Save view"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onPress={() => void submit()} isPending={saving}>
            Save view
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <TextField
          label="Name"
          isRequired
          value={name}
          onChange={(v) => {
            setName(v);
            if (error) setError(null);
          }}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
          description="The current filters, sort and columns are saved."
        />
        <RadioGroup
          label="Who can see it"
          value={sharing}
          onChange={(v) => setSharing(v as SavedViewSharing)}
          options={SAVED_VIEW_SHARING.map((s) => ({ value: s, label: SAVED_VIEW_SHARING_LABELS[s] }))}
        />
      </div>
    </Modal>
  );
}

function ManageViewsModal({ isOpen, onOpenChange, views, onPin, onUnpin, onMove }: {
  isOpen: boolean;
  onOpenChange: (o: boolean) => void;
  views: SavedView[];
  onPin: (id: string) => void;
  onUnpin: (id: string) => void;
  onMove: (id: string, by: -1 | 1) => void;
}) {
  const pinned = views.filter((v) => v.pinnedRank !== null).sort((a, b) => (a.pinnedRank ?? 0) - (b.pinnedRank ?? 0));
  const others = views.filter((v) => v.pinnedRank === null);
  return (
    <Modal title="Manage views" isOpen={isOpen} onOpenChange={onOpenChange}>
      <h3 className={styles.subheading}>Pinned</h3>
      {pinned.length === 0 ? <p className={styles.muted}>No pinned views yet.</p> : null}
      <ol className={styles.list} aria-label="Pinned views">
        {pinned.map((v, i) => (
          <li key={v.id} className={styles.item}>
            <span className={styles.name}>{v.name}</span>
            <IconButton icon="ChevronUp" size="sm" aria-label={`Move ${v.name} up`} isDisabled={i === 0} onPress={() => onMove(v.id, -1)} />
            <IconButton icon="ChevronDown" size="sm" aria-label={`Move ${v.name} down`} isDisabled={i === pinned.length - 1} onPress={() => onMove(v.id, 1)} />
            <Button variant="tertiary" size="sm" onPress={() => onUnpin(v.id)} aria-label={`Unpin ${v.name}`}>
              Unpin
            </Button>
          </li>
        ))}
      </ol>
      <h3 className={styles.subheading}>Other views</h3>
      {others.length === 0 ? <p className={styles.muted}>Every view is pinned.</p> : null}
      <ul className={styles.list} aria-label="Other views">
        {others.map((v) => (
          <li key={v.id} className={styles.item}>
            <span className={styles.name}>{v.name}</span>
            <Button variant="tertiary" size="sm" onPress={() => onPin(v.id)} aria-label={`Pin ${v.name}`}>
              Pin
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** Saved views of the notices page: pinned views, every view, save the current one, pin/unpin and rank. */
export function SavedViewsBar({ current, onApply, activeId, readOnly = false, applyOnLoad = false }: SavedViewsBarProps) {
  const { views, pinned, create, pin, unpin, move, error } = useSavedViews();
  const toApply = applyOnLoad && activeId ? views?.find((v) => v.id === activeId) : undefined;
  useEffect(() => {
    if (toApply) onApply(toApply);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the view named in the URL has loaded
  }, [toApply]);
  const [saveOpen, setSaveOpen] = useState(false);
  const [manageOpen, setManageOpen] = useState(false);
  const failed = (outcome: { ok: boolean }) => {
    if (!outcome.ok) toast.error('Sorry something has gone wrong. If this error persists please contact support');
  };
  if (error) return null;
  return (
    <div className={styles.bar} role="group" aria-label="Saved views">
      {pinned.map((v) => (
        <Button key={v.id} variant={v.id === activeId ? 'primary' : 'secondary'} size="sm" onPress={() => onApply(v)} aria-pressed={v.id === activeId}>
          {v.name}
        </Button>
      ))}
      <MenuTrigger>
        <Button variant="tertiary" size="sm">
          Views
        </Button>
        <Menu
          aria-label="Saved views"
          onAction={(key) => {
            if (key === '__save') setSaveOpen(true);
            else if (key === '__manage') setManageOpen(true);
            else {
              const view = views?.find((v) => v.id === String(key));
              if (view) onApply(view);
            }
          }}
        >
          <MenuSection title="Apply a view">
            {(views ?? []).map((v) => (
              <MenuItem key={v.id} id={v.id}>
                {v.name}
              </MenuItem>
            ))}
          </MenuSection>
          {!readOnly ? (
            <MenuSection title="Views">
              <MenuItem id="__save">Save current view…</MenuItem>
              <MenuItem id="__manage">Manage views…</MenuItem>
            </MenuSection>
          ) : null}
        </Menu>
      </MenuTrigger>
      <SaveViewModal
        isOpen={saveOpen}
        onOpenChange={setSaveOpen}
        onSave={async (name, sharing) => {
          const outcome = await create({ name, sharing, view: current() });
          failed(outcome);
          if (outcome.ok) {
            toast.success(`${name} saved`);
            if (outcome.view) onApply(outcome.view);
          }
          return outcome.ok;
        }}
      />
      <ManageViewsModal
        isOpen={manageOpen}
        onOpenChange={setManageOpen}
        views={views ?? []}
        onPin={(id) => void pin(id).then(failed)}
        onUnpin={(id) => void unpin(id).then(failed)}
        onMove={(id, by) => void move(id, by).then(failed)}
      />
    </div>
  );
}
