import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CrashPage } from './CrashPage';

const meta = {
  title: 'UI/Feedback/CrashPage',
  component: CrashPage,
  parameters: { layout: 'fullscreen' },
  args: {
    onRefresh: fn(),
    homeHref: '/',
    chatSupport: { label: 'Chat with us', onPress: fn() },
    supportEmail: 'support@example.com',
    eventId: '7f3c2a9e41d84b6c9a0e5f1d2b3c4d5e',
  },
} satisfies Meta<typeof CrashPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** With the collapsible error details (closed until the user opens them). */
export const WithDetails: Story = {
  args: {
    details: [
      "TypeError: Cannot read properties of undefined (reading 'map')",
      '    at ResultsTable (results-table.tsx:42:18)',
      '    at renderWithHooks (react-dom.development.js:16305:18)',
    ].join('\n'),
  },
};

/** No error-tracking event (e.g. tracking blocked): no event ID section. */
export const WithoutEventId: Story = { args: { eventId: undefined } };

/** No support options given. */
export const WithoutSupport: Story = { args: { chatSupport: undefined, supportEmail: undefined } };
