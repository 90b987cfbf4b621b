import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { avatarColours } from './Avatar.css';

const meta = {
  title: 'UI/Display/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    colour: { control: 'select', options: Object.keys(avatarColours) },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { size: 'lg', decorative: false } };

/** No name: a question mark. */
export const Empty: Story = { args: { name: '' } };

/** With a photo (a data URI, so the story needs no network). */
export const WithImage: Story = {
  args: {
    src: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="%232243b6"/><circle cx="5" cy="4" r="2" fill="white"/><rect x="2" y="7" width="6" height="3" rx="1.5" fill="white"/></svg>',
  },
};

/** A broken photo falls back to initials. */
export const BrokenImage: Story = { args: { src: 'data:image/png;base64,broken' } };

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8 }}>
          {['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Barbara Liskov', 'Edsger Dijkstra', 'Radia Perlman', 'Ken'].map(
            (name) => (
              <Avatar key={name} name={name} size={size} />
            ),
          )}
        </div>
      ))}
    </div>
  ),
};
