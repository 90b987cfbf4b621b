import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Nesting depth of a row (0 for roots), set inline per row. */
export const levelVar = createVar();

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const count = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

/** The scrolling tree; focus stays on it (rows are aria-activedescendant). */
export const tree = recipe({
  base: {
    position: 'relative',
    overflow: 'auto',
    background: vars.color.surface.base,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      '&[aria-invalid="true"]': { borderColor: vars.color.tone.critical.solid },
      '&[aria-disabled="true"]': {
        background: vars.color.surface.sunken,
        borderColor: vars.color.border.default,
      },
    },
  },
});

export const row = recipe({
  base: {
    position: 'absolute',
    top: 0,
    insetInlineStart: 0,
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInlineStart: `calc(${vars.space.xs} + ${levelVar} * ${vars.space.xl})`,
    paddingInlineEnd: vars.space.sm,
    fontSize: vars.font.size.md,
    color: vars.color.text.primary,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    selectors: {
      '&:hover': { background: vars.color.surface.sunken },
      '&[data-active]': { background: vars.color.surface.sunken },
      // The keyboard cursor: visible while the tree has keyboard focus.
      ':focus-visible > * > &[data-active]': {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset: '-2px',
      },
      '&[aria-disabled="true"]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  },
});

export const chevron = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.iconMd,
    height: vars.size.iconMd,
    color: vars.color.text.secondary,
    borderRadius: vars.radius.sm,
    transitionProperty: 'transform',
    transitionDuration: vars.duration.fast,
    selectors: {
      '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' },
      '&:hover': { background: vars.color.border.subtle },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
  variants: { leaf: { true: { visibility: 'hidden' }, false: {} } },
  defaultVariants: { leaf: false },
});

/** The visual checkbox; follows the row's aria-checked. */
export const box = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    border: `2px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface.base,
    color: vars.color.brand.text,
    fontSize: vars.font.size.xs,
    selectors: {
      '[aria-checked="true"] > &, [aria-checked="mixed"] > &': {
        background: vars.color.brand.solid,
        borderColor: vars.color.brand.solid,
      },
      '[aria-disabled="true"] > &': {
        borderColor: vars.color.border.default,
        background: vars.color.surface.sunken,
      },
    },
  },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const match = style({
  background: vars.color.tone.caution.subtle,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
});

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text.secondary,
});
