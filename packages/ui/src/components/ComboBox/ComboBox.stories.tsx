import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox, type ComboBoxOption } from './ComboBox';

const organisations: ComboBoxOption[] = [
  { id: 1, label: 'Northshire County Council', description: 'Local authority' },
  { id: 2, label: 'North Vale NHS Trust', description: 'Health' },
  { id: 3, label: 'Northbridge University', description: 'Education' },
  { id: 4, label: 'Southport Harbour Authority', description: 'Transport' },
];

/** A fixed, deterministic "server": filters the list after a short fixed delay, honouring the abort signal. */
const fakeLoad =
  (list: ComboBoxOption[], delayMs = 300) =>
  (query: string, signal: AbortSignal) =>
    new Promise<ComboBoxOption[]>((resolve, reject) => {
      const timer = setTimeout(
        () => resolve(list.filter((o) => o.label.toLowerCase().includes(query.toLowerCase()))),
        delayMs,
      );
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });

/** Types a query so the snapshot shows the open list. */
const typeQuery =
  (query: string, expected: string | RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), query);
    // The open list, not the live region that repeats its status for screen readers.
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(await within(listbox).findByText(expected, {}, { timeout: 3000 })).toBeVisible();
  };

const meta = {
  title: 'UI/Forms/ComboBox',
  component: ComboBox,
  args: {
    label: 'Organisation',
    placeholder: 'Start typing a name',
    loadOptions: fakeLoad(organisations),
    debounceMs: 300,
  },
  argTypes: {
    minQueryLength: { control: { type: 'number', min: 0 } },
    debounceMs: { control: { type: 'number', min: 0, step: 100 } },
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: {
    description: 'Type at least 2 characters.',
    minQueryLength: 2,
    debounceMs: 500,
    emptyText: 'No results',
    loadingText: 'Loading…',
    errorText: 'Could not load options. Try again.',
    onSelectionChange: fn(),
  },
};

/** Results for "north", list open. */
export const Open: Story = { play: typeQuery('north', 'Northbridge University') };

/** Fewer characters than `minQueryLength`: a hint, no request. */
export const Hint: Story = { play: typeQuery('n', 'Type at least 2 characters') };

/** A request that has not answered yet. */
export const Loading: Story = {
  args: { loadOptions: () => new Promise<ComboBoxOption[]>(() => {}) },
  play: typeQuery('north', 'Loading…'),
};

export const Empty: Story = { play: typeQuery('zzz', 'No results') };

/** The request failed. */
export const Error: Story = {
  args: { loadOptions: () => Promise.reject(new globalThis.Error('Server error')) },
  play: typeQuery('north', 'Could not load options. Try again.'),
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose an organisation from the list' },
};

export const LongList: Story = {
  args: {
    loadOptions: fakeLoad(
      Array.from({ length: 60 }, (_, i) => ({ id: i + 100, label: `North District ${i + 1}` })),
      100,
    ),
  },
  play: typeQuery('north', 'North District 1'),
};

export const Filled: Story = { args: { defaultSelectedOption: organisations[0] } };
