import { createJSONStorage } from 'jotai/utils';

/** JSON storage over localStorage/sessionStorage that is a no-op where they do not exist (SSR, tests). */
export const localJSONStorage = <T>() =>
  createJSONStorage<T>(() => (typeof window === 'undefined' ? (undefined as unknown as Storage) : window.localStorage));
export const sessionJSONStorage = <T>() =>
  createJSONStorage<T>(() => (typeof window === 'undefined' ? (undefined as unknown as Storage) : window.sessionStorage));
