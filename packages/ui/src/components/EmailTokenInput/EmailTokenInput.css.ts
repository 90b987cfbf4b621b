import { recipe } from '@vanilla-extract/recipes';

/**
 * EmailTokenInput draws with TagInput's box and tags (TagInput.css); invalid tokens use the critical tone of
 * the kit Tag. This recipe only lets a consumer stretch the field.
 */
export const root = recipe({
  base: {},
  variants: { fullWidth: { true: { width: '100%' }, false: {} } },
  defaultVariants: { fullWidth: false },
});
