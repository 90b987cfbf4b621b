import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../styles/focusRing.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: vars.size.popoverMaxWidth,
  minHeight: vars.size.controlHeightSm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand.subtle,
  color: vars.color.brand.subtleText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** The remove button; keyed on RAC's data-hovered / data-pressed / data-focus-visible. */
export const remove = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.iconLg,
    height: vars.size.iconLg,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surface.base },
    },
  },
]);
