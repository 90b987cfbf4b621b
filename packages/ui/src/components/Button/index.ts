export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonStyleProps, ButtonVariant } from './Button';
export { LinkButton } from './LinkButton';
export type { LinkButtonProps } from './LinkButton';
