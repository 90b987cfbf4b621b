import { atomWithStorage } from 'jotai/utils';
import { localJSONStorage } from './storage';

export const NAV_COLLAPSED_STORAGE_KEY = 'tl.navCollapsed';

/** Navigation collapsed to 80 px (spec 1§2); remembered across sessions (localStorage). */
export const navCollapsedState = atomWithStorage<boolean>(NAV_COLLAPSED_STORAGE_KEY, false, localJSONStorage<boolean>(), {
  getOnInit: true,
});
