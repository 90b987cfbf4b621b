import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** The box holding the tags and the text input; drawn like a text input. */
export const box = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.controlHeight,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    background: vars.color.surface.base,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    cursor: 'text',
    selectors: {
      '&:hover': { borderColor: vars.color.text.secondary },
      '&:focus-within': {
        borderColor: vars.color.border.focus,
        boxShadow: `0 0 0 1px ${vars.color.border.focus}`,
      },
      '&[data-invalid]': { borderColor: vars.color.tone.critical.solid },
      '&[data-disabled]': {
        background: vars.color.surface.sunken,
        borderColor: vars.color.border.default,
        cursor: 'not-allowed',
      },
    },
  },
});

export const input = style({
  flex: 1,
  minWidth: '8em',
  minHeight: vars.size.controlHeightSm,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary },
    '&:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const tagList = style({ display: 'contents' });

/** Extra look on top of the kit Tag recipe: focus ring and a snug remove button. */
export const tag = recipe({
  base: {
    gap: vars.space.xxs,
    paddingInlineEnd: vars.space.xxs,
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
      '&[data-disabled]': { color: vars.color.text.disabled },
    },
  },
});

export const remove = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.xxs,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surface.base },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}` },
      '&[data-disabled]': { display: 'none' },
    },
  },
});
