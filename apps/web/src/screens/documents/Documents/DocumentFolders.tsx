import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DOCUMENT_MESSAGES, useCreateFolder, useDocumentFolder, type DocumentFolderEntryData } from '@tenderlens/domain';
import { folderNameProblem } from '@tenderlens/domain/files';
import { Button, EmptyState, IconButton, Menu, MenuItem, MenuTrigger, Skeleton, SkeletonGroup, TextField } from '@tenderlens/ui';
import { LoadError } from '../../../pageParts/PageStates/PageStates';
import { DataTypeLocked } from '../../../pageParts/paywall/DataTypeLocked';
import * as styles from '../../../pageParts/layout/Pages.css';
import { DocumentTable } from './DocumentTable';
import { DeleteFolderDialog, MoveFolderDialog, RenameFolderDialog, folderLabel, parentPathOf, type DialogClose } from './FolderDialogs';
import * as local from './DocumentFolders.css';

/** The folders from the root to `path` ('/Bids/2026' → '/', '/Bids', '/Bids/2026'). */
export function breadcrumbsOf(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)];
}

function Breadcrumbs({ path, onOpen }: { path: string; onOpen: (path: string) => void }) {
  const crumbs = breadcrumbsOf(path);
  return (
    <nav aria-label="Folders">
      <ol className={local.crumbs}>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <li key={c} aria-current="page">
              {folderLabel(c)}
            </li>
          ) : (
            <li key={c}>
              <Button variant="tertiary" size="sm" onPress={() => onOpen(c)}>
                {folderLabel(c)}
              </Button>{' '}
              /
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** Makes a folder inside the open one; the name is checked before sending, a taken name is refused. */
function NewFolder({ parent, onMade }: { parent: string; onMade: () => void }) {
  const { create, creating } = useCreateFolder();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = folderNameProblem(name);
    setError(problem);
    if (problem) return;
    const outcome = await create(parent, name);
    if (outcome.ok) {
      setName('');
      setMade(DOCUMENT_MESSAGES.folderCreated);
      onMade();
    } else setError(outcome.message);
  };
  return (
    <form className={styles.controls} onSubmit={(e) => void submit(e)} noValidate aria-label="New folder">
      <TextField
        label="New folder"
        placeholder="Folder name"
        value={name}
        onChange={(v) => {
          setName(v);
          setError(null);
          setMade(null);
        }}
        isInvalid={error !== null}
        errorMessage={error}
      />
      <Button type="submit" variant="secondary" isPending={creating}>
        Create folder
      </Button>
      {made ? <div role="status">{made}</div> : null}
    </form>
  );
}

type FolderAction = 'rename' | 'move' | 'delete';

/** A folder's actions menu (Rename, Move to…, Delete) behind a "more" button named `label`. */
function FolderActions({ name, label, onAction }: { name: string; label: string; onAction: (action: FolderAction) => void }) {
  return (
    <MenuTrigger>
      <IconButton icon="MoreHorizontal" size="sm" aria-label={label} />
      <Menu aria-label={`Folder ${name}`} onAction={(key) => onAction(key as FolderAction)}>
        <MenuItem id="rename" icon="Pencil">
          Rename
        </MenuItem>
        <MenuItem id="move" icon="FolderOpen">
          Move to…
        </MenuItem>
        <MenuItem id="delete" icon="Trash2" tone="destructive">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** A sub-folder's line: open it, or its actions menu (Rename, Move to…, Delete). */
function FolderRow({ folder, onOpen, onAction }: { folder: DocumentFolderEntryData; onOpen: (path: string) => void; onAction: (action: FolderAction) => void }) {
  return (
    <li data-folder={folder.uiPath} className={local.row}>
      <Button variant="tertiary" iconStart="FolderOpen" onPress={() => onOpen(folder.uiPath)} aria-label={`Open folder ${folder.fileName}`}>
        {folder.fileName}
      </Button>
      <FolderActions name={folder.fileName} label={`Actions for folder ${folder.fileName}`} onAction={onAction} />
    </li>
  );
}

/** The actions button of the folder `path` in `root`, if shown. */
const actionsOf = (root: HTMLElement | null, path: string) =>
  root?.querySelector<HTMLElement>(`li[data-folder="${CSS.escape(path)}"] button[aria-haspopup]`) ?? null;

/**
 * A folder of the library (spec 2§3 Customer document: fileName, uiPath, isFolder): breadcrumbs, its
 * sub-folders to open, rename, move or delete (empty ones), its documents (each can be moved to another
 * folder), a new folder. Focus goes back to the folder's actions button when a dialog closes (to the
 * renamed folder's, or to the listing when the folder left it).
 */
export function FolderView({ path, onOpen, refreshKey = 0 }: { path: string; onOpen: (path: string) => void; refreshKey?: number }) {
  const { folder, fetching, locked, errorMessage, refetch } = useDocumentFolder(path);
  // `open`: the dialog acts on the open folder itself (from the actions beside the breadcrumbs).
  const [dialog, setDialog] = useState<{ action: FolderAction; path: string; open?: boolean } | null>(null);
  const openActionsRef = useRef<HTMLDivElement>(null);
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // An upload into this folder: ask for it again.
  useEffect(() => {
    if (refreshKey > 0) refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new upload lands
  }, [refreshKey]);
  // Focus the actions button of `focusNext` once the listing shows it ('' : the section, the folder left
  // the listing), after the dialog's own focus handling.
  useEffect(() => {
    if (focusNext === null || !folder) return;
    const target = focusNext === '' ? sectionRef.current : actionsOf(sectionRef.current, focusNext);
    if (!target) return;
    setFocusNext(null);
    requestAnimationFrame(() => target.focus());
  }, [focusNext, folder]);
  if (locked) return <DataTypeLocked dataType="DOCUMENTS" />;
  const closeDialog = (result: DialogClose) => {
    const was = dialog?.path ?? null;
    const action = dialog?.action;
    setDialog(null);
    if (dialog?.open) {
      // The open folder: renamed or moved, open it where it is now; deleted, open its parent; cancelled, back to its actions.
      if (!result.done) requestAnimationFrame(() => openActionsRef.current?.querySelector<HTMLElement>('button[aria-haspopup]')?.focus());
      else if (action === 'delete') onOpen(parentPathOf(path));
      else if (result.path) onOpen(result.path);
      return;
    }
    // Cancelled or renamed: that folder's actions button; moved or deleted: the listing.
    setFocusNext(result.done ? (action === 'rename' ? (result.path ?? '') : '') : was);
  };

  let body;
  if (errorMessage) body = <LoadError />;
  else if (fetching || !folder)
    body = (
      <SkeletonGroup label="Loading documents">
        <Skeleton variant="block" height="160px" />
      </SkeletonGroup>
    );
  else if (folder.folders.length === 0 && folder.documents.length === 0)
    body = (
      <EmptyState
        illustration="noDocuments"
        title={path === '/' ? 'No documents yet' : 'This folder is empty'}
        description={path === '/' ? 'Documents you upload will be listed here.' : 'Upload a file or a link, or move documents here.'}
      />
    );
  else
    body = (
      <>
        {folder.folders.length > 0 ? (
          <ul aria-label="Folders in this folder" className={local.list}>
            {folder.folders.map((f) => (
              <FolderRow key={f.uiPath} folder={f} onOpen={onOpen} onAction={(action) => setDialog({ action, path: f.uiPath })} />
            ))}
          </ul>
        ) : null}
        <p className={styles.meta}>{folder.documents.length === 1 ? '1 document' : `${folder.documents.length.toLocaleString('en-GB')} documents`}</p>
        {folder.documents.length > 0 ? <DocumentTable documents={folder.documents} movable onMoved={() => setFocusNext('')} /> : null}
      </>
    );

  return (
    <section aria-label={`Folder ${folderLabel(path)}`} className={styles.section} ref={sectionRef} tabIndex={-1}>
      <div className={local.row}>
        <Breadcrumbs path={path} onOpen={onOpen} />
        {path === '/' ? null : (
          <div ref={openActionsRef}>
            <FolderActions
              name={folderLabel(path)}
              label={`Actions for the open folder ${folderLabel(path)}`}
              onAction={(action) => setDialog({ action, path, open: true })}
            />
          </div>
        )}
      </div>
      <NewFolder parent={path} onMade={refetch} />
      {body}
      {dialog?.action === 'rename' ? <RenameFolderDialog path={dialog.path} onClose={closeDialog} /> : null}
      {dialog?.action === 'move' ? <MoveFolderDialog path={dialog.path} onClose={closeDialog} /> : null}
      {dialog?.action === 'delete' ? <DeleteFolderDialog path={dialog.path} onClose={closeDialog} /> : null}
    </section>
  );
}
