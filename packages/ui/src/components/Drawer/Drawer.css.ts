import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The overlay, panel, header and body are SlideOutPanel's (one frame for every side sheet);
// the Drawer adds a footer pinned to the bottom.
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});
