import type { ReactNode } from 'react';
import { useScrollableFocus } from './useScrollableFocus';

/**
 * The scrolling body of an overlay (Modal, Drawer, SlideOutPanel) between its fixed header and footer. While
 * its content overflows it is a tab stop, so keyboard users can scroll text that holds no focusable element.
 * The class must give it `overflow: auto` and a focus-visible outline.
 */
export function ScrollBody({ className, children }: { className: string; children: ReactNode }) {
  const [attach, tabIndex] = useScrollableFocus<HTMLDivElement>();
  return (
    <div ref={attach} tabIndex={tabIndex} className={className}>
      {children}
    </div>
  );
}
