import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Collapsible } from './Collapsible';

describe('Collapsible', { timeout: 20_000 }, () => {
  it('has no axe violations (jsdom: contrast is checked in the browser)', async () => {
    const { container } = render(
      <Collapsible
        title="Region"
        subtitle="Any"
        collapsedText="Show"
        defaultExpanded
        footer={<a href="#all">View all</a>}
      >
        c
      </Collapsible>,
    );
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
  it('is a heading-wrapped button that toggles its panel by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Collapsible title="Region" subtitle="2 selected" collapsedText="Show" expandedText="Hide">
        <p>Panel content</p>
      </Collapsible>,
    );
    const button = screen.getByRole('button', { name: /Region/ });
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Show')).toBeInTheDocument();
    expect(screen.queryByText('Panel content')).not.toBeVisible();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Panel content')).toBeVisible();
    expect(screen.getByText('Hide')).toBeInTheDocument();
    const panelId = button.getAttribute('aria-controls')!;
    expect(document.getElementById(panelId)).toContainElement(screen.getByText('Panel content'));
  });

  it('supports defaultExpanded and controlled isExpanded', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const { rerender } = render(<Collapsible title="A" defaultExpanded>x</Collapsible>);
    expect(screen.getByRole('button', { name: 'A' })).toHaveAttribute('aria-expanded', 'true');
    rerender(
      <Collapsible key="c" title="B" isExpanded={false} onExpandedChange={onExpandedChange}>
        y
      </Collapsible>,
    );
    await user.click(screen.getByRole('button', { name: 'B' }));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'B' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    render(<Collapsible title="Locked" isDisabled>z</Collapsible>);
    const button = screen.getByRole('button', { name: 'Locked' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('autoExpand opens it once, when the flag first becomes true', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Collapsible title="Results" autoExpand={false}>r</Collapsible>);
    const button = screen.getByRole('button', { name: 'Results' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    rerender(<Collapsible title="Results" autoExpand>r</Collapsible>);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    rerender(<Collapsible title="Results" autoExpand={false}>r</Collapsible>);
    rerender(<Collapsible title="Results" autoExpand>r</Collapsible>);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the footer whether expanded or not', () => {
    render(<Collapsible title="T" footer={<a href="#all">View all</a>}>c</Collapsible>);
    expect(screen.getByRole('link', { name: 'View all' })).toBeVisible();
  });
});
