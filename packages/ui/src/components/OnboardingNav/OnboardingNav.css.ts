import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { breakpoints } from '../../theme/tokens';

/** Below the sm breakpoint the progress takes its own row above the buttons. */
const narrow = `screen and (max-width: ${breakpoints.sm - 1}px)`;

export const nav = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.base,
  fontFamily: vars.font.family.body,
  '@media': {
    [narrow]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const start = style({ display: 'flex', justifyContent: 'flex-start' });

export const end = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const progress = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.menuMinWidth,
  '@media': { [narrow]: { gridColumn: '1 / -1', gridRow: 1 } },
});

export const progressText = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const segments = style({ display: 'flex', gap: vars.space.xs, width: '100%' });

/** One segment per step. Done and current segments are filled; the current one is taller, not only another colour. */
export const segment = recipe({
  base: {
    flex: '1 1 0',
    height: vars.space.xs,
    borderRadius: vars.radius.full,
    background: vars.color.surface.sunken,
    border: `1px solid ${vars.color.border.strong}`,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.duration.normal,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    status: {
      done: { background: vars.color.brand.solid, borderColor: vars.color.brand.solid },
      current: { background: vars.color.brand.solid, borderColor: vars.color.brand.solid, height: vars.space.sm },
      upcoming: {},
    },
  },
  defaultVariants: { status: 'upcoming' },
});
