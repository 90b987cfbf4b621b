import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.size.menuMinWidth}, 1fr))`,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

/** One step; `status` is set from the current step (data-status mirrors it for tests and themes). */
export const step = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.subtle}`,
    borderTopWidth: vars.space.xs,
    background: vars.color.surface.base,
    color: vars.color.text.primary,
  },
  variants: {
    status: {
      done: { borderTopColor: vars.color.border.strong },
      current: {
        borderColor: vars.color.brand.solid,
        background: vars.color.brand.subtle,
        boxShadow: vars.shadow.sm,
      },
      upcoming: { borderStyle: 'dashed', borderTopStyle: 'solid' },
    },
  },
  defaultVariants: { status: 'upcoming' },
});

export const stepHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const stepLabel = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const currentMarker = style({
  color: vars.color.brand.subtleText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

export const lines = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const line = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, minWidth: 0 });

export const lineLabel = style({ margin: 0, color: vars.color.text.secondary });

export const lineValue = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere', minWidth: 0 });

export const empty = style({ margin: 0, color: vars.color.text.secondary, fontStyle: 'italic' });
