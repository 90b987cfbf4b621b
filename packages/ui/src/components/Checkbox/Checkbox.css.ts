import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

/** The box; its look follows the label's RAC state attributes. */
export const box = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.iconMd,
    height: vars.size.iconMd,
    // Centre the box on the first line of text.
    marginTop: `calc((${vars.font.lineHeight.normal} * 1em - ${vars.size.iconMd}) / 2)`,
    border: `2px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface.base,
    color: vars.color.brand.text,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.duration.fast,
    selectors: {
      [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text.primary },
      [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
        background: vars.color.brand.solid,
        borderColor: vars.color.brand.solid,
      },
      [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.brand.solidHover },
      [`${checkbox}[data-focus-visible] &`]: {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset: '2px',
      },
      [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.tone.critical.solid },
      [`${checkbox}[data-invalid][data-selected] &, ${checkbox}[data-invalid][data-indeterminate] &`]: {
        background: vars.color.tone.critical.solid,
      },
      [`${checkbox}[data-disabled] &`]: {
        borderColor: vars.color.border.default,
        background: vars.color.surface.sunken,
        color: vars.color.text.disabled,
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
});

export const withDescription = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** Indented to line up with the label text, past the box. */
export const description = style({
  paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.sm})`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});
