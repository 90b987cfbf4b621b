import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Focus ring shown only for keyboard focus (RAC sets data-focus-visible). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

/** Focus ring drawn inside the element, for scroll areas whose parent clips anything outside them. */
export const focusRingInset = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
  },
});
