import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Fill width, set inline from the value. */
export const fillWidth = createVar();

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  width: '100%',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});

export const label = style({ fontWeight: vars.font.weight.medium, minWidth: 0, overflowWrap: 'anywhere' });

export const value = style({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });

export const track = recipe({
  base: {
    gridColumn: '1 / -1',
    position: 'relative',
    overflow: 'hidden',
    background: vars.color.surface.sunken,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.full,
  },
  variants: {
    size: { sm: { height: vars.space.sm }, md: { height: vars.space.md } },
  },
  defaultVariants: { size: 'md' },
});

/** The fill; keyed on RAC's render state via data attributes set by the component. */
export const fill = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    borderRadius: vars.radius.full,
    width: fillWidth,
    transitionProperty: 'width',
    transitionDuration: vars.duration.normal,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    selectors: {
      '[data-indeterminate] > * > &': {
        width: '40%',
        animation: `${slide} ${vars.duration.pulse} ease-in-out infinite`,
      },
    },
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand.solid },
      positive: { background: vars.color.tone.positive.solid },
      caution: { background: vars.color.tone.caution.solid },
      critical: { background: vars.color.tone.critical.solid },
    },
  },
  defaultVariants: { tone: 'brand' },
});

export const reducedMotion = style({
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '[data-indeterminate] > * > &': { animation: 'none', width: '100%', opacity: 0.5 } },
    },
  },
});
