import { atomWithStorage } from 'jotai/utils';
import { sessionJSONStorage } from './storage';

export const ADMIN_BAR_HIDDEN_STORAGE_KEY = 'tl.adminBarHidden';

/** Admin bar hidden for this browser session (spec 1§2, toggled with Ctrl+Shift+U). */
export const adminBarHiddenState = atomWithStorage<boolean>(
  ADMIN_BAR_HIDDEN_STORAGE_KEY,
  false,
  sessionJSONStorage<boolean>(),
  { getOnInit: true },
);

/** The admin bar's shortcut: Ctrl+Shift+U (spec 1§2). */
export function isAdminBarToggleShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'key'>): boolean {
  return event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'u';
}
