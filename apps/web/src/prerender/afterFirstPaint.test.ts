import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, PAINT_TIMEOUT_MS, startTemplateScripts, TEMPLATE_ID } from './afterFirstPaint';

/** A PerformanceObserver that reports what a test tells it to, remembering what was observed. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  static supportedEntryTypes: readonly string[] = ['paint', 'largest-contentful-paint'];
  observed: PerformanceObserverInit[] = [];
  disconnected = false;
  constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    FakeObserver.instances.push(this);
  }
  observe(init: PerformanceObserverInit) {
    this.observed.push(init);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(...names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
  }
}

describe('afterFirstContentfulPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.instances = [];
    FakeObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs once, when the first contentful paint is reported (buffered: also one that came first)', () => {
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    const [observer] = FakeObserver.instances;
    expect(observer?.observed).toEqual([{ type: 'paint', buffered: true }]);
    observer?.report('first-paint');
    expect(run).not.toHaveBeenCalled();
    observer?.report('first-paint', 'first-contentful-paint');
    expect(run).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
    // Neither the time-out nor a later change of visibility runs it again.
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(PAINT_TIMEOUT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the time-out when no paint is reported', () => {
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    vi.advanceTimersByTime(PAINT_TIMEOUT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(FakeObserver.instances[0]?.disconnected).toBe(true);
  });

  it('runs when the page is hidden before its paint', () => {
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a page that is not visible (no paint is reported for it)', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(FakeObserver.instances).toEqual([]);
  });

  it('runs at once in a browser without paint timing', () => {
    FakeObserver.supportedEntryTypes = ['resource'];
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
    vi.stubGlobal('PerformanceObserver', undefined);
    afterFirstContentfulPaint(run);
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('startTemplateScripts', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it("puts the template's elements into the head as new elements with the same attributes, in order", () => {
    document.head.innerHTML = `<template id="${TEMPLATE_ID}"><script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/react-b.js"></template>`;
    startTemplateScripts(document);
    const [template, script, link] = Array.from(document.head.children);
    expect(template?.localName).toBe('template');
    expect(script?.outerHTML).toBe('<script type="module" crossorigin="" src="/assets/index-a.js"></script>');
    expect(link?.outerHTML).toBe('<link rel="modulepreload" crossorigin="" href="/assets/react-b.js">');
    // New elements: the template's inert ones stay where they are.
    expect((template as HTMLTemplateElement).content.children).toHaveLength(2);
  });

  it('does nothing without the template (a page that was not pre-rendered)', () => {
    startTemplateScripts(document);
    expect(document.head.children).toHaveLength(0);
  });
});
