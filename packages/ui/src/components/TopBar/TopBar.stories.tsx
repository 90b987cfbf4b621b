import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TopBar } from './TopBar';
import { TopBarButton } from './TopBarButton';
import { TopBarLink } from './TopBarLink';

const meta = {
  title: 'UI/Layout/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Development admin',
    tone: 'neutral',
    children: [
      <TopBarLink key="home" href="#admin">
        Admin home
      </TopBarLink>,
      <TopBarLink key="user" href="#admin-user">
        This user
      </TopBarLink>,
      <TopBarButton key="switch" onPress={fn()}>
        Switch team
      </TopBarButton>,
    ],
  },
  argTypes: { tone: { control: 'inline-radio', options: ['caution', 'critical', 'info', 'neutral'] } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

export const Neutral: Story = { args: { tone: 'neutral' } };

export const Caution: Story = { args: { tone: 'caution', label: 'Sandbox admin: demo' } };

export const Critical: Story = { args: { tone: 'critical', label: 'Admin' } };

export const Info: Story = { args: { tone: 'info', label: 'Staging' } };

/** Label only, no links. */
export const LabelOnly: Story = { args: { children: undefined } };
