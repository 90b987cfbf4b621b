import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const tone = (bg: string) => ({ background: bg, color: vars.color.text.inverse });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.font.size.xl,
    height: vars.font.size.xl,
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      critical: tone(vars.color.tone.critical.solid),
      info: tone(vars.color.tone.info.solid),
      positive: tone(vars.color.tone.positive.solid),
      caution: tone(vars.color.tone.caution.solid),
      neutral: tone(vars.color.tone.neutral.solid),
      brand: tone(vars.color.brand.solid),
    },
  },
  defaultVariants: { tone: 'critical' },
});
