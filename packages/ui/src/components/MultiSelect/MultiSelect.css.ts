import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** The visual checkbox inside an option; follows the option's RAC `data-selected`. */
export const optionBox = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.iconMd,
    height: vars.size.iconMd,
    border: `2px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface.base,
    color: vars.color.brand.text,
    selectors: {
      '[data-selected] > &': { background: vars.color.brand.solid, borderColor: vars.color.brand.solid },
      '[data-disabled] > &': {
        borderColor: vars.color.border.default,
        background: vars.color.surface.sunken,
      },
    },
  },
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
