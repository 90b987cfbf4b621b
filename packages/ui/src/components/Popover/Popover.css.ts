import { keyframes, style } from '@vanilla-extract/css';
import { focusRingInset } from '../../styles/focusRing.css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const popover = style({
  maxWidth: vars.size.popoverMaxWidth,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ease-in reverse` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
});

export const dialog = style({
  padding: vars.space.lg,
  outline: 'none',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The content under the title; it scrolls when the popover reaches its max height. */
export const body = style([
  focusRingInset,
  { overflow: 'auto', minHeight: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm },
]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const arrow = style({
  display: 'block',
  width: vars.space.md,
  height: vars.space.md,
  fill: vars.color.surface.raised,
  stroke: vars.color.border.subtle,
  strokeWidth: '1px',
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});
