import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const popover = style({
  minWidth: vars.size.menuMinWidth,
  maxWidth: vars.size.popoverMaxWidth,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflow: 'auto',
  zIndex: vars.zIndex.popover,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` } },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const menu = style({
  padding: vars.space.xs,
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.controlHeight,
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text.primary,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { background: vars.color.surface.sunken },
      '&[data-pressed]': { background: vars.color.brand.subtle },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', background: 'transparent' },
    },
  },
  variants: {
    tone: {
      neutral: {},
      destructive: {
        color: vars.color.tone.critical.text,
        selectors: {
          '&[data-focused], &[data-hovered]': { background: vars.color.tone.critical.subtle },
          '&[data-pressed]': { background: vars.color.tone.critical.subtle },
        },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const itemDescription = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const sectionHeader = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  border: 'none',
  background: vars.color.border.subtle,
});
