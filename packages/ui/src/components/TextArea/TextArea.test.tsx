import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a multi-line textbox named by its label and described by its help text', () => {
    render(<TextArea label="Notes" description="Only your team sees these." rows={6} />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '6');
    expect(box).toHaveAccessibleDescription('Only your team sees these.');
  });

  it('reports typed text, including new lines', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Notes" onChange={onChange} />);
    await user.type(screen.getByRole('textbox'), 'one{Enter}two');
    expect(onChange).toHaveBeenLastCalledWith('one\ntwo');
  });

  it('shows the error message and marks the box invalid', () => {
    render(<TextArea label="Notes" isInvalid errorMessage="Enter some notes" />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Enter some notes');
  });

  it('can be disabled', () => {
    render(<TextArea label="Notes" isDisabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });
});
