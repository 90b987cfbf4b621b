import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { vars } from '../../theme/vars.css';
import { FilterDrawer, type FilterDrawerGroup } from './FilterDrawer';

const options = (names: string[]) => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.sm }}>
    {names.map((name) => (
      <Checkbox key={name}>{name}</Checkbox>
    ))}
  </div>
);

const groups: FilterDrawerGroup[] = [
  { id: 'status', title: 'Status', subtitle: 'Any status', content: options(['Open', 'Closed', 'Awarded']), defaultExpanded: true },
  { id: 'region', title: 'Region', subtitle: 'Any region', content: options(['London', 'Scotland', 'Wales', 'North West']) },
  { id: 'value', title: 'Value', subtitle: 'Any value', content: options(['Under £100,000', '£100,000 to £1m', 'Over £1m']) },
  { id: 'locked', title: 'Saved searches', subtitle: 'Not available on this plan', content: null, isDisabled: true },
];

const meta = {
  title: 'UI/Overlays/FilterDrawer',
  component: FilterDrawer,
  parameters: { layout: 'fullscreen' },
  args: { groups, onApply: fn(), onClearFilters: fn(), onOpenChange: fn() },
  argTypes: { groups: { control: false } },
  render: (args) => (
    <div style={{ padding: vars.space.lg }}>
      <DialogTrigger>
        <Button variant="secondary" iconStart="Filter">
          All filters
        </Button>
        <FilterDrawer {...args} />
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'All filters' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: 'Filters' })).toBeVisible();
  },
} satisfies Meta<typeof FilterDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** Without a Clear filters button. */
export const WithoutClear: Story = { args: { onClearFilters: undefined } };

/** Apply disabled while something loads. */
export const Loading: Story = { args: { isApplyDisabled: true } };

/** No groups at all. */
export const Empty: Story = { args: { groups: [], intro: <p>No filters are available for this list.</p> } };
