import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Both date inputs and the calendar button in one box, like a text input. Keyed on RAC Group attributes. */
export const group = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    width: 'fit-content',
    minHeight: vars.size.controlHeight,
    padding: `0 ${vars.space.xxs} 0 ${vars.space.md}`,
    background: vars.color.surface.base,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text.secondary },
      '&[data-focus-within]': {
        borderColor: vars.color.border.focus,
        boxShadow: `0 0 0 1px ${vars.color.border.focus}`,
      },
      '&[data-invalid]': { borderColor: vars.color.tone.critical.solid },
      '&[data-disabled]': { background: vars.color.surface.sunken, borderColor: vars.color.border.default },
    },
  },
});

export const dateInput = style({ display: 'flex' });

export const separator = style({ color: vars.color.text.secondary, padding: `0 ${vars.space.xxs}` });

export const segment = recipe({
  base: {
    padding: `0 ${vars.space.xxs}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text.primary,
    outline: 'none',
    selectors: {
      '&[data-type="literal"]': { padding: 0, color: vars.color.text.secondary },
      '&[data-placeholder]': { color: vars.color.text.secondary },
      '&[data-focused]': { background: vars.color.brand.solid, color: vars.color.brand.text },
      '&[data-invalid]:not([data-focused])': { color: vars.color.tone.critical.text },
      '&[data-disabled]': { color: vars.color.text.disabled },
    },
  },
});

export const calendar = style({ padding: vars.space.md, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const grid = style({ borderCollapse: 'collapse', fontSize: vars.font.size.sm });

export const headerCell = style({
  padding: vars.space.xs,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
});

/** A day; range start/end are solid brand, days between are subtle brand. */
export const cell = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlHeight,
    height: vars.size.controlHeight,
    color: vars.color.text.primary,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-outside-month]': { display: 'none' },
      '&[data-hovered]': { background: vars.color.surface.sunken },
      '&[data-selected]': { background: vars.color.brand.subtle, color: vars.color.brand.subtleText },
      '&[data-selection-start], &[data-selection-end]': {
        background: vars.color.brand.solid,
        color: vars.color.brand.text,
      },
      '&[data-selection-start]': {
        borderTopLeftRadius: vars.radius.md,
        borderBottomLeftRadius: vars.radius.md,
      },
      '&[data-selection-end]': {
        borderTopRightRadius: vars.radius.md,
        borderBottomRightRadius: vars.radius.md,
      },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
      '&[data-disabled], &[data-unavailable]': {
        color: vars.color.text.disabled,
        background: 'transparent',
        cursor: 'not-allowed',
        textDecoration: 'line-through',
      },
      '&[data-invalid][data-selected]': {
        background: vars.color.tone.critical.subtle,
        color: vars.color.tone.critical.text,
      },
    },
  },
});

/** The calendar button: a compact square inside the group. */
export const calendarButton = style({
  minHeight: vars.size.controlHeightSm,
  width: vars.size.controlHeightSm,
  padding: 0,
  justifyContent: 'center',
  color: vars.color.text.secondary,
});
