import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * Open/close state for a tooltip anchored to a whole row, whatever element the row renders (a RAC button,
 * the app's router link…): opens on hover and on focus inside, closes on leave, blur and Escape (WCAG 1.4.13).
 */
export function useRowTooltip(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useState(false);
  const handlers = enabled
    ? {
        onPointerEnter: () => setOpen(true),
        onPointerLeave: () => setOpen(false),
        onFocus: () => setOpen(true),
        onBlur: (event: FocusEvent<HTMLDivElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
        },
        onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
          if (event.key === 'Escape' && isOpen) {
            event.stopPropagation();
            setOpen(false);
          }
        },
      }
    : {};
  return { ref, isOpen: enabled && isOpen, setOpen, handlers };
}
