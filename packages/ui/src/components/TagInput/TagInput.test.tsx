import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagInput } from './TagInput';

describe('TagInput', () => {
  it('adds trimmed tags on Enter, ignoring empty text and duplicates', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TagInput label="Keywords" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Keywords' });
    await user.type(input, '  roads  {Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'roads{Enter}');
    await user.type(input, 'bridges{Enter}');
    expect(onChange.mock.calls).toEqual([[['roads']], [['roads', 'bridges']]]);
    const grid = screen.getByRole('grid', { name: 'Keywords' });
    expect(
      within(grid)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['roads', 'bridges']);
    expect(input).toHaveValue('');
  });

  it('removes a tag with its button and the last tag with Backspace on the empty input', async () => {
    const user = userEvent.setup();
    render(<TagInput label="Keywords" defaultValue={['a', 'b', 'c']} />);
    await user.click(screen.getByRole('button', { name: 'Remove b' }));
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual(['a', 'c']);
    const input = screen.getByRole('textbox');
    expect(input).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual(['a']);
  });

  it('removes a focused tag with Delete', async () => {
    const user = userEvent.setup();
    render(<TagInput label="Keywords" defaultValue={['a', 'b']} />);
    await user.tab();
    await user.keyboard('{Delete}');
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual(['b']);
  });

  it('shows the error message and marks the input invalid', () => {
    render(<TagInput label="Keywords" isInvalid errorMessage="Add at least one keyword" />);
    const input = screen.getByRole('textbox', { name: 'Keywords' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Add at least one keyword');
  });

  it('is inert when disabled', () => {
    render(<TagInput label="Keywords" defaultValue={['a']} isDisabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove a' })).not.toBeInTheDocument();
  });
});
