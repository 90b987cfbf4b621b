import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LinkButton } from '../Button';
import { Banner } from './Banner';

const meta = {
  title: 'UI/Feedback/Banner',
  component: Banner,
  args: {
    tone: 'info',
    title: 'Not finding what you need?',
    children: 'Tell us what is missing and we will look into it.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'positive', 'caution', 'critical'] },
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: {
    onDismiss: fn(),
    action: (
      <LinkButton variant="secondary" size="sm" href="#request">
        Send a request
      </LinkButton>
    ),
  },
};

export const Info: Story = { args: { tone: 'info' } };

export const Positive: Story = {
  args: { tone: 'positive', title: 'Changes saved', children: 'Your settings are up to date.' },
};

export const Caution: Story = {
  args: {
    tone: 'caution',
    title: 'Unusual volume',
    children: 'Far more results than usual matched this week.',
  },
};

export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'Something went wrong',
    children: 'We could not load this section. Try again.',
  },
};

/** With an action link and a dismiss button. */
export const WithActionAndDismiss: Story = {
  args: {
    onDismiss: fn(),
    action: (
      <LinkButton variant="secondary" size="sm" href="#request">
        Send a request
      </LinkButton>
    ),
  },
};

/** Message only, no title. */
export const WithoutTitle: Story = { args: { title: undefined } };
