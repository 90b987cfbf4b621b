import { ProgressBar as RACProgressBar } from 'react-aria-components';
import { Button } from '../Button';
import * as styles from './OnboardingNav.css';

export type OnboardingSegmentStatus = 'done' | 'current' | 'upcoming';

export interface OnboardingNavProps {
  /** The current step, counting from 1. */
  step: number;
  /** How many steps there are (one progress segment each). */
  totalSteps: number;
  /** Go to the previous step. Without it there is no Back button. */
  onBack?: () => void;
  /** Skip this step. Without it there is no Skip button. */
  onSkip?: () => void;
  /** Go to the next step (or finish on the last one). */
  onNext?: () => void;
  /**
   * Back button label.
   * @default 'Back'
   */
  backLabel?: string;
  /**
   * Skip button label.
   * @default 'Skip'
   */
  skipLabel?: string;
  /**
   * Next button label.
   * @default 'Next'
   */
  nextLabel?: string;
  /**
   * Next button label on the last step.
   * @default nextLabel
   */
  finishLabel?: string;
  /**
   * Text of the progress, shown and read as the progress bar's value.
   * @default (step, total) => `Step ${step} of ${total}`
   */
  formatProgress?: (step: number, total: number) => string;
  /**
   * Accessible name of the navigation landmark and of the progress bar.
   * @default 'Progress'
   */
  label?: string;
  /**
   * Disable Back (e.g. on the first step).
   * @default step <= 1
   */
  isBackDisabled?: boolean;
  /**
   * Disable Next (e.g. until the step is complete).
   * @default false
   */
  isNextDisabled?: boolean;
  /**
   * Show Next as busy.
   * @default false
   */
  isNextPending?: boolean;
  /** Extra class. */
  className?: string;
}

const defaultFormat = (step: number, total: number) => `Step ${step} of ${total}`;

/** Status of segment `index` (0-based) when the current step is `step` (1-based). */
export function onboardingSegmentStatus(index: number, step: number): OnboardingSegmentStatus {
  if (index + 1 < step) return 'done';
  return index + 1 === step ? 'current' : 'upcoming';
}

/** The bar at the foot of a multi-step flow: Back, a segmented progress bar ("Step X of N"), Skip and Next. */
export function OnboardingNav({
  step,
  totalSteps,
  onBack,
  onSkip,
  onNext,
  backLabel = 'Back',
  skipLabel = 'Skip',
  nextLabel = 'Next',
  finishLabel = nextLabel,
  formatProgress = defaultFormat,
  label = 'Progress',
  isBackDisabled = step <= 1,
  isNextDisabled = false,
  isNextPending = false,
  className,
}: OnboardingNavProps) {
  const total = Math.max(1, Math.trunc(totalSteps));
  const current = Math.min(Math.max(1, Math.trunc(step)), total);
  const text = formatProgress(current, total);
  const isLast = current === total;
  return (
    <nav aria-label={label} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <div className={styles.start}>
        {onBack && (
          <Button variant="tertiary" iconStart="ChevronLeft" isDisabled={isBackDisabled} onPress={onBack}>
            {backLabel}
          </Button>
        )}
      </div>
      <RACProgressBar
        className={styles.progress}
        aria-label={label}
        value={current}
        minValue={0}
        maxValue={total}
        valueLabel={text}
      >
        <span className={styles.progressText}>{text}</span>
        <span className={styles.segments} aria-hidden="true">
          {Array.from({ length: total }, (_, i) => {
            const status = onboardingSegmentStatus(i, current);
            return <span key={i} className={styles.segment({ status })} data-status={status} />;
          })}
        </span>
      </RACProgressBar>
      <div className={styles.end}>
        {onSkip && (
          <Button variant="secondary" onPress={onSkip}>
            {skipLabel}
          </Button>
        )}
        {onNext && (
          <Button
            variant="primary"
            iconEnd={isLast ? undefined : 'ChevronRight'}
            isDisabled={isNextDisabled}
            isPending={isNextPending}
            onPress={onNext}
          >
            {isLast ? finishLabel : nextLabel}
          </Button>
        )}
      </div>
    </nav>
  );
}
