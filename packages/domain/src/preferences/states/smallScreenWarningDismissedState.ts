import { atomWithStorage } from 'jotai/utils';
import { sessionJSONStorage } from './storage';

export const SMALL_SCREEN_WARNING_DISMISSED_STORAGE_KEY = 'tl.smallScreenWarningDismissed';

/** Small-screen warning dismissed for this browser session (spec 1§2, 1§4). */
export const smallScreenWarningDismissedState = atomWithStorage<boolean>(
  SMALL_SCREEN_WARNING_DISMISSED_STORAGE_KEY,
  false,
  sessionJSONStorage<boolean>(),
  { getOnInit: true },
);
