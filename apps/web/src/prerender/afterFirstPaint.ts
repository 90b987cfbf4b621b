/**
 * The pre-rendered sign-in page starts its scripts once its first paint is on screen (docs/decisions/0064). The
 * build (scripts/prerender.mjs) puts the app's module script and modulepreloads of `dist/sign-in.html` in
 * `<template id="after-first-paint">`, where they fetch nothing, and links `signInScripts.ts` (which runs this) in the
 * head. Nothing but the document, its stylesheets (and the fonts they name), and this script can then finish loading
 * before the first paint, whatever the device's speed: the scripts no longer share the link or the main thread with it.
 */

export const TEMPLATE_ID = 'after-first-paint';

/** The longest a visible page waits for its first contentful paint before its scripts start anyway. */
export const PAINT_TIMEOUT_MS = 3000;

/**
 * Calls `run` once, when the browser reports the page's first contentful paint (the entry comes once the paint has
 * been presented); at once where no such report will come (a hidden or pre-rendering page, a browser without paint
 * timing) or the page is hidden before its paint, and after PAINT_TIMEOUT_MS at the latest.
 */
export function afterFirstContentfulPaint(run: () => void): void {
  const reportsPaint =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (document.visibilityState !== 'visible' || !reportsPaint) {
    run();
    return;
  }
  let done = false;
  // Called only from the observer, the event and the timer below, so never before they exist.
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', once);
    run();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  // `buffered`: a paint that came before this script ran is reported too.
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', once);
  const timer = setTimeout(once, PAINT_TIMEOUT_MS);
}

/**
 * Puts the elements of `<template id="after-first-paint">` into the head, in their order. Each is a new element with
 * the same attributes: a script moved or cloned out of a template's inert content is not guaranteed to run.
 */
export function startTemplateScripts(doc: Document = document): void {
  const template = doc.getElementById(TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const inert of Array.from(template.content.children)) {
    const element = doc.createElement(inert.localName);
    for (const { name, value } of Array.from(inert.attributes)) element.setAttribute(name, value);
    doc.head.append(element);
  }
}
