import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { Popover, PopoverTrigger } from './Popover';

describe('Popover', () => {
  it('opens from its trigger as a dialog named by its title, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    render(
      <PopoverTrigger>
        <Button variant="secondary">Details</Button>
        <Popover title="About this view" showArrow>
          <p>Only items you follow are shown.</p>
        </Popover>
      </PopoverTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Details' });
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'About this view' });
    expect(dialog).toHaveTextContent('Only items you follow are shown.');
    expect(screen.getByRole('heading', { level: 2, name: 'About this view' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('takes an aria-label when there is no title, and gives content a close function', async () => {
    const user = userEvent.setup();
    render(
      <PopoverTrigger>
        <Button>Open</Button>
        <Popover aria-label="Quick actions">
          {({ close }) => (
            <Button variant="tertiary" onPress={close}>
              Done
            </Button>
          )}
        </Popover>
      </PopoverTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Quick actions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
