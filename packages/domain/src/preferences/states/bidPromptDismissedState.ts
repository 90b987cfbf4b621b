import { atomWithStorage } from 'jotai/utils';
import { localJSONStorage } from './storage';

export const BID_PROMPT_DISMISSED_STORAGE_KEY = 'tl.bidPromptDismissed';

/** The bid/no-bid prompt after creating an opportunity was dismissed ('Don't show this again'), in this browser. */
export const bidPromptDismissedState = atomWithStorage<boolean>(BID_PROMPT_DISMISSED_STORAGE_KEY, false, localJSONStorage<boolean>(), {
  getOnInit: true,
});
