// No Empty story: a share link names exactly one record; an unknown or expired link is the NotFound story.
// No Locked story: opened signed out through a share link, so no plan applies.
// No Guest story: opened signed out through a share link, so no guest pass applies.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  mockHandlers,
  recordFixtures,
  redactedSharedRecordFixture,
  sharedRecordFixture,
  SHARE_TOKEN_FIXTURE,
  userFixtures,
  type ShareLinkScenario,
} from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const guid = sharedRecordFixture.record.guid;
const signedOut = (shareLink: ShareLinkScenario) => mockHandlers({ user: null, shareLink });

const meta: Meta<typeof AppStory> = {
  title: 'Screens/SharedRecord',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: signedOut('ok') } },
  args: { path: `/records/${guid}?share=${SHARE_TOKEN_FIXTURE}` },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened signed out: the record read-only, the sharer's message, the expiry and the sign-in / request-access prompt. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: sharedRecordFixture.record.name }, { timeout: 10_000 });
    await expect(c.getByText('Shared with you by Maya Patel, Northwind Digital Ltd')).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Message from Maya Patel' })).toBeVisible();
    await expect(c.getByText(/Can you check the Azure requirements\?/)).toBeVisible();
    await expect(c.getByText('£1,200,000')).toBeVisible();
    await expect(c.getByText('This link works until 09 Apr 2025.')).toBeVisible();
    const signIn = c.getAllByRole('link', { name: 'Sign in' });
    for (const link of signIn)
      await expect(link).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent(`/records/${guid}`)}`);
    await expect(c.getByRole('link', { name: 'Request access' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:maya%40northwind\.test\?subject=Access%20to%20Tenderlens/),
    );
    // Read-only: none of the workspace's actions.
    await expect(c.queryByRole('button', { name: /More actions/ })).toBeNull();
    await expect(c.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: signedOut('loading') } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading shared notice');
  },
};

/** An expired link (410): says so, and offers sign-in. */
export const Error: Story = {
  parameters: { msw: { handlers: signedOut('expired') } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'This share link has expired' }, { timeout: 10_000 });
    await expect(c.getByText(/Share links work for 30 days/)).toBeVisible();
    await expect(c.getByRole('link', { name: 'Sign in to Tenderlens' })).toBeVisible();
  },
};

/** An unknown or tampered token (404). */
export const NotFound: Story = {
  parameters: { msw: { handlers: signedOut('notFound') } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'This share link does not work' }, { timeout: 10_000 });
    await expect(c.getByText(/The link may be incomplete or mistyped/)).toBeVisible();
  },
};

/** The server could not answer (after apiFetch's retries): a generic failure with Try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: signedOut('error') } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'We could not open this share link' }, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A token that cannot be one is not even looked up: the same page as an unknown link. */
export const MalformedToken: Story = {
  args: { path: `/records/${guid}?share=not%20a%20token` },
  parameters: { msw: { handlers: signedOut('error') } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      { name: 'This share link does not work' },
      { timeout: 10_000 },
    );
  },
};

/** An awarded notice shared by a Free-plan company: the value stays withheld, as on the sharer's record page. */
export const Redacted: Story = {
  parameters: { msw: { handlers: signedOut('redacted') } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole(
      'heading',
      { level: 1, name: redactedSharedRecordFixture.record.name },
      { timeout: 10_000 },
    );
    await expect(c.getByText('Not included')).toBeVisible();
    await expect(c.getByText('Award details are not included in this shared view.')).toBeVisible();
    await expect(c.queryByRole('heading', { name: /Message from/ })).toBeNull();
  },
};

/** A signed-in user who opens the link lands on the normal record page. */
export const SignedIn: Story = {
  args: { path: `/records/${recordFixtures.open.guid}?share=${SHARE_TOKEN_FIXTURE}` },
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: recordFixtures.open.notice.name }, { timeout: 10_000 });
    await expect(c.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(c.queryByText(/Shared with you/)).toBeNull();
  },
};
