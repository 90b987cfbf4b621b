import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** The input plus its stepper buttons, drawn as one box; states follow RAC's Group attributes. */
export const group = recipe({
  base: {
    display: 'flex',
    alignItems: 'stretch',
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.base,
    overflow: 'hidden',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text.secondary },
      '&[data-focus-within]': {
        borderColor: vars.color.border.focus,
        boxShadow: `0 0 0 1px ${vars.color.border.focus}`,
      },
      '&[data-invalid]': { borderColor: vars.color.tone.critical.solid },
      '&[data-disabled]': { background: vars.color.surface.sunken, borderColor: vars.color.border.default },
    },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: `calc(${vars.size.controlHeight} - 2px)`,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: { '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' } },
});

export const stepper = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlHeight,
    border: 'none',
    borderInlineStart: `1px solid ${vars.color.border.default}`,
    background: vars.color.surface.base,
    color: vars.color.text.primary,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surface.sunken },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
      '&[data-disabled]': {
        color: vars.color.text.disabled,
        background: vars.color.surface.sunken,
        cursor: 'not-allowed',
      },
    },
  },
});
