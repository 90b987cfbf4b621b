import { demoDatesNote, useAppConfig } from '@tenderlens/domain';
import { Icon } from '@tenderlens/ui';
import * as styles from './DemoDatesNote.css';

export interface DemoDatesNoteProps {
  className?: string;
}

/**
 * 'Demo data: real notices, dates moved forward' wherever notice dates show in a demo whose first
 * start moved them (app config demoDatesShifted; docs/decisions/0027-demo-dates-moved-forward.md).
 * Renders nothing on a synced install or with --real-dates.
 */
export function DemoDatesNote({ className }: DemoDatesNoteProps) {
  const { appConfig } = useAppConfig();
  const text = demoDatesNote(appConfig);
  if (!text) return null;
  return (
    <p className={className ? `${styles.note} ${className}` : styles.note}>
      <Icon icon="Info" size="sm" />
      {text}
    </p>
  );
}
