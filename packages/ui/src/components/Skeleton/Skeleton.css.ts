import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const widthVar = createVar();
export const heightVar = createVar();
export const linesWidthVar = createVar();

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const shape = recipe({
  base: {
    display: 'block',
    background: vars.color.border.subtle,
    width: widthVar,
    height: heightVar,
    animation: `${pulse} ${vars.duration.pulse} ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    variant: {
      text: {
        vars: { [widthVar]: '100%', [heightVar]: '1em' },
        borderRadius: vars.radius.sm,
        fontSize: vars.font.size.md,
      },
      block: { vars: { [widthVar]: '100%', [heightVar]: vars.size.controlHeight }, borderRadius: vars.radius.md },
      circle: {
        vars: { [widthVar]: vars.size.controlHeight, [heightVar]: vars.size.controlHeight },
        borderRadius: vars.radius.full,
      },
    },
  },
  defaultVariants: { variant: 'text' },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: fallbackVar(linesWidthVar, '100%'),
});

/** The last line of a paragraph is shorter, as real text is. */
export const lastLine = style({ vars: { [widthVar]: '60%' } });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
