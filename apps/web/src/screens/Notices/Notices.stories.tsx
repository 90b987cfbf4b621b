import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockHandlers, noticeFixtures, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../testing/AppStory';

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Notices',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: '/notices' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The result count reads "{n} notices" across two spans. */
const countText = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === 'SPAN' && el.textContent === text && !!el.children.length;

/** Expands a filter group unless it is open already. */
async function expandGroup(drawer: ReturnType<typeof within>, name: string) {
  const trigger = drawer
    .getAllByRole('button', { name: new RegExp(`^${name}`) })
    .find((b: HTMLElement) => b.hasAttribute('aria-expanded'));
  if (trigger && trigger.getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
}

/** A page of notices with relevance, stage, buyer, value and dates. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Supply of cloud hosting and managed services' });
    await expect(await c.findByText(countText('5 notices'))).toBeVisible();
    await expect(c.getByRole('columnheader', { name: /Relevance/ })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ notices: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading notices');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ notices: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('No notices found');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ notices: 'error' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(
      'Sorry something has gone wrong. If this error persists please contact support',
    );
  },
};

/** Without the AWARDS data type (Free plan) award values and suppliers are withheld by the server. */
export const Locked: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers({
        user: userFixtures.free,
        notices: {
          items: noticeFixtures.map((n) =>
            n.stage === 'AWARDED' ? { ...n, redacted: true, value: null, suppliers: [] } : n,
          ),
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Asset data platform' });
    await expect(c.getByRole('img', { name: 'Award details need the Basic plan' })).toBeVisible();
  },
};

/** A guest pass: the filters open an upgrade prompt instead of the drawer. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Supply of cloud hosting and managed services' });
    await userEvent.click(c.getByRole('button', { name: 'Filters' }));
    await body(canvasElement).findByRole('dialog', { name: 'Filter notices with a paid plan' });
  },
};

/** The filter drawer, opened from the toolbar. */
export const FiltersOpen: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Supply of cloud hosting and managed services' });
    await userEvent.click(c.getByRole('button', { name: 'Filters' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Filters' }));
    await expect(drawer.getByRole('checkbox', { name: 'Open' })).toBeVisible();
  },
};

/** A CPV entry that is neither a division nor a code is refused and Apply is disabled. */
export const InvalidCpvCode: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Supply of cloud hosting and managed services' });
    await userEvent.click(c.getByRole('button', { name: 'Filters' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Filters' }));
    await expandGroup(drawer, 'CPV codes');
    await userEvent.type(drawer.getByRole('textbox', { name: /CPV codes/ }), '7200{Enter}');
    await drawer.findByText('Not a CPV division or code: 7200');
    await expect(drawer.getByRole('button', { name: 'Apply filters' })).toBeDisabled();
  },
};

/** Filters applied from the drawer become chips; the stage filter narrows the rows. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Supply of cloud hosting and managed services' });
    await userEvent.click(c.getByRole('button', { name: 'Filters' }));
    const drawer = within(await body(canvasElement).findByRole('dialog', { name: 'Filters' }));
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Awarded' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Apply filters' }));
    await c.findByText('Stage: Awarded');
    await c.findByText(countText('1 notice'));
    await expect(c.getByRole('link', { name: 'Asset data platform' })).toBeVisible();
  },
};
