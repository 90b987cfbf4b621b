import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const options = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' } },
});

/** The circle; follows the radio's RAC state attributes. */
export const circle = recipe({
  base: {
    flexShrink: 0,
    width: vars.size.iconMd,
    height: vars.size.iconMd,
    marginTop: `calc((${vars.font.lineHeight.normal} * 1em - ${vars.size.iconMd}) / 2)`,
    border: `2px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface.base,
    transitionProperty: 'border-width, border-color',
    transitionDuration: vars.duration.fast,
    selectors: {
      [`${radio}[data-hovered] &`]: { borderColor: vars.color.text.primary },
      [`${radio}[data-selected] &`]: { borderColor: vars.color.brand.solid, borderWidth: '6px' },
      [`${radio}[data-focus-visible] &`]: {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset: '2px',
      },
      [`${radio}[data-invalid] &`]: { borderColor: vars.color.tone.critical.solid },
      [`${radio}[data-disabled] &`]: {
        borderColor: vars.color.border.default,
        background: vars.color.surface.sunken,
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
});

export const radioText = style({ display: 'flex', flexDirection: 'column' });

export const radioDescription = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });
