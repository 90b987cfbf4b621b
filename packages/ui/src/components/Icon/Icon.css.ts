import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Icon sizes come from the `size.icon*` tokens; `inherit` follows the surrounding font size. */
export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.iconMd, height: vars.size.iconMd },
      lg: { width: vars.size.iconLg, height: vars.size.iconLg },
      inherit: { width: '1em', height: '1em' },
    },
  },
  defaultVariants: { size: 'md' },
});
