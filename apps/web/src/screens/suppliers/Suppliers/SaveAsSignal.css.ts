import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const entry = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, width: '100%' });
export const entryLabel = style({ flex: 1 });

/** Filled when saved; an outline only while the entry is hovered or focused when not (spec 2§2). */
export const marker = style({
  flex: 'none',
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radius.full,
  border: `2px solid transparent`,
  boxSizing: 'border-box',
  selectors: {
    '&[data-saved="true"]': { background: vars.color.brand.solid, borderColor: vars.color.brand.solid },
    '[data-hovered] &[data-saved="false"], [data-focused] &[data-saved="false"]': {
      borderColor: vars.color.brand.solid,
    },
  },
});

export const modalText = style({
  margin: 0,
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.normal,
});
export const modalFooter = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  flexWrap: 'wrap',
});
export const modalCheckbox = style({ marginRight: 'auto' });
