import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, LinkButton } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'UI/Layout/Card',
  component: Card,
  args: {
    title: 'Summary',
    children: 'The main content of the card goes here.',
  },
  argTypes: {
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
    padding: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: {
    subtitle: 'Last 3 years',
    headingLevel: 3,
    elevated: true,
    padding: 'md',
    actions: (
      <Button variant="secondary" size="sm" onPress={fn()}>
        Edit
      </Button>
    ),
    footer: (
      <LinkButton variant="link" href="#all">
        See all
      </LinkButton>
    ),
  },
};

/** A card with nothing in it yet. */
export const Empty: Story = { args: { children: 'Nothing to show yet.' } };

export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary" size="sm">
          Edit
        </Button>
        <Button variant="tertiary" size="sm">
          Remove
        </Button>
      </>
    ),
    footer: (
      <LinkButton variant="link" href="#all" newTab>
        View all
      </LinkButton>
    ),
  },
};

export const OverflowingText: Story = {
  args: {
    title: 'A very long card title that keeps going and has to wrap onto a second line in a narrow column',
    actions: (
      <Button variant="secondary" size="sm">
        Edit
      </Button>
    ),
    children:
      'Supercalifragilisticexpialidocious-unbroken-strings-wrap-instead-of-overflowing-the-card-at-every-zoom-level.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {/* Distinct titles: each titled card is a named region, and two regions may not share a name. */}
      <Card {...args} title="Flat" />
      <Card {...args} title="Elevated" elevated />
      <Card {...args} title="Large padding" padding="lg" subtitle="With a subtitle" />
      <Card>Without a title</Card>
    </div>
  ),
};
