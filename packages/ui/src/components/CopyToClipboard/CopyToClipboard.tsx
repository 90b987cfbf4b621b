import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { timings } from '../../theme/tokens';
import * as styles from './CopyToClipboard.css';

export type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyToClipboardProps {
  /** The text put on the clipboard. */
  text: string;
  /**
   * The button's label.
   * @default 'Copy'
   */
  children?: string;
  /**
   * Announced (and shown) after a successful copy.
   * @default 'Copied!'
   */
  successMessage?: string;
  /**
   * Announced (and shown) when the clipboard is unavailable or refuses.
   * @default 'Could not copy to clipboard'
   */
  failureMessage?: string;
  /**
   * Milliseconds before the message clears; 0 keeps it.
   * @default timings.toastFailureMs (5000)
   */
  resetAfterMs?: number;
  /**
   * Button style.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * Button size.
   * @default 'sm'
   */
  size?: ButtonSize;
  /**
   * Disable the button.
   * @default false
   */
  isDisabled?: boolean;
  /** Called after each attempt with its outcome. */
  onCopy?: (result: { ok: boolean; error?: unknown }) => void;
  /** Extra class. */
  className?: string;
}

/** Writes text to the clipboard; rejects when the Clipboard API is missing or refuses. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('Clipboard API unavailable');
  }
  await navigator.clipboard.writeText(text);
}

/**
 * A button that copies text and says whether it worked, in a polite live region (status) so screen readers
 * hear "Copied!" or the failure message without losing focus.
 */
export function CopyToClipboard({
  text,
  children = 'Copy',
  successMessage = 'Copied!',
  failureMessage = 'Could not copy to clipboard',
  resetAfterMs = timings.toastFailureMs,
  variant = 'secondary',
  size = 'sm',
  isDisabled = false,
  onCopy,
  className,
}: CopyToClipboardProps) {
  const [state, setState] = useState<CopyState>('idle');
  const attempt = useRef(0);

  useEffect(() => {
    if (state === 'idle' || resetAfterMs <= 0) return;
    const id = setTimeout(() => setState('idle'), resetAfterMs);
    return () => clearTimeout(id);
  }, [state, resetAfterMs]);

  const copy = async () => {
    const current = ++attempt.current;
    setState('idle');
    try {
      await copyText(text);
      if (current === attempt.current) setState('copied');
      onCopy?.({ ok: true });
    } catch (error) {
      if (current === attempt.current) setState('failed');
      onCopy?.({ ok: false, error });
    }
  };

  const message = state === 'copied' ? successMessage : state === 'failed' ? failureMessage : '';
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')}>
      <Button
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        iconStart={state === 'copied' ? 'Check' : 'Copy'}
        onPress={() => void copy()}
      >
        {children}
      </Button>
      <span role="status" aria-live="polite" aria-atomic="true" className={styles.status({ state })} data-state={state}>
        {message}
      </span>
    </span>
  );
}
