import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/vars.css';
import { LockedContent } from './LockedContent';

const rows = ['Row one', 'Row two', 'Row three', 'Row four', 'Row five', 'Row six'];

const meta = {
  title: 'UI/Paywall/LockedContent',
  component: LockedContent,
  args: {
    title: 'Unlock this section',
    description: 'Upgrade to see the full table and export it.',
    planNote: 'Available on our Growth plan',
    action: { label: 'Upgrade', onPress: fn() },
    children: (
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <td style={{ padding: vars.space.md, borderBottom: `1px solid ${vars.color.border.subtle}` }}>
                {row}
              </td>
              <td style={{ padding: vars.space.md, borderBottom: `1px solid ${vars.color.border.subtle}` }}>
                Sample value
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  },
} satisfies Meta<typeof LockedContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** The paywalled state of a section (STYLE.md state name). Tab reaches only the prompt's action. */
export const Locked: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Upgrade' })).toHaveFocus();
  },
};

/** The action as a link. */
export const WithLinkAction: Story = { args: { action: { label: 'View pricing', href: '#pricing' } } };
