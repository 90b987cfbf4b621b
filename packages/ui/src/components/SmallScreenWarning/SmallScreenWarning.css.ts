import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'center',
    padding: vars.space.lg,
    overflowY: 'auto',
    background: vars.color.surface.overlay,
    selectors: {
      '&[data-entering]': { animation: `${fade} ${vars.duration.normal} ease-out` },
      '&[data-exiting]': { animation: `${fade} ${vars.duration.normal} ease-in reverse` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  },
});

export const modal = style({
  width: '100%',
  maxWidth: vars.size.modalConfirm,
  marginTop: vars.space.xxxl,
  background: vars.color.surface.raised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.xl} ${vars.space.xl}`,
  textAlign: 'center',
  outline: 'none',
});

export const illustration = style({
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  color: vars.color.brand.solid,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const message = style({ margin: 0, color: vars.color.text.secondary });

export const continueButton = style({ marginTop: vars.space.sm });

export const closeButton = style({ position: 'absolute', top: vars.space.md, insetInlineEnd: vars.space.md });
