import type { Meta, StoryObj } from '@storybook/react-vite';
import { SeenBy } from './SeenBy';

const ada = { id: 'u1', name: 'Ada Lovelace' };
const grace = { id: 'u2', name: 'Grace Hopper' };
const users = [
  ada,
  grace,
  { id: 'u3', name: 'Alan Turing' },
];

const many = [
  ...users,
  { id: 'u4', name: 'Barbara Liskov' },
  { id: 'u5', name: 'Edsger Dijkstra' },
  { id: 'u6', name: 'Radia Perlman' },
  { id: 'u7', name: 'Frances Allen' },
  { id: 'u8', name: 'Donald Knuth' },
];

const meta = {
  title: 'UI/Display/SeenBy',
  component: SeenBy,
  args: { users, currentUserId: 'u2' },
} satisfies Meta<typeof SeenBy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { label: 'Seen by', youLabel: 'you', maxNames: 3, showIcon: true } };

/** Nobody has seen it: nothing renders. */
export const Empty: Story = { args: { users: [] } };

export const OnlyYou: Story = { args: { users: [grace] } };

/** The same user twice is listed once. */
export const Duplicates: Story = { args: { users: [...users, ...users] } };

export const LongLists: Story = { args: { users: many } };

export const LongListsCut: Story = { args: { users: many, maxNames: 3 } };

export const OverflowingText: Story = {
  args: { users: many },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};
