import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OnboardingNav } from './OnboardingNav';

const meta = {
  title: 'UI/Layout/OnboardingNav',
  component: OnboardingNav,
  args: { step: 2, totalSteps: 4, onBack: fn(), onSkip: fn(), onNext: fn() },
  argTypes: {
    step: { control: { type: 'number', min: 1, max: 10 } },
    totalSteps: { control: { type: 'number', min: 1, max: 10 } },
  },
} satisfies Meta<typeof OnboardingNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: {
    backLabel: 'Back',
    skipLabel: 'Skip',
    nextLabel: 'Next',
    finishLabel: 'Finish',
    label: 'Progress',
    isNextDisabled: false,
    isNextPending: false,
  },
};

export const FirstStep: Story = { args: { step: 1 } };

export const LastStep: Story = { args: { step: 4, finishLabel: 'Finish' } };

/** Next is disabled until the step is complete. */
export const Disabled: Story = { args: { isNextDisabled: true } };

export const Pending: Story = { args: { isNextPending: true } };

/** Many steps. */
export const LongLists: Story = { args: { step: 6, totalSteps: 10 } };

export const OverflowingText: Story = {
  args: { backLabel: 'Go back to the previous step', skipLabel: 'Skip this step for now', nextLabel: 'Continue to the next step' },
};
