import { useId, type ReactNode } from 'react';
import {
  Switch as RACSwitch,
  composeRenderProps,
  type SwitchProps as RACSwitchProps,
} from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  /** The label (clicking it toggles the switch). Without a label, give `aria-label`. */
  children?: ReactNode;
  /** Smaller help text under the label, linked with aria-describedby. */
  description?: ReactNode;
}

/** An on/off switch for a setting that applies at once (RAC Switch: role="switch"). */
export function Switch({ children, description, className, ...props }: SwitchProps) {
  const descriptionId = useId();
  const control = (
    <RACSwitch
      {...props}
      aria-describedby={
        description != null
          ? [props['aria-describedby'], descriptionId].filter(Boolean).join(' ')
          : props['aria-describedby']
      }
      className={composeRenderProps(className, (cn) => [styles.switchRoot, cn].filter(Boolean).join(' '))}
    >
      <span className={styles.track()} aria-hidden="true">
        <span className={styles.thumb()} />
      </span>
      {children}
    </RACSwitch>
  );
  if (description == null) return control;
  return (
    <div className={styles.withDescription}>
      {control}
      <span id={descriptionId} className={styles.description}>
        {description}
      </span>
    </div>
  );
}
