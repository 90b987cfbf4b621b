import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Data/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn(), keyboardActivation: 'automatic' },
  argTypes: { keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Views">
        <Tab id="overview">Overview</Tab>
        <Tab id="history">History</Tab>
        <Tab id="files">Files</Tab>
      </TabList>
      <TabPanel id="overview">The overview of this item.</TabPanel>
      <TabPanel id="history">What changed and when.</TabPanel>
      <TabPanel id="files">Attached files.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** The second tab selected by keyboard. */
export const Selected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('history');
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const WithDisabledTab: Story = { args: { disabledKeys: ['files'] } };

/** Many tabs: the bar scrolls sideways. */
export const Overflowing: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Many views">
        {Array.from({ length: 14 }, (_, i) => (
          <Tab key={i} id={`t${i}`}>
            Section number {i + 1}
          </Tab>
        ))}
      </TabList>
      {Array.from({ length: 14 }, (_, i) => (
        <TabPanel key={i} id={`t${i}`}>
          Content of section {i + 1}.
        </TabPanel>
      ))}
    </Tabs>
  ),
};
