import { style } from '@vanilla-extract/css';

/** Hides content visually while keeping it in the accessibility tree (the standard "sr-only" clip). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Visible again while focused (for skip links and similar). */
export const focusable = style({
  selectors: {
    '&:focus, &:focus-within': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      clipPath: 'none',
      whiteSpace: 'normal',
    },
  },
});
