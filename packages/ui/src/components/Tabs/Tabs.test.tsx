import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

function Example(props: TabsProps) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Views">
        <Tab id="overview">Overview</Tab>
        <Tab id="history">History</Tab>
        <Tab id="files" isDisabled>
          Files
        </Tab>
        <Tab id="notes">Notes</Tab>
      </TabList>
      <TabPanel id="overview">Overview panel</TabPanel>
      <TabPanel id="history">History panel</TabPanel>
      <TabPanel id="files">Files panel</TabPanel>
      <TabPanel id="notes">Notes panel</TabPanel>
    </Tabs>
  );
}

describe('Tabs', { timeout: 20_000 }, () => {
  it('has no axe violations (jsdom: contrast is checked in the browser)', async () => {
    const { container } = render(<Example />);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
  it('is a named tablist; arrow keys move selection and skip disabled tabs', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Example onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Overview panel');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('History panel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    expect(onSelectionChange).toHaveBeenLastCalledWith('notes');
  });

  it('supports a controlled selection', () => {
    render(<Example selectedKey="history" />);
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });
});
