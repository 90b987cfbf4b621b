import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Board, type BoardColumnData } from './Board';

interface Item {
  id: string;
  name: string;
}

const initial: BoardColumnData<Item>[] = [
  { id: 'todo', title: 'To do', count: 2, items: [{ id: 'a', name: 'Leeds cloud hosting' }, { id: 'b', name: 'Kent housing system' }] },
  { id: 'doing', title: 'Doing', count: 1, items: [{ id: 'c', name: 'Bristol analytics' }] },
  { id: 'done', title: 'Done', count: 0, items: [] },
];

function Demo({ onMove }: { onMove(id: string, to: string | null): void }) {
  const [columns, setColumns] = useState(initial);
  return (
    <Board<Item>
      label="Demo board"
      columns={columns}
      getItemId={(i) => i.id}
      getItemLabel={(i) => i.name}
      renderCard={(i) => <strong>{i.name}</strong>}
      onMove={(id, to) => {
        onMove(id, to);
        setColumns((cols) => {
          const item = cols.flatMap((c) => c.items).find((i) => i.id === id);
          if (!item) return cols;
          return cols.map((c) => {
            const items = c.id === to ? [...c.items, item] : c.items.filter((i) => i.id !== id);
            return { ...c, items, count: items.length };
          });
        });
      }}
    />
  );
}

const meta = {
  title: 'UI/Data/Board',
  component: Demo,
  args: { onMove: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** dnd-kit's keyboard sensor listens from the next task after the pick-up. */
const pause = () => new Promise((r) => setTimeout(r, 50));

export const Default: Story = {};

/** Keyboard: Space picks the card up, Right moves a column, Space drops it. */
export const KeyboardMove: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    c.getByRole('button', { name: 'Move Leeds cloud hosting' }).focus();
    await userEvent.keyboard(' ');
    await pause();
    await userEvent.keyboard('{ArrowRight}');
    await pause();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith('a', 'doing'));
  },
};

/** While dragging: the card is picked up and over the next column (the play stops mid-drag). */
export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    c.getByRole('button', { name: 'Move Kent housing system' }).focus();
    await userEvent.keyboard(' ');
    await pause();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvasElement.querySelector('[data-over="true"]')).not.toBeNull());
  },
};
