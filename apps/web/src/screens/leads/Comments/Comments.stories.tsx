import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, expect, userEvent, within } from 'storybook/test';

// Comments, users and the lead load together: give findBy* queries time on a loaded machine.
configure({ asyncUtilTimeout: 8000 });
import { leadFixtures, mockHandlers, teamUserFixtures, userFixtures } from '@tenderlens/domain/mocks';
import { ToastRegion } from '@tenderlens/ui';
import { MemoryRouter } from 'react-router';
import { CommentsPanel, type CommentsPanelProps } from './CommentsPanel';

function CommentsStory(props: CommentsPanelProps) {
  return (
    <MemoryRouter>
      <div style={{ maxWidth: 480 }}>
        <CommentsPanel {...props} />
      </div>
      <ToastRegion />
    </MemoryRouter>
  );
}

const TITLE = 'Provision of Cloud Hosting Services for Leeds City Council';
const LONG = `${'The specification asks for 24/7 support, a named service manager and quarterly reviews. '.repeat(8)}End of notes.`;

const meta: Meta<typeof CommentsStory> = {
  title: 'Screens/Comments',
  component: CommentsStory,
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { procurementStageId: '11', recordTitle: TITLE },
};
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Oldest first: a comment with a mention, an edited one of yours (Edit/Delete), a deleted one without controls. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('This comment has been deleted');
    await expect(c.getByText('Edited', { exact: false })).toBeVisible();
    // The edit controls appear once the signed-in user is known (its own query): wait for them.
    await expect(await c.findByRole('button', { name: 'Edit comment by Maya Patel' })).toBeVisible();
    await expect(c.queryByRole('button', { name: /Edit comment by Leo/ })).toBeNull();
    await expect(c.getByPlaceholderText('Add a comment...')).toBeVisible();
    await expect(c.getByText('use "@" to tag and notify people in your team')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ leads: { scenario: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading comments');
  },
};

/** A lead nobody has commented on. */
export const Empty: Story = {
  args: { procurementStageId: '10' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No comments yet.');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ leads: { scenario: 'error' } }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support');
  },
};

/** An awarded notice's lead on the Free plan (no AWARDS): the comments are readable, commenting is locked. */
export const Locked: Story = {
  args: { procurementStageId: '1003', recordTitle: 'Asset data platform' },
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Commenting on contract awards needs the Basic plan/);
    await expect(within(canvasElement).queryByPlaceholderText('Add a comment...')).toBeNull();
  },
};

/** A guest pass reads the comments but cannot add any. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText(/Guests can read comments but not add them/);
    await expect(c.queryByPlaceholderText('Add a comment...')).toBeNull();
  },
};

/** Typing '@' offers active teammates other than yourself (Leo; not Maya, not the inactive Jordan). */
export const MentionPicker: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByPlaceholderText('Add a comment...'), 'Please review @');
    const picker = within(await c.findByRole('listbox', { name: 'People in your team' }));
    await expect(picker.getByRole('option', { name: /Leo Okafor/ })).toBeVisible();
    await expect(picker.queryByRole('option', { name: /Maya Patel/ })).toBeNull();
    await expect(picker.queryByRole('option', { name: /Jordan Blake/ })).toBeNull();
  },
};

/** A comment with a mention is saved and shown; the composer empties. (Its own mock store: it writes.) */
export const Posted: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = await c.findByPlaceholderText('Add a comment...');
    await userEvent.type(input, 'Can you look at this @Le');
    await userEvent.click(await c.findByRole('option', { name: /Leo Okafor/ }));
    await userEvent.type(input, 'thanks');
    await userEvent.click(c.getByRole('button', { name: 'Save' }));
    await c.findByText('thanks', { exact: false });
    await expect(c.getAllByText('@Leo Okafor').length).toBeGreaterThan(0);
    await expect(input).toHaveValue('');
  },
};

/** Save stays disabled until there is text. */
export const SaveDisabledWhenEmpty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByPlaceholderText('Add a comment...');
    await expect(c.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Cancel with text asks first. */
export const ConfirmCancel: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(await c.findByPlaceholderText('Add a comment...'), 'Draft note');
    await userEvent.click(c.getByRole('button', { name: 'Cancel' }));
    await body(canvasElement).findByRole('alertdialog', { name: 'Cancel? The text will be deleted' });
  },
};

/** Deleting your own comment asks first. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Delete comment by Maya Patel' }));
    await body(canvasElement).findByRole('alertdialog', { name: 'Delete this comment?' });
  },
};

/** Over 500 characters: truncated with Read more, expanded with Read less. */
export const ReadMore: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers({
        leads: {
          data: (() => {
            const data = leadFixtures();
            return {
              ...data,
              comments: [
                {
                  id: '900',
                  procurementStageId: '11',
                  content: LONG,
                  author: { guid: teamUserFixtures.leo.guid, firstName: 'Leo', lastName: 'Okafor' },
                  createdAt: '2026-11-20T08:00:00.000Z',
                  lastEditedAt: null,
                  deletedAt: null,
                },
              ],
            };
          })(),
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Read more' }));
    await c.findByText(/End of notes\./);
    await expect(c.getByRole('button', { name: 'Read less' })).toBeVisible();
  },
};
