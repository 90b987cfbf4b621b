import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, Icons, type IconName } from './Icon';

const names = Object.keys(Icons) as IconName[];

const meta = {
  title: 'UI/Foundations/Icon',
  component: Icon,
  args: { icon: 'Bell', size: 'md' },
  argTypes: {
    icon: { control: 'select', options: names },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'inherit'] },
    label: { control: 'text' },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { icon: 'Search', size: 'lg', label: 'Search' } };

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

/** With a label the icon is an image with a name; without, it is hidden from assistive technology. */
export const Labelled: Story = { args: { icon: 'Lock', label: 'Locked' } };

/** The whole curated set. */
export const Catalog: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 12,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {names.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon icon={name} size="lg" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
