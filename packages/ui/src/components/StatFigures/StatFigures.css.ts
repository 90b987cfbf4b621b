import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  fontFamily: vars.font.family.body,
});

export const item = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    gap: vars.space.xxs,
    flex: '1 1 0',
    minWidth: vars.size.navCollapsed,
  },
  variants: {
    divided: {
      true: {
        selectors: {
          '& + &': {
            paddingInlineStart: vars.space.lg,
            borderInlineStart: `1px solid ${vars.color.border.subtle}`,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { divided: false },
});

export const label = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const value = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
