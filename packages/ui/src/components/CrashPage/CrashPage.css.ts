import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../styles/focusRing.css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: '100dvh',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  background: vars.color.surface.page,
  color: vars.color.text.primary,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.drawerFilters,
  alignSelf: 'flex-start',
  padding: vars.space.xxl,
  background: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const illustration = style({
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  color: vars.color.tone.critical.solid,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.text.secondary,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const text = style({ margin: 0 });

export const eventRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const code = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  wordBreak: 'break-all',
});

export const copyStatus = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const details = style({
  borderTop: `1px solid ${vars.color.border.subtle}`,
  paddingTop: vars.space.lg,
});

export const summary = style([
  focusRing,
  {
    cursor: 'pointer',
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.link,
    borderRadius: vars.radius.sm,
  },
]);

export const pre = style({
  maxHeight: `calc(${vars.space.xxxl} * 6)`,
  overflow: 'auto',
  margin: `${vars.space.sm} 0 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});
