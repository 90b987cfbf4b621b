import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingInset } from '../../styles/focusRing.css';
import { vars } from '../../theme/vars.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.lg})` },
  to: { opacity: 1, transform: 'none' },
});

/** The dimmed backdrop; RAC sets data-entering / data-exiting while it animates. */
export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.lg,
    background: vars.color.surface.overlay,
    selectors: {
      '&[data-entering]': { animation: `${fade} ${vars.duration.normal} ease-out` },
      '&[data-exiting]': { animation: `${fade} ${vars.duration.normal} ease-in reverse` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  },
});

/** The panel. Sizes come from tokens: `confirm` is size.modalConfirm; md and lg are multiples of it. */
export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: `calc(100dvh - 2 * ${vars.space.xxl})`,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${vars.duration.normal} ease-out` },
      '&[data-exiting]': { animation: `${rise} ${vars.duration.normal} ease-in reverse` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  },
  variants: {
    size: {
      confirm: { maxWidth: vars.size.modalConfirm },
      md: { maxWidth: `calc(${vars.size.modalConfirm} * 1.4)` },
      lg: { maxWidth: `calc(${vars.size.modalConfirm} * 2)` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.md}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const closeButton = style({ flexShrink: 0, marginTop: `calc(-1 * ${vars.space.xs})` });

export const body = style([
  focusRingInset,
  {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.xl}`,
    color: vars.color.text.primary,
  },
]);

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
