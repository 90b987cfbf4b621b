import { useCallback, useEffect, useState } from 'react';

/**
 * Makes a scrolling container reachable by keyboard while its content overflows (WCAG 2.1.1; axe
 * `scrollable-region-focusable`): keyboard users can then scroll it with the arrow keys even when it holds
 * nothing focusable. Returns `[attach, tabIndex]`: a callback to pass as the container's `ref`, and the
 * `tabIndex` to give it (`undefined` while it does not overflow, so no needless tab stop is added).
 */
export function useScrollableFocus<T extends HTMLElement>(): [
  attach: (node: T | null) => void,
  tabIndex: 0 | undefined,
] {
  const [node, setNode] = useState<T | null>(null);
  const [overflows, setOverflows] = useState(false);
  const attach = useCallback((el: T | null) => setNode(el), []);

  useEffect(() => {
    if (!node) return;
    const measure = () =>
      setOverflows(node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    // The content can grow without the container changing size: watch its children too.
    for (const child of Array.from(node.children)) observer.observe(child);
    const mutations = new MutationObserver(() => {
      for (const child of Array.from(node.children)) observer.observe(child);
      measure();
    });
    mutations.observe(node, { childList: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [node]);

  return [attach, overflows ? 0 : undefined];
}
