import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';
import { usePersistentPageSize } from './usePersistentPageSize';

/** Keeps page state in the story so the controls work. */
function Stateful(args: PaginationProps) {
  const [state, setState] = useState({ page: args.page, pageSize: args.pageSize });
  return (
    <Pagination
      {...args}
      {...state}
      onChange={(next) => {
        setState(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Data/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 25, total: 1234, onChange: fn(), isDisabled: false },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** A middle page: both buttons enabled. */
export const MiddlePage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onChange).toHaveBeenCalledWith({ page: 6, pageSize: 25 });
  },
};

/** Nothing to page through. */
export const Empty: Story = { args: { total: 0 } };

/** While a page loads every control is disabled. */
export const Loading: Story = { args: { isDisabled: true, page: 3 } };

/** The page size is remembered per table in localStorage (usePersistentPageSize). */
export const PersistentPageSize: Story = {
  render: function Render(args) {
    const [pageSize, setPageSize] = usePersistentPageSize('storybook-pagination', 25, [10, 25, 50, 100]);
    const [page, setPage] = useState(1);
    return (
      <Pagination
        {...args}
        page={page}
        pageSize={pageSize}
        onChange={(next) => {
          setPage(next.page);
          setPageSize(next.pageSize);
        }}
      />
    );
  },
};
