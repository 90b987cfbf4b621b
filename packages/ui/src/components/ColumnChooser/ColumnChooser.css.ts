import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../styles/focusRing.css';

export const hiddenCount = style({ fontWeight: vars.font.weight.regular, color: vars.color.text.secondary });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: vars.size.menuMinWidth,
  margin: 0,
  padding: 0,
  outline: 'none',
});

/** One row; keyed on RAC's data-focus-visible, data-hovered, data-dragging, data-drop-target, data-disabled. */
export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.controlHeight,
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.primary,
    background: vars.color.surface.raised,
    cursor: 'default',
    outlineOffset: `calc(-1 * ${vars.space.xxs})`,
    selectors: {
      '&[data-hovered]': { background: vars.color.surface.sunken },
      '&[data-dragging]': { opacity: 0.6 },
      '&[data-drop-target]': { outline: `2px solid ${vars.color.border.focus}` },
    },
  },
]);

export const handle = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.iconLg,
    height: vars.size.iconLg,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'grab',
    selectors: { '&[data-hovered]': { color: vars.color.text.primary, background: vars.color.surface.sunken } },
  },
]);

export const label = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
