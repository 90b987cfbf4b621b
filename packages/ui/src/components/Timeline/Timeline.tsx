import type { ReactNode } from 'react';
import * as styles from './Timeline.css';

export type TimelineStepStatus = 'done' | 'current' | 'upcoming';

export interface TimelineLine {
  /** What the value is. */
  label: ReactNode;
  /** The value, already formatted. A missing value drops the line. */
  value?: ReactNode;
}

export interface TimelineStep {
  /** Stable id, also what `currentStepId` refers to. */
  id: string;
  /** Step name, e.g. `'Planning'`. */
  label: ReactNode;
  /** Label/value lines shown in the step. */
  lines?: readonly TimelineLine[];
}

export interface TimelineProps {
  /** The steps, in order (usually three). */
  steps: readonly TimelineStep[];
  /** Id of the current step: highlighted and marked `aria-current="step"`. Earlier steps are done. */
  currentStepId?: string;
  /**
   * Shown in an earlier (done) or the current step that has no data.
   * @default 'Not identified'
   */
  emptyText?: ReactNode;
  /**
   * Visible marker on the current step (read by screen readers after the label).
   * @default 'Current'
   */
  currentText?: string;
  /**
   * Heading level of each step's label.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Accessible name of the list. */
  'aria-label'?: string;
  /** Extra class. */
  className?: string;
}

/** Status of the step at `index` given the index of the current step (-1: none current, all upcoming). */
export function timelineStepStatus(index: number, currentIndex: number): TimelineStepStatus {
  if (currentIndex < 0) return 'upcoming';
  if (index < currentIndex) return 'done';
  return index === currentIndex ? 'current' : 'upcoming';
}

const hasValue = (v: ReactNode) => v != null && v !== '' && v !== false;

/** An ordered row of steps with the current one highlighted; each step holds label/value lines. */
export function Timeline({
  steps,
  currentStepId,
  emptyText = 'Not identified',
  currentText = 'Current',
  headingLevel = 3,
  'aria-label': ariaLabel,
  className,
}: TimelineProps) {
  const currentIndex = steps.findIndex((s) => s.id === currentStepId);
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={[styles.list, className].filter(Boolean).join(' ')} aria-label={ariaLabel}>
      {steps.map((step, index) => {
        const status = timelineStepStatus(index, currentIndex);
        const lines = (step.lines ?? []).filter((l) => hasValue(l.value));
        return (
          <li
            key={step.id}
            className={styles.step({ status })}
            data-status={status}
            aria-current={status === 'current' ? 'step' : undefined}
          >
            <div className={styles.stepHeader}>
              <Heading className={styles.stepLabel}>{step.label}</Heading>
              {status === 'current' && <span className={styles.currentMarker}>{currentText}</span>}
            </div>
            {lines.length > 0 ? (
              <dl className={styles.lines}>
                {lines.map((line, i) => (
                  <div key={i} className={styles.line}>
                    <dt className={styles.lineLabel}>{line.label}</dt>
                    <dd className={styles.lineValue}>{line.value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              status !== 'upcoming' && <p className={styles.empty}>{emptyText}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
