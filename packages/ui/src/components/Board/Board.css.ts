import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const board = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  overflowX: 'auto',
  paddingBottom: vars.space.sm,
  fontFamily: vars.font.family.body,
});

export const column = style({
  flex: '0 0 272px',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '160px',
  maxHeight: '75vh',
  background: vars.color.surface.sunken,
  border: `2px solid transparent`,
  borderRadius: vars.radius.lg,
  selectors: { '&[data-over="true"]': { borderColor: vars.color.border.focus } },
});

export const columnHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const columnTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const count = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  overflowY: 'auto',
});

export const card = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  // 2,000 cards: the browser skips layout and paint of the cards scrolled out of view.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 96px',
  // The card left behind while it is dragged: a dashed outline on the sunken surface, its text kept at full contrast.
  selectors: { '&[data-dragging="true"]': { borderStyle: 'dashed', background: vars.color.surface.sunken } },
});

export const overlay = style([card, { boxShadow: vars.shadow.sm, cursor: 'grabbing', contentVisibility: 'visible' }]);

export const handle = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
    '&:hover': { background: vars.color.surface.sunken },
  },
});

export const cardBody = style({ flex: '1 1 auto', minWidth: 0 });

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  textAlign: 'center',
});
