import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../styles/focusRing.css';

/** Bar length, 0–100%, set inline per bar. */
export const barPercent = createVar();

export const root = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/**
 * One grid for every row (label | track | figure), shared through subgrid, so the bars of all rows
 * start and end in line whatever the label and figure lengths; a label takes at most 40% of the width.
 */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'fit-content(40%) 1fr auto',
  gap: `${vars.space.sm} ${vars.space.sm}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  alignItems: 'center',
  rowGap: vars.space.xxs,
});

export const rowLabel = style({
  gridRow: 'span 2',
  gridColumn: '1',
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

/** A bar: link (or locked button). States keyed on RAC data attributes. */
export const bar = recipe({
  base: [
    focusRing,
    {
      display: 'grid',
      gridColumn: '2 / -1',
      gridTemplateColumns: 'subgrid',
      alignItems: 'center',
      gap: vars.space.sm,
      minWidth: 0,
      padding: `${vars.space.xxs} ${vars.space.xs}`,
      border: '1px solid transparent',
      borderRadius: vars.radius.sm,
      background: 'transparent',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'start',
      textDecoration: 'none',
      cursor: 'pointer',
      selectors: {
        '&[data-hovered]': { background: vars.color.surface.sunken, borderColor: vars.color.border.default },
        '&[data-pressed]': { background: vars.color.surface.sunken, borderColor: vars.color.border.strong },
        '&[data-locked]': { cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    kind: { count: {}, value: {} },
  },
});

export const track = style({
  position: 'relative',
  display: 'block',
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  overflow: 'hidden',
});

export const fill = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    width: barPercent,
    borderRadius: vars.radius.full,
    selectors: { '[data-locked] &': { background: vars.color.border.strong } },
  },
  variants: {
    kind: {
      count: { background: vars.color.brand.solid },
      value: { background: vars.color.tone.positive.solid },
    },
  },
});

export const swatch = recipe({
  base: {
    display: 'inline-block',
    width: vars.space.md,
    height: vars.space.sm,
    borderRadius: vars.radius.full,
  },
  variants: {
    kind: {
      count: { background: vars.color.brand.solid },
      value: { background: vars.color.tone.positive.solid },
    },
  },
});

export const figure = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: vars.color.text.primary,
});

export const lock = style({ marginInlineStart: vars.space.xxs });

export const empty = style({ margin: 0, color: vars.color.text.secondary });
