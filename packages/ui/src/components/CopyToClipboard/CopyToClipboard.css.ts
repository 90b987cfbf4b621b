import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });

export const status = recipe({
  base: { fontFamily: vars.font.family.body, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium },
  variants: {
    state: {
      idle: {},
      copied: { color: vars.color.tone.positive.text },
      failed: { color: vars.color.tone.critical.text },
    },
  },
  defaultVariants: { state: 'idle' },
});
