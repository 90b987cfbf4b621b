import { Link, type LinkProps } from 'react-aria-components';
import * as styles from './TopBar.css';

export type TopBarLinkProps = Omit<LinkProps, 'className'>;

/** A link styled for the TopBar. */
export function TopBarLink(props: TopBarLinkProps) {
  return <Link {...props} className={styles.link} />;
}
