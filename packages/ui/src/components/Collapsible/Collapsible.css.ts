import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../styles/focusRing.css';

/** The section; RAC sets data-expanded and data-disabled on it. */
export const root = recipe({
  base: { color: vars.color.text.primary },
  variants: {
    bordered: {
      true: {
        border: `1px solid ${vars.color.border.subtle}`,
        borderRadius: vars.radius.md,
        background: vars.color.surface.base,
      },
      false: { borderBottom: `1px solid ${vars.color.border.subtle}` },
    },
  },
  defaultVariants: { bordered: false },
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

/** The trigger: keyed on RAC's data-hovered, data-focus-visible, data-disabled. */
export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '100%',
    minHeight: vars.size.tabBar,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.sunken },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled, background: 'transparent' },
    },
  },
]);

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const title = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const subtitle = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  selectors: { '[data-disabled] &': { color: vars.color.text.disabled } },
});

export const chevron = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.brand.subtleText,
  selectors: { '[data-disabled] &': { color: vars.color.text.disabled } },
});

export const chevronIcon = style({
  transition: `transform ${vars.duration.collapse} ease`,
  selectors: { '[aria-expanded="true"] &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** RAC sets --disclosure-panel-height to px while animating, then auto. */
export const panel = style({
  height: 'var(--disclosure-panel-height)',
  overflow: 'clip',
  transition: `height ${vars.duration.collapse} ease`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panelInner = style({ padding: `${vars.space.xs} ${vars.space.lg} ${vars.space.lg}` });

export const footer = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
