import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingInset } from '../../styles/focusRing.css';
import { vars } from '../../theme/vars.css';

/** Panel width, set inline from the `width` prop (a token such as vars.size.drawerFilters). */
export const panelWidth = createVar();
/** Distance from the chosen edge, e.g. the width of the navigation the panel opens beside. */
export const edgeOffset = createVar();

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const reducedMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } };

export const overlay = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    zIndex: vars.zIndex.drawer,
    background: vars.color.surface.overlay,
    selectors: {
      '&[data-entering]': { animation: `${fade} ${vars.duration.collapse} ease-out` },
      '&[data-exiting]': { animation: `${fade} ${vars.duration.collapse} ease-in reverse` },
    },
    '@media': reducedMotion,
  },
  variants: {
    side: {
      left: { left: edgeOffset, right: 0 },
      right: { left: 0, right: edgeOffset },
    },
  },
});

export const panel = recipe({
  base: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    width: panelWidth,
    maxWidth: '100%',
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    '@media': reducedMotion,
  },
  variants: {
    side: {
      left: {
        left: 0,
        selectors: {
          '&[data-entering]': { animation: `${fromLeft} ${vars.duration.collapse} ease-out` },
          '&[data-exiting]': { animation: `${fromLeft} ${vars.duration.collapse} ease-in reverse` },
        },
      },
      right: {
        right: 0,
        selectors: {
          '&[data-entering]': { animation: `${fromRight} ${vars.duration.collapse} ease-out` },
          '&[data-exiting]': { animation: `${fromRight} ${vars.duration.collapse} ease-in reverse` },
        },
      },
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.tabBar,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const body = style([
  focusRingInset,
  { flex: 1, minHeight: 0, overflowY: 'auto', padding: vars.space.xl },
]);
