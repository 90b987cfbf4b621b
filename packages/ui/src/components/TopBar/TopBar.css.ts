import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

// Every tone is a dark background with inverse text (at least 5.4:1, see tokens.ts).
export const bar = recipe({
  base: {
    position: 'relative',
    zIndex: vars.zIndex.adminBar,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.lg,
    width: '100%',
    minHeight: vars.size.adminBar,
    padding: `${vars.space.xs} ${vars.space.lg}`,
    color: vars.color.text.inverse,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    tone: {
      caution: { background: vars.color.tone.caution.solid },
      critical: { background: vars.color.tone.critical.solid },
      info: { background: vars.color.tone.info.solid },
      neutral: { background: vars.color.surface.inverse },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const label = style({
  flexShrink: 0,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const items = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const inverseFocus = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.text.inverse}`, outlineOffset: '2px' },
  },
} as const;

export const link = style({
  ...inverseFocus,
  color: vars.color.text.inverse,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    ...inverseFocus.selectors,
    '&[data-hovered]': { textDecorationThickness: '2px' },
  },
});

export const button = style({
  ...inverseFocus,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.text.inverse}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.inverse,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    ...inverseFocus.selectors,
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});

// Plain links an app drops in keep the bar's inverse colour.
globalStyle(`${bar.classNames.base} a:not([class])`, { color: 'inherit' });
