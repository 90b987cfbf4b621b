import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
});

export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const requiredMark = style({
  color: vars.color.tone.critical.text,
  marginInlineStart: vars.space.xxs,
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = recipe({
  base: {
    width: '100%',
    minHeight: vars.size.controlHeight,
    padding: `0 ${vars.space.md}`,
    background: vars.color.surface.base,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    outline: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&::placeholder': { color: vars.color.text.secondary },
      '&[data-hovered]': { borderColor: vars.color.text.secondary },
      '&[data-focused]': {
        borderColor: vars.color.border.focus,
        boxShadow: `0 0 0 1px ${vars.color.border.focus}`,
      },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      '&[data-invalid]': { borderColor: vars.color.tone.critical.solid },
      '&[data-invalid][data-focused]': { boxShadow: `0 0 0 1px ${vars.color.tone.critical.solid}` },
      '&[data-disabled]': {
        background: vars.color.surface.sunken,
        color: vars.color.text.disabled,
        borderColor: vars.color.border.default,
        cursor: 'not-allowed',
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
  variants: {
    /** Room on the right for the show/hide password button. */
    withToggle: { true: { paddingInlineEnd: vars.size.controlHeight }, false: {} },
  },
  defaultVariants: { withToggle: false },
});

export const toggle = style({ position: 'absolute', insetInlineEnd: vars.space.xxs });

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.tone.critical.text,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
