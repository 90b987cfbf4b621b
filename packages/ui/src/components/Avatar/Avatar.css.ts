import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Solid backgrounds that all carry white text at 4.5:1 or more (see Foundations/Colour). */
export const avatarColours = {
  brand: vars.color.brand.solid,
  info: vars.color.tone.info.solid,
  positive: vars.color.tone.positive.solid,
  caution: vars.color.tone.caution.solid,
  critical: vars.color.tone.critical.solid,
  beta: vars.color.tone.beta.solid,
  neutral: vars.color.tone.neutral.solid,
} as const;

export type AvatarColour = keyof typeof avatarColours;

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    color: vars.color.text.inverse,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { width: vars.size.iconLg, height: vars.size.iconLg, fontSize: vars.font.size.xs },
      md: { width: vars.size.controlHeight, height: vars.size.controlHeight, fontSize: vars.font.size.sm },
      lg: { width: vars.space.xxxl, height: vars.space.xxxl, fontSize: vars.font.size.lg },
    },
    colour: Object.fromEntries(Object.entries(avatarColours).map(([k, v]) => [k, { background: v }])) as Record<
      AvatarColour,
      { background: string }
    >,
  },
  defaultVariants: { size: 'md', colour: 'brand' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
