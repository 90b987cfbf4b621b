import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveSignalConfirmModal } from './SaveSignalConfirmModal';

/** The popover's use: the modal opens on a choice and closes on Cancel or Continue. */
function Harness({ onContinue }: { onContinue: (o: { dontShowAgain: boolean }) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Choose
      </button>
      <SaveSignalConfirmModal
        isOpen={open}
        action="Save"
        type="competitor"
        onCancel={() => setOpen(false)}
        onContinue={(o) => {
          setOpen(false);
          onContinue(o);
        }}
      />
    </>
  );
}

// jsdom has no CSS.escape, which react-aria's Modal calls when it opens (a browser always has it).
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  Object.assign(globalThis, {
    CSS: { ...globalThis.CSS, escape: (v: string) => v.replace(/["\\\]]/g, '\\$&') },
  });
}

const ticked = (el: HTMLElement) => (el as HTMLInputElement).checked;

afterEach(() => cleanup());

describe('SaveSignalConfirmModal', () => {
  it("unticks 'Don't show me this again' each time it opens, so a Cancel does not carry the tick over", async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    render(<Harness onContinue={onContinue} />);

    await user.click(screen.getByRole('button', { name: 'Choose' }));
    const box = await screen.findByRole('checkbox', { name: "Don't show me this again" });
    await user.click(box);
    expect(ticked(box)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Choose' }));
    expect(ticked(await screen.findByRole('checkbox', { name: "Don't show me this again" }))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({ dontShowAgain: false });
  });

  it('sends the tick with Continue when it is ticked in this opening', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    render(<Harness onContinue={onContinue} />);
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    await user.click(await screen.findByRole('checkbox', { name: "Don't show me this again" }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({ dontShowAgain: true });
  });
});
