import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../styles/focusRing.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
});

export const summary = style({ margin: 0, color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const pageSize = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const label = style({ color: vars.color.text.secondary });

export const select = style([
  focusRing,
  {
    minHeight: vars.size.controlHeightSm,
    padding: `0 ${vars.space.sm}`,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.base,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    selectors: { '&:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed' } },
  },
]);

export const pageOf = style({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });
