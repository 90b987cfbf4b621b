import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { timings } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../styles/focusRing.css';

const slideIn = keyframes({ from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.sm}))` }, to: { opacity: 1 } });

/** Top-centre stack, `timings.toastOffsetPx` from the top of the viewport. */
export const region = style([
  focusRing,
  {
    position: 'fixed',
    top: `${timings.toastOffsetPx}px`,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    width: `min(${vars.size.toastWidth}, calc(100vw - 2 * ${vars.space.lg}))`,
    borderRadius: vars.radius.lg,
  },
]);

const tone = (name: 'positive' | 'critical' | 'info') => ({ borderLeftColor: vars.color.tone[name].solid });

export const toast = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.md,
      width: '100%',
      padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
      background: vars.color.surface.raised,
      color: vars.color.text.primary,
      border: `1px solid ${vars.color.border.subtle}`,
      borderLeftWidth: vars.space.xs,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.lg,
      fontFamily: vars.font.family.body,
      fontSize: vars.font.size.md,
      lineHeight: vars.font.lineHeight.normal,
      animation: `${slideIn} ${vars.duration.normal} ease-out`,
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    },
  ],
  variants: {
    tone: { success: tone('positive'), error: tone('critical'), info: tone('info') },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { marginTop: vars.space.xs },
  variants: {
    tone: {
      success: { color: vars.color.tone.positive.solid },
      error: { color: vars.color.tone.critical.solid },
      info: { color: vars.color.tone.info.solid },
    },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
});

export const message = style({ flex: '1 1 auto', overflowWrap: 'anywhere' });
