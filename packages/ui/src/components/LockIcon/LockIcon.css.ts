import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const lockIcon = recipe({
  base: { display: 'inline-flex', alignItems: 'center', verticalAlign: 'middle' },
  variants: {
    tone: {
      inherit: { color: 'inherit' },
      muted: { color: vars.color.text.secondary },
      caution: { color: vars.color.tone.caution.text },
    },
  },
  defaultVariants: { tone: 'muted' },
});
