import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../styles/focusRing.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const tabList = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xs,
  minHeight: vars.size.tabBar,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const tab = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.tabBar,
    padding: `0 ${vars.space.lg}`,
    marginBottom: '-1px',
    borderBottom: `3px solid transparent`,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outlineOffset: `calc(-1 * ${vars.space.xs})`,
    transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text.primary, background: vars.color.surface.sunken },
      '&[data-selected]': {
        color: vars.color.brand.subtleText,
        borderBottomColor: vars.color.brand.solid,
        fontWeight: vars.font.weight.semibold,
      },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', background: 'transparent' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

export const tabPanel = style([focusRing, { paddingTop: vars.space.lg }]);
