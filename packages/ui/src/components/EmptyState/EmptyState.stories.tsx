import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';
import { emptyStateIllustrationNames } from './EmptyStateIllustration';

const meta = {
  title: 'UI/Feedback/EmptyState',
  component: EmptyState,
  args: {
    illustration: 'noResults',
    title: 'No results match your filters',
    description: 'Try removing a filter or searching for a broader term.',
    actions: <Button variant="secondary">Clear filters</Button>,
  },
  argTypes: {
    illustration: { control: 'select', options: [undefined, ...emptyStateIllustrationNames] },
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
    align: { control: 'inline-radio', options: ['center', 'start'] },
    actions: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { align: 'center', headingLevel: 2 } };

export const Notifications: Story = {
  args: { illustration: 'notifications', title: 'You are all caught up', description: 'New notifications will appear here.', actions: undefined },
};
export const NoDocuments: Story = {
  args: { illustration: 'noDocuments', title: 'No documents yet', description: 'Documents you upload will be listed here.' },
};
export const StartingState: Story = {
  args: {
    illustration: 'startingState',
    title: 'Start by creating a list',
    description: 'Lists keep the items you care about in one place.',
    actions: <Button iconStart="Plus">Create a list</Button>,
  },
};
export const LoadError: Story = {
  args: {
    illustration: 'loadError',
    title: 'We could not load this',
    description: 'Check your connection and try again.',
    actions: <Button variant="secondary" iconStart="RefreshCw">Try again</Button>,
  },
};
export const UserRequiredContent: Story = {
  args: { illustration: 'userRequiredContent', title: 'Add your first contact', actions: <Button iconStart="UserPlus">Add contact</Button> },
};
export const Success: Story = { args: { illustration: 'success', title: 'All done', description: 'Your changes have been saved.', actions: undefined } };
export const Download: Story = {
  args: { illustration: 'download', title: 'Your export is ready', actions: <Button iconStart="Download">Download</Button> },
};
export const WithoutIllustration: Story = { args: { illustration: undefined } };
export const AlignStart: Story = { args: { align: 'start' } };

/** All eight illustrations. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16 }}>
      {emptyStateIllustrationNames.map((name) => (
        <EmptyState key={name} illustration={name} title={name} />
      ))}
    </div>
  ),
};
