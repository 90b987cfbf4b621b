import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../styles/focusRing.css';

/** Greatest height of the scrolling area (from the `maxHeight` prop). */
export const maxHeightVar = createVar();
/** Fixed row height (from the `rowHeight` prop). */
export const rowHeightVar = createVar();

const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const scroller = style([
  focusRing,
  {
    position: 'relative',
    maxHeight: maxHeightVar,
    overflow: 'auto',
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.base,
  },
]);

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
});

export const caption = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The header row sticks to the top of the scrolling area. */
export const head = style({ position: 'sticky', top: 0, zIndex: 2 });

/**
 * Pinned columns (`pin`) stick to their edge while the table scrolls sideways; they need an opaque background,
 * and once the table overflows a hairline marks the edge the other columns slide under.
 */
const pinned = {
  '&[data-pinned]': { position: 'sticky', zIndex: 1 },
  [`[data-overflowing] &[data-pinned="start"]`]: { boxShadow: `inset -1px 0 0 ${vars.color.border.default}` },
  [`[data-overflowing] &[data-pinned="end"]`]: { boxShadow: `inset 1px 0 0 ${vars.color.border.default}` },
} as const;

export const th = recipe({
  base: {
    height: rowHeightVar,
    padding: `0 ${vars.space.md}`,
    background: vars.color.surface.sunken,
    borderBottom: `1px solid ${vars.color.border.default}`,
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.sm,
    color: vars.color.text.primary,
    whiteSpace: 'nowrap',
    selectors: {
      ...pinned,
      '&[aria-sort="ascending"], &[aria-sort="descending"]': { color: vars.color.brand.subtleText },
    },
  },
  variants: {
    kind: { select: { textAlign: 'start' }, data: {} },
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { kind: 'data', align: 'start' },
});

/** A header that sorts: keyed on RAC's data-hovered / data-pressed / data-focus-visible. */
export const sortButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    padding: `${vars.space.xs} ${vars.space.xs}`,
    margin: `0 calc(-1 * ${vars.space.xs})`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.brand.subtle },
    },
  },
]);

export const sortIdle = style({ color: vars.color.text.secondary });

export const tr = style({
  height: rowHeightVar,
  selectors: {
    '&:hover': { background: vars.color.surface.page },
    '&[data-selected]': { background: vars.color.brand.subtle },
  },
});

export const td = recipe({
  base: {
    height: rowHeightVar,
    padding: `0 ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    verticalAlign: 'middle',
    overflow: 'hidden',
    selectors: {
      ...pinned,
      '&[data-pinned]': { position: 'sticky', zIndex: 1, background: vars.color.surface.base },
      'tr:hover > &[data-pinned]': { background: vars.color.surface.page },
      'tr[data-selected] > &[data-pinned]': { background: vars.color.brand.subtle },
    },
  },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
  },
  defaultVariants: { align: 'start' },
});

/** Long text is cut with an ellipsis so rows keep their fixed height. */
export const truncate = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

/** A header too long for its column wraps onto a second line, then is cut (its full text shows on hover). */
export const headerText = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  whiteSpace: 'normal',
  overflowWrap: 'normal',
  lineHeight: vars.font.lineHeight.tight,
  minWidth: 0,
});

export const spacer = style({ padding: 0, border: 'none' });

export const stateCell = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text.secondary,
});

export const loadMoreCell = style({
  padding: `0 ${vars.space.md}`,
  color: vars.color.text.secondary,
  textAlign: 'center',
  verticalAlign: 'middle',
});

export const spinner = style({
  marginInlineEnd: vars.space.sm,
  verticalAlign: 'middle',
  animation: `${spin} ${vars.duration.pulse} linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
