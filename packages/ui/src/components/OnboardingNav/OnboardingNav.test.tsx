import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { OnboardingNav, onboardingSegmentStatus } from './OnboardingNav';

const handlers = () => ({ onBack: vi.fn(), onSkip: vi.fn(), onNext: vi.fn() });

describe('onboardingSegmentStatus', () => {
  it.each([
    [0, 2, 'done'],
    [1, 2, 'current'],
    [2, 2, 'upcoming'],
    [0, 1, 'current'],
  ])('segment %s with step %s is %s', (index, step, status) => {
    expect(onboardingSegmentStatus(index, step)).toBe(status);
  });
});

describe('OnboardingNav', () => {
  it('is a navigation landmark with a progress bar reading "Step X of N" and one segment per step', () => {
    const { container } = render(<OnboardingNav step={2} totalSteps={4} {...handlers()} />);
    const nav = screen.getByRole('navigation', { name: 'Progress' });
    const bar = within(nav).getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 4');
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveTextContent('Step 2 of 4');
    const segments = [...container.querySelectorAll('[data-status]')].map((s) => s.getAttribute('data-status'));
    expect(segments).toEqual(['done', 'current', 'upcoming', 'upcoming']);
  });

  it('runs Back, Skip and Next from the keyboard, in that tab order', async () => {
    const user = userEvent.setup();
    const h = handlers();
    render(<OnboardingNav step={2} totalSteps={3} {...h} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Skip' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(h.onBack).toHaveBeenCalledTimes(1);
    expect(h.onSkip).toHaveBeenCalledTimes(1);
    expect(h.onNext).toHaveBeenCalledTimes(1);
  });

  it('disables Back on the first step and uses the finish label on the last', async () => {
    const user = userEvent.setup();
    const h = handlers();
    const { rerender } = render(<OnboardingNav step={1} totalSteps={3} {...h} />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(h.onBack).not.toHaveBeenCalled();
    rerender(<OnboardingNav step={3} totalSteps={3} finishLabel="Finish" {...h} />);
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 3 of 3');
  });

  it('clamps the step and omits buttons without handlers', () => {
    render(<OnboardingNav step={9} totalSteps={3} onNext={() => {}} formatProgress={(s, t) => `${s}/${t}`} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3/3');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(<OnboardingNav step={2} totalSteps={4} {...handlers()} />);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
