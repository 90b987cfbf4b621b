import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  minHeight: `calc(${vars.space.xxxl} * 5)`,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
});

/** The content behind the prompt: blurred, hidden from assistive technology and inert. */
export const blurred = style({
  filter: `blur(${vars.space.xs})`,
  pointerEvents: 'none',
  userSelect: 'none',
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
});

export const prompt = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: vars.size.modalConfirm,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const lockIcon = style({
  width: vars.font.size.xxl,
  height: vars.font.size.xxl,
  color: vars.color.brand.solid,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const description = style({ margin: 0, color: vars.color.text.secondary });

export const planNote = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.brand.subtleText });
