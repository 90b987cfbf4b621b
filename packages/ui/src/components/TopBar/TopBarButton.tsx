import { Button, type ButtonProps } from 'react-aria-components';
import * as styles from './TopBar.css';

export type TopBarButtonProps = Omit<ButtonProps, 'className'>;

/** A button styled for the TopBar (e.g. one that opens a dialog). */
export function TopBarButton(props: TopBarButtonProps) {
  return <Button {...props} className={styles.button} />;
}
