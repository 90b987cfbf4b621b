import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const searchField = style({});

/** Room for the search icon on the left and the clear button on the right. */
export const input = recipe({
  base: {
    paddingInlineStart: `calc(${vars.space.md} + ${vars.size.iconSm} + ${vars.space.sm})`,
    paddingInlineEnd: vars.size.controlHeight,
    selectors: {
      '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none' },
    },
  },
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.text.secondary,
  pointerEvents: 'none',
});

export const clear = recipe({
  base: {
    position: 'absolute',
    insetInlineEnd: vars.space.xxs,
    selectors: { [`${searchField}[data-empty] &`]: { display: 'none' } },
  },
});
