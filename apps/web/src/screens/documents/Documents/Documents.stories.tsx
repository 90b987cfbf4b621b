// States: Default (the library's root: folders and documents), Loading, Empty, Error, Locked (Free: the DOCUMENTS paywall page), Guest (a guest pass: the same paywall page), Processing (with the pending uploads), Failed, Searched (highlights), UploadRefused (an unsupported file, refused before sending), Folders (open a folder, breadcrumbs back, create a folder, move a document), FolderRefused (a bad or taken name), LinkUploaded (a link into the open folder, pending), LinkRefused, RenameFolderDialog (a folder's actions by keyboard: the rename dialog), FolderRenamed (focus back on the renamed folder's actions), RenameConflict (a taken name, on the field), MoveFolderDialog (browsing into another folder; the moved folder cannot be chosen), FolderMoved, MoveConflict (a taken name in the destination: an error toast), DeleteFolderConfirm (an empty folder), FolderDeleted (after a cancel that returns focus), DeleteFolderRefused (a folder with documents: Delete not offered, the reason said), OpenFolderRenamed (the open folder's own actions beside the breadcrumbs: renamed, it stays open under its new name), OpenFolderDeleted (the open folder, empty, deleted: its parent opens), MoveDocumentDialog, DocumentMoved.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@tenderlens/ui';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { LINK_FAILED_MESSAGE } from '@tenderlens/domain/files';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Documents/Documents',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers() } },
  args: { path: '/documents' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('link', { name: 'Winter maintenance specification' }, T)).toHaveAttribute(
      'href',
      '/api/documents/download?id=5d0c0000-0000-4000-8000-000000000001',
    );
    await expect(c.getByText('3 documents')).toBeVisible();
    await expect(c.getByText('75%')).toBeVisible();
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ documents: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading documents', undefined, T);
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ documents: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No documents yet', undefined, T);
  },
};
export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ documents: 'error' }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free, documents: 'locked' }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Search buyer documents', undefined, T);
  },
};
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest, documents: 'guest' }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Search buyer documents', undefined, T);
  },
};
export const Processing: Story = {
  parameters: { msw: { handlers: mockHandlers({ documents: 'processing' }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('link', { name: 'Tender pack' }, T);
    await expect(c.getByText('Extracting the text…')).toBeVisible();
    const pending = within(await c.findByRole('region', { name: 'Pending uploads' }, T));
    await expect(pending.getByText('Tender pack')).toBeVisible();
  },
};
export const Failed: Story = {
  parameters: { msw: { handlers: mockHandlers({ documents: 'failed' }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('The PDF file could not be read', undefined, T);
    await expect(c.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('link', { name: 'Winter maintenance specification' }, T);
    await userEvent.type(c.getByRole('searchbox', { name: 'Search documents' }), 'winter');
    await expect(await c.findByText('1 document', undefined, T)).toBeVisible();
    await expect((await c.findAllByText('winter', { selector: 'mark' }, T))[0]).toBeVisible();
  },
};
export const UploadRefused: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('link', { name: 'Winter maintenance specification' }, T);
    const input = c.getByLabelText('Upload a file');
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }), { applyAccept: false });
    await expect(await c.findByRole('alert', undefined, T)).toHaveTextContent('Only PDF, Word (.docx), Excel (.xlsx), HTML and plain text files can be uploaded');
  },
};
export const Folders: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('link', { name: 'Winter maintenance specification' }, T);
    await userEvent.click(c.getByRole('button', { name: 'Open folder Bids' }));
    await userEvent.click(await c.findByRole('button', { name: 'Open folder 2026' }, T));
    await c.findByRole('link', { name: 'Bid clarifications' }, T);
    const crumbs = within(c.getByRole('navigation', { name: 'Folders' }));
    await expect(crumbs.getByText('2026')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(crumbs.getByRole('button', { name: 'All documents' }));
    await c.findByRole('link', { name: 'Winter maintenance specification' }, T);
    await userEvent.type(c.getByRole('textbox', { name: 'New folder' }), 'Tenders');
    await userEvent.click(c.getByRole('button', { name: 'Create folder' }));
    await expect(await c.findByRole('status', undefined, T)).toHaveTextContent('Folder created');
    await c.findByRole('button', { name: 'Open folder Tenders' }, T);
  },
};
export const FolderRefused: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('button', { name: 'Open folder Bids' }, T);
    const field = c.getByRole('textbox', { name: 'New folder' });
    await userEvent.type(field, 'a/b');
    await userEvent.click(c.getByRole('button', { name: 'Create folder' }));
    await c.findByText('Folder names use letters, digits, spaces and - _ . ( ) &', undefined, T);
    await userEvent.clear(field);
    await userEvent.type(field, 'bids');
    await userEvent.click(c.getByRole('button', { name: 'Create folder' }));
    await c.findByText('A folder with this name already exists', undefined, T);
  },
};
export const LinkUploaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('link', { name: 'Winter maintenance specification' }, T);
    await userEvent.type(c.getByRole('textbox', { name: 'Link to a file' }), 'https://example.org/tender-pack.pdf');
    await userEvent.click(c.getByRole('button', { name: 'Upload link' }));
    await expect(await c.findByText('Uploaded. The text is being extracted.', undefined, T)).toBeVisible();
    const pending = within(await c.findByRole('region', { name: 'Pending uploads' }, T));
    await expect(pending.getByText('tender-pack')).toBeVisible();
    await c.findByRole('link', { name: 'tender-pack' }, T);
  },
};
export const LinkRefused: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('link', { name: 'Winter maintenance specification' }, T);
    const field = c.getByRole('textbox', { name: 'Link to a file' });
    await userEvent.type(field, 'ftp://example.org/a.pdf');
    await userEvent.click(c.getByRole('button', { name: 'Upload link' }));
    await c.findByText('Enter a valid http(s) link', undefined, T);
    await userEvent.clear(field);
    await userEvent.type(field, 'https://unreachable.example.org/tender.pdf');
    await userEvent.click(c.getByRole('button', { name: 'Upload link' }));
    await c.findByText(LINK_FAILED_MESSAGE, undefined, T);
  },
};

const body = (el: HTMLElement) => within(el.ownerDocument.body);
/** A library of the story's own: the mocks keep state, and these stories change folders. */
const own = () => ({ msw: { handlers: mockHandlers() } });
/** The top of the library, loaded. */
async function library(canvasElement: HTMLElement) {
  const c = within(canvasElement);
  await c.findByRole('button', { name: 'Open folder Bids' }, T);
  return c;
}
/** A folder's actions menu, then one of its items. */
async function folderAction(canvasElement: HTMLElement, folder: string, item: 'Rename' | 'Move to…' | 'Delete') {
  const c = await library(canvasElement);
  await userEvent.click(c.getByRole('button', { name: `Actions for folder ${folder}` }));
  await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: item }, T));
}
/** The toast says `message`; it is closed so the snapshot never depends on its timer. */
async function toastSays(canvasElement: HTMLElement, message: string) {
  await body(canvasElement).findByText(message, undefined, T);
  toast.clear();
  await waitFor(() => expect(body(canvasElement).queryByText(message)).toBeNull());
}

export const RenameFolderDialog: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const c = await library(canvasElement);
    c.getByRole('button', { name: 'Actions for folder Bids' }).focus();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('menuitem', { name: 'Rename' }, T);
    await expect(body(canvasElement).getByRole('menuitem', { name: 'Move to…' })).toBeVisible();
    await expect(body(canvasElement).getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Rename folder Bids' }, T));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Folder name' })).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: 'Folder name' })).toHaveValue('Bids');
  },
};
export const FolderRenamed: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    await folderAction(canvasElement, 'Bids', 'Rename');
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Rename folder Bids' }, T));
    const field = dialog.getByRole('textbox', { name: 'Folder name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Bid library{Enter}');
    await toastSays(canvasElement, 'Folder renamed');
    const c = within(canvasElement);
    await c.findByRole('button', { name: 'Open folder Bid library' }, T);
    await expect(c.queryByRole('button', { name: 'Open folder Bids' })).toBeNull();
    await waitFor(() => expect(c.getByRole('button', { name: 'Actions for folder Bid library' })).toHaveFocus(), T);
  },
};
export const RenameConflict: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    await folderAction(canvasElement, 'Bids', 'Rename');
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Rename folder Bids' }, T));
    const field = dialog.getByRole('textbox', { name: 'Folder name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'frameworks');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await dialog.findByText('A folder with this name already exists', undefined, T);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};
export const MoveFolderDialog: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    await folderAction(canvasElement, 'Frameworks', 'Move to…');
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Move folder Frameworks to…' }, T));
    await expect(dialog.getByRole('button', { name: 'Move here' })).toBeDisabled();
    await expect(await dialog.findByRole('button', { name: 'Frameworks (the folder being moved)' }, T)).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Open folder Bids' }));
    await dialog.findByRole('button', { name: 'Open folder 2026' }, T);
    await expect(dialog.getByRole('button', { name: 'Move here' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Up to All documents' })).toBeVisible();
  },
};
export const FolderMoved: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    await folderAction(canvasElement, 'Frameworks', 'Move to…');
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Move folder Frameworks to…' }, T));
    await userEvent.click(await dialog.findByRole('button', { name: 'Open folder Bids' }, T));
    await dialog.findByRole('button', { name: 'Open folder 2026' }, T);
    await userEvent.click(dialog.getByRole('button', { name: 'Move here' }));
    await toastSays(canvasElement, 'Folder moved');
    const c = within(canvasElement);
    await waitFor(() => expect(c.queryByRole('button', { name: 'Open folder Frameworks' })).toBeNull(), T);
    await waitFor(() => expect(c.getByRole('region', { name: 'Folder All documents' })).toHaveFocus(), T);
    await userEvent.click(c.getByRole('button', { name: 'Open folder Bids' }));
    await c.findByRole('button', { name: 'Open folder Frameworks' }, T);
  },
};
export const MoveConflict: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const c = await library(canvasElement);
    // A "Frameworks" inside Bids already.
    await userEvent.click(c.getByRole('button', { name: 'Open folder Bids' }));
    await c.findByRole('button', { name: 'Open folder 2026' }, T);
    await userEvent.type(c.getByRole('textbox', { name: 'New folder' }), 'Frameworks');
    await userEvent.click(c.getByRole('button', { name: 'Create folder' }));
    await c.findByRole('button', { name: 'Open folder Frameworks' }, T);
    await userEvent.click(within(c.getByRole('navigation', { name: 'Folders' })).getByRole('button', { name: 'All documents' }));
    await folderAction(canvasElement, 'Frameworks', 'Move to…');
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Move folder Frameworks to…' }, T));
    await userEvent.click(await dialog.findByRole('button', { name: 'Open folder Bids' }, T));
    await dialog.findByRole('button', { name: 'Open folder 2026' }, T);
    await userEvent.click(dialog.getByRole('button', { name: 'Move here' }));
    await body(canvasElement).findByText('A folder with this name already exists', undefined, T);
    // The dialog stays open to choose another folder.
    await expect(body(canvasElement).getByRole('dialog', { name: 'Move folder Frameworks to…' })).toBeVisible();
  },
};
export const DeleteFolderConfirm: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    await folderAction(canvasElement, 'Frameworks', 'Delete');
    const dialog = within(await body(canvasElement).findByRole('alertdialog', { name: 'Delete folder Frameworks' }, T));
    await dialog.findByText('Delete the empty folder Frameworks? This cannot be undone.', undefined, T);
    await expect(dialog.getByRole('button', { name: 'Delete folder' })).toBeEnabled();
  },
};
export const FolderDeleted: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    // Cancelled, focus goes back to the folder's actions button.
    await folderAction(canvasElement, 'Frameworks', 'Delete');
    const first = within(await body(canvasElement).findByRole('alertdialog', { name: 'Delete folder Frameworks' }, T));
    await userEvent.click(await first.findByRole('button', { name: 'Cancel' }, T));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Actions for folder Frameworks' })).toHaveFocus(), T);
    await folderAction(canvasElement, 'Frameworks', 'Delete');
    const dialog = within(await body(canvasElement).findByRole('alertdialog', { name: 'Delete folder Frameworks' }, T));
    await dialog.findByText('Delete the empty folder Frameworks? This cannot be undone.', undefined, T);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete folder' }));
    await toastSays(canvasElement, 'Folder deleted');
    const c = within(canvasElement);
    await waitFor(() => expect(c.queryByRole('button', { name: 'Open folder Frameworks' })).toBeNull(), T);
    await waitFor(() => expect(c.getByRole('region', { name: 'Folder All documents' })).toHaveFocus(), T);
  },
};
export const DeleteFolderRefused: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    await folderAction(canvasElement, 'Bids', 'Delete');
    const dialog = within(await body(canvasElement).findByRole('alertdialog', { name: 'Delete folder Bids' }, T));
    await expect(await dialog.findByRole('alert', undefined, T)).toHaveTextContent('This folder is not empty. Move or delete what is in it first.');
    await expect(dialog.queryByRole('button', { name: 'Delete folder' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeVisible();
  },
};
/** The open folder's own actions menu (beside the breadcrumbs), then one of its items. */
async function openFolderAction(canvasElement: HTMLElement, folder: string, item: 'Rename' | 'Move to…' | 'Delete') {
  const c = await library(canvasElement);
  await userEvent.click(c.getByRole('button', { name: `Open folder ${folder}` }));
  await userEvent.click(await c.findByRole('button', { name: `Actions for the open folder ${folder}` }, T));
  await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: item }, T));
  return c;
}
const openFolderName = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Folders' }).querySelector('[aria-current="page"]')?.textContent;

export const OpenFolderRenamed: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const c = await openFolderAction(canvasElement, 'Bids', 'Rename');
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Rename folder Bids' }, T));
    const field = dialog.getByRole('textbox', { name: 'Folder name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Bid library{Enter}');
    await toastSays(canvasElement, 'Folder renamed');
    await waitFor(() => expect(openFolderName(canvasElement)).toBe('Bid library'), T);
    await c.findByRole('button', { name: 'Open folder 2026' }, T);
    await expect(c.getByRole('button', { name: 'Actions for the open folder Bid library' })).toBeVisible();
  },
};
export const OpenFolderDeleted: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const c = await openFolderAction(canvasElement, 'Frameworks', 'Delete');
    const dialog = within(await body(canvasElement).findByRole('alertdialog', { name: 'Delete folder Frameworks' }, T));
    await dialog.findByText('Delete the empty folder Frameworks? This cannot be undone.', undefined, T);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete folder' }));
    await toastSays(canvasElement, 'Folder deleted');
    await waitFor(() => expect(openFolderName(canvasElement)).toBe('All documents'), T);
    await c.findByRole('button', { name: 'Open folder Bids' }, T);
    await expect(c.queryByRole('button', { name: 'Open folder Frameworks' })).toBeNull();
  },
};
export const MoveDocumentDialog: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const c = await library(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Move Winter maintenance specification to…' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Move document Winter maintenance specification to…' }, T));
    await dialog.findByRole('button', { name: 'Open folder Frameworks' }, T);
    await expect(dialog.getByRole('button', { name: 'Move here' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Open folder Frameworks' }));
    await dialog.findByText('No folders inside Frameworks.', undefined, T);
    await expect(dialog.getByRole('button', { name: 'Move here' })).toBeEnabled();
  },
};
export const DocumentMoved: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const c = await library(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Move Winter maintenance specification to…' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Move document Winter maintenance specification to…' }, T));
    await userEvent.click(await dialog.findByRole('button', { name: 'Open folder Frameworks' }, T));
    await dialog.findByText('No folders inside Frameworks.', undefined, T);
    await userEvent.click(dialog.getByRole('button', { name: 'Move here' }));
    await toastSays(canvasElement, 'Document moved');
    await waitFor(() => expect(c.queryByRole('link', { name: 'Winter maintenance specification' })).toBeNull(), T);
    await expect(c.getByText('2 documents')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Open folder Frameworks' }));
    await c.findByRole('link', { name: 'Winter maintenance specification' }, T);
  },
};
