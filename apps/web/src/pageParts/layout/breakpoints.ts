/**
 * Below this window width (px) the app is laid out for a phone: the navigation is a top bar with a menu and
 * pages use narrower padding (spec 2's breakpoints: 576, 768, 992, 1200, 1600).
 */
export const PHONE_BELOW = 768;
/** Media query for the phone layout. */
export const phoneMedia = `screen and (max-width: ${PHONE_BELOW - 0.02}px)`;
/** Media query below spec 2's widest breakpoint (1600 px): wide tables get the page's side padding back. */
export const belowWideMedia = 'screen and (max-width: 1599.98px)';
