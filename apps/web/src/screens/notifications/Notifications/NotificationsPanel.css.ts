import { style } from '@vanilla-extract/css';
import { vars } from '@tenderlens/ui';

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
export const group = style({ marginTop: vars.space.lg });
export const groupHeading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: '10px 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  selectors: { '&[data-unread="true"]': { background: vars.color.brand.subtle } },
});
export const dot = style({
  width: '8px',
  height: '8px',
  marginTop: '7px',
  borderRadius: vars.radius.full,
  selectors: { '[data-unread="true"] > &': { background: vars.color.brand.solid } },
});
export const body = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.text.primary,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&:hover': { textDecoration: 'underline' },
  },
});
export const quote = style({
  color: vars.color.text.secondary,
  fontStyle: 'italic',
  fontSize: vars.font.size.sm,
});
export const time = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs });
export const footer = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg });
