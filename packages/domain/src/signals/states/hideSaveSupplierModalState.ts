import { atomWithStorage } from 'jotai/utils';

/** The local preference's key and its stored values, 'true' or 'false' (spec 2§9). */
export const HIDE_SAVE_SUPPLIER_MODAL = 'HIDE_SAVE_SUPPLIER_MODAL';

const rawStorage = {
  getItem(key: string, initialValue: boolean): boolean {
    if (typeof window === 'undefined') return initialValue;
    const raw = window.localStorage.getItem(key);
    return raw === null ? initialValue : raw === 'true';
  },
  setItem(key: string, value: boolean): void {
    if (typeof window !== 'undefined') window.localStorage.setItem(key, value ? 'true' : 'false');
  },
  removeItem(key: string): void {
    if (typeof window !== 'undefined') window.localStorage.removeItem(key);
  },
};

/** 'Don't show me this again' on the save-supplier-as-signal confirmation. */
export const hideSaveSupplierModalState = atomWithStorage<boolean>(HIDE_SAVE_SUPPLIER_MODAL, false, rawStorage, {
  getOnInit: true,
});
