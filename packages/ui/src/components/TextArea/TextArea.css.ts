import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Added to TextField's `input` recipe: a multi-line box that grows vertically. */
export const textArea = recipe({
  base: {
    display: 'block',
    paddingTop: vars.space.sm,
    paddingBottom: vars.space.sm,
    lineHeight: vars.font.lineHeight.normal,
    selectors: { '&[data-disabled]': { resize: 'none' } },
  },
  variants: {
    resize: { vertical: { resize: 'vertical' }, none: { resize: 'none' } },
  },
  defaultVariants: { resize: 'vertical' },
});
