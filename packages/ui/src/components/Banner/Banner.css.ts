import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const tone = (name: 'info' | 'positive' | 'caution' | 'critical') => ({
  background: vars.color.tone[name].subtle,
  borderColor: vars.color.tone[name].solid,
  color: vars.color.tone[name].text,
});

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    border: '1px solid',
    borderLeftWidth: vars.space.xs,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    tone: {
      info: tone('info'),
      positive: tone('positive'),
      caution: tone('caution'),
      critical: tone('critical'),
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  flexShrink: 0,
  width: vars.font.size.xl,
  height: vars.font.size.xl,
  marginTop: vars.space.xxs,
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const text = style({ margin: 0, color: vars.color.text.primary });

export const action = style({
  marginTop: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const dismiss = style({ flexShrink: 0, margin: `calc(-1 * ${vars.space.xs})` });
