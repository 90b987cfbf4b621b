import { beforeEach, describe, expect, it } from 'vitest';
import { createStore, type Atom } from 'jotai';
import { adminBarHiddenState, isAdminBarToggleShortcut } from './states/adminBarHiddenState';
import { navCollapsedState } from './states/navCollapsedState';
import { smallScreenWarningDismissedState } from './states/smallScreenWarningDismissedState';
import { shouldShowSmallScreenWarning } from './rules/smallScreenWarning';

/** A fresh store with the atom mounted (as a component would), so it reads the storage. */
function mounted<T>(atom: Atom<T>): T {
  const store = createStore();
  store.sub(atom, () => undefined);
  return store.get(atom);
}

describe('preference atoms', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('navCollapsedState persists in localStorage', () => {
    const store = createStore();
    expect(store.get(navCollapsedState)).toBe(false);
    store.set(navCollapsedState, true);
    expect(localStorage.getItem('tl.navCollapsed')).toBe('true');
    expect(mounted(navCollapsedState)).toBe(true);
  });

  it("adminBarHiddenState lives in sessionStorage under 'tl.adminBarHidden'", () => {
    const store = createStore();
    store.set(adminBarHiddenState, true);
    expect(sessionStorage.getItem('tl.adminBarHidden')).toBe('true');
    expect(localStorage.getItem('tl.adminBarHidden')).toBeNull();
    expect(mounted(adminBarHiddenState)).toBe(true);
  });

  it("smallScreenWarningDismissedState lives in sessionStorage under 'tl.smallScreenWarningDismissed'", () => {
    sessionStorage.setItem('tl.smallScreenWarningDismissed', 'true');
    expect(mounted(smallScreenWarningDismissedState)).toBe(true);
  });

  it('a corrupt stored value gives the default', () => {
    sessionStorage.setItem('tl.adminBarHidden', '{nope');
    expect(mounted(adminBarHiddenState)).toBe(false);
  });
});

describe('isAdminBarToggleShortcut (Ctrl+Shift+U)', () => {
  it.each([
    [{ ctrlKey: true, shiftKey: true, key: 'U' }, true],
    [{ ctrlKey: true, shiftKey: true, key: 'u' }, true],
    [{ ctrlKey: true, shiftKey: false, key: 'u' }, false],
    [{ ctrlKey: false, shiftKey: true, key: 'U' }, false],
  ])('%j → %s', (event, expected) => {
    expect(isAdminBarToggleShortcut(event)).toBe(expected);
  });
});

describe('shouldShowSmallScreenWarning (spec 1§2)', () => {
  it.each([
    [992, '/notices', false, true],
    [993, '/notices', false, false],
    [800, '/notices', true, false],
    [800, '/records/abc', false, false],
    [800, '/reports/1', false, false],
    [800, '/unsubscribe', false, false],
    [800, '/buyers/1', false, true],
  ])('width %i, path %s, dismissed %s → %s', (width, path, dismissed, expected) => {
    expect(shouldShowSmallScreenWarning(width, path, dismissed)).toBe(expected);
  });
});
