import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** The button that opens the list, drawn like a text input. Keyed on RAC Button and Select attributes. */
export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: vars.size.controlHeight,
    padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
    background: vars.color.surface.base,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text.secondary },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      '&[data-pressed], [data-open] > &': { borderColor: vars.color.border.focus },
      '[data-invalid] > &': { borderColor: vars.color.tone.critical.solid },
      '&[data-disabled]': {
        background: vars.color.surface.sunken,
        color: vars.color.text.disabled,
        borderColor: vars.color.border.default,
        cursor: 'not-allowed',
      },
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.secondary } },
});

export const chevron = style({ color: vars.color.text.secondary });

/** The list inside the popover; as wide as the trigger. */
export const popover = style({ width: 'var(--trigger-width)', maxWidth: 'none' });

export const listBox = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
});

export const check = style({ marginInlineStart: 'auto', color: vars.color.brand.solid });

export const emptyState = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text.secondary,
});
