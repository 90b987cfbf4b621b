import { useState, type FormEvent } from 'react';
import { useDeleteFolder, useDocumentFolder, useMoveFolder, useRenameFolder, type FolderOutcome } from '@tenderlens/domain';
import { FOLDER_REFUSAL_MESSAGES, folderNameProblem } from '@tenderlens/domain/files';
import { Button, Modal, Skeleton, SkeletonGroup, TextField, toast } from '@tenderlens/ui';
import * as styles from '../../../pageParts/layout/Pages.css';
import * as local from './DocumentFolders.css';

/** A folder's name to show ('/' is 'All documents'). */
export const folderLabel = (path: string) => (path === '/' ? 'All documents' : (path.split('/').pop() ?? path));

/** A folder path's parent ('/Bids/2026' → '/Bids', '/Bids' → '/'). */
export const parentPathOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';

/** What a folder or document dialog reports when it closes: done (with the folder's new path, if any) or cancelled. */
export type DialogClose = { done: true; path?: string } | { done: false };

interface DialogProps {
  onClose: (result: DialogClose) => void;
}

/** Rename a folder: the name is checked as typed is sent; a refusal (a taken name) shows on the field. */
export function RenameFolderDialog({ path, onClose }: DialogProps & { path: string }) {
  const { rename, renaming } = useRenameFolder();
  const current = folderLabel(path);
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = folderNameProblem(name);
    if (problem) return setError(problem);
    if (name.trim() === current) return onClose({ done: false });
    const outcome = await rename(path, name);
    if (!outcome.ok) return setError(outcome.message);
    toast.success(outcome.message);
    onClose({ done: true, path: outcome.path });
  };
  return (
    <Modal
      title={`Rename folder ${current}`}
      size="confirm"
      isOpen
      onOpenChange={(open) => !open && onClose({ done: false })}
      footer={
        <>
          <Button variant="tertiary" onPress={() => onClose({ done: false })}>
            Cancel
          </Button>
          <Button isPending={renaming} onPress={() => void submit()}>
            Rename
          </Button>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Rename folder">
        <TextField
          label="Folder name"
          value={name}
          autoFocus
          onChange={(v) => {
            setName(v);
            setError(null);
          }}
          isInvalid={error !== null}
          errorMessage={error}
        />
      </form>
    </Modal>
  );
}

export interface MoveDialogProps extends DialogProps {
  /** What is moved: 'folder Bids' or 'document Tender pack' (the title says it). */
  label: string;
  /** The folder it is in now (the browsing starts there; moving there again is not offered). */
  from: string;
  /** A folder being moved: it and its sub-folders cannot be opened or chosen. */
  movingFolder?: string;
  /** Moves it into `target`. */
  onMove: (target: string) => Promise<FolderOutcome | { ok: boolean; message: string }>;
}

/**
 * "Move to…": browse the library from the folder the item is in (up to the parent, into a sub-folder)
 * and choose "Move here". A refusal (a taken name) is a toast and the dialog stays open.
 */
export function MoveDialog({ label, from, movingFolder, onMove, onClose }: MoveDialogProps) {
  const [browse, setBrowse] = useState(from);
  const [moving, setMoving] = useState(false);
  const { folder, fetching, errorMessage } = useDocumentFolder(browse);
  const blocked = (p: string) => movingFolder !== undefined && (p === movingFolder || p.startsWith(`${movingFolder}/`));
  const here = browse === from;
  const move = async () => {
    setMoving(true);
    const outcome = await onMove(browse);
    setMoving(false);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return;
    }
    toast.success(outcome.message);
    onClose({ done: true, path: 'path' in outcome ? outcome.path : undefined });
  };
  let body;
  if (errorMessage) body = <p role="alert">{errorMessage}</p>;
  else if (fetching || !folder)
    body = (
      <SkeletonGroup label="Loading folders">
        <Skeleton variant="block" height="96px" />
      </SkeletonGroup>
    );
  else if (folder.folders.length === 0) body = <p className={styles.meta}>No folders inside {folderLabel(browse)}.</p>;
  else
    body = (
      <ul aria-label={`Folders in ${folderLabel(browse)}`} className={local.list}>
        {folder.folders.map((f) => (
          <li key={f.uiPath}>
            <Button
              variant="tertiary"
              iconStart="FolderOpen"
              isDisabled={blocked(f.uiPath)}
              aria-label={blocked(f.uiPath) ? `${f.fileName} (the folder being moved)` : `Open folder ${f.fileName}`}
              onPress={() => setBrowse(f.uiPath)}
            >
              {f.fileName}
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <Modal
      title={`Move ${label} to…`}
      isOpen
      onOpenChange={(open) => !open && onClose({ done: false })}
      footer={
        <>
          <Button variant="tertiary" onPress={() => onClose({ done: false })}>
            Cancel
          </Button>
          <Button isPending={moving} isDisabled={here} onPress={() => void move()}>
            Move here
          </Button>
        </>
      }
    >
      <div className={local.dialogBody}>
        <div className={local.row}>
          <p className={styles.meta} aria-live="polite">
            In <strong>{folderLabel(browse)}</strong>
            {here ? ' (where it is now)' : ''}
          </p>
          {browse === '/' ? null : (
            <Button variant="secondary" size="sm" onPress={() => setBrowse(parentPathOf(browse))}>
              {`Up to ${folderLabel(parentPathOf(browse))}`}
            </Button>
          )}
        </div>
        {body}
      </div>
    </Modal>
  );
}

/** "Move to…" for a folder: into another folder, never into itself or one of its sub-folders. */
export function MoveFolderDialog({ path, onClose }: DialogProps & { path: string }) {
  const { move } = useMoveFolder();
  return (
    <MoveDialog
      label={`folder ${folderLabel(path)}`}
      from={parentPathOf(path)}
      movingFolder={path}
      onMove={(target) => move(path, target)}
      onClose={onClose}
    />
  );
}

/**
 * Delete a folder: only an empty one (decision 0058) — the dialog looks inside first and, when anything
 * is there, says so instead of offering Delete; the server refuses a folder filled meanwhile (a toast).
 */
export function DeleteFolderDialog({ path, onClose }: DialogProps & { path: string }) {
  const { remove, deleting } = useDeleteFolder();
  const { folder, errorMessage } = useDocumentFolder(path);
  const name = folderLabel(path);
  // Unknown (null) while loading; when the look inside fails, Delete is offered and the server decides.
  const empty = folder ? folder.folders.length === 0 && folder.documents.length === 0 : errorMessage ? true : null;
  const confirm = async () => {
    const outcome = await remove(path);
    if (!outcome.ok) {
      toast.error(outcome.message);
      onClose({ done: false });
      return;
    }
    toast.success(outcome.message);
    onClose({ done: true });
  };
  return (
    <Modal
      title={`Delete folder ${name}`}
      size="confirm"
      role="alertdialog"
      isOpen
      onOpenChange={(open) => !open && onClose({ done: false })}
      footer={
        empty === false ? (
          <Button variant="secondary" onPress={() => onClose({ done: false })}>
            OK
          </Button>
        ) : (
          <>
            <Button variant="tertiary" onPress={() => onClose({ done: false })}>
              Cancel
            </Button>
            <Button variant="danger" isPending={deleting} isDisabled={empty === null} onPress={() => void confirm()}>
              Delete folder
            </Button>
          </>
        )
      }
    >
      {empty === null ? (
        <SkeletonGroup label="Looking inside the folder">
          <Skeleton variant="text" />
        </SkeletonGroup>
      ) : empty ? (
        <p>{`Delete the empty folder ${name}? This cannot be undone.`}</p>
      ) : (
        <p role="alert">{FOLDER_REFUSAL_MESSAGES.notEmpty}</p>
      )}
    </Modal>
  );
}
