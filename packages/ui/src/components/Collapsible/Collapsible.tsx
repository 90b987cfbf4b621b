import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button as RACButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Collapsible.css';

export interface CollapsibleProps {
  /** The trigger's main text (it names the button that expands and collapses). */
  title: ReactNode;
  /** Smaller text under the title, e.g. a summary of what is set inside. */
  subtitle?: ReactNode;
  /** The content revealed when expanded. */
  children?: ReactNode;
  /** Content under the panel, shown whether expanded or not (e.g. a "View all" link). */
  footer?: ReactNode;
  /** Text beside the chevron while collapsed, e.g. 'Show'. Decorative: the button announces its state. */
  collapsedText?: string;
  /** Text beside the chevron while expanded, e.g. 'Hide'. */
  expandedText?: string;
  /**
   * Whether it starts expanded (uncontrolled).
   * @default false
   */
  defaultExpanded?: boolean;
  /** Whether it is expanded (controlled). */
  isExpanded?: boolean;
  /** Called when the user expands or collapses it (and on `autoExpand`). */
  onExpandedChange?: (isExpanded: boolean) => void;
  /**
   * Expands it once, the first time this becomes true (e.g. when content arrives). The user can collapse it
   * again afterwards; later changes of this flag do nothing.
   * @default false
   */
  autoExpand?: boolean;
  /**
   * Whether the trigger is disabled (the panel keeps its current state).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Draw a border and rounded corners around the whole section.
   * @default false
   */
  bordered?: boolean;
  /**
   * Heading level wrapping the trigger, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra class. */
  className?: string;
}

/**
 * A section that expands and collapses (RAC Disclosure): title, subtitle, chevron with optional text,
 * footer. The height animates over duration.collapse (none when the user prefers reduced motion).
 */
export function Collapsible({
  title,
  subtitle,
  children,
  footer,
  collapsedText,
  expandedText,
  defaultExpanded = false,
  isExpanded: isExpandedProp,
  onExpandedChange,
  autoExpand = false,
  isDisabled = false,
  bordered = false,
  headingLevel = 3,
  className,
}: CollapsibleProps) {
  const [internal, setInternal] = useState(defaultExpanded);
  const isExpanded = isExpandedProp ?? internal;

  const latest = useRef({ isExpanded, isControlled: isExpandedProp !== undefined, onExpandedChange });
  useEffect(() => {
    latest.current = { isExpanded, isControlled: isExpandedProp !== undefined, onExpandedChange };
  });

  // autoExpand: a one-shot, the first time the flag is true.
  const autoDone = useRef(false);
  useEffect(() => {
    if (!autoExpand || autoDone.current) return;
    autoDone.current = true;
    const { isExpanded: open, isControlled, onExpandedChange: notify } = latest.current;
    if (open) return;
    if (!isControlled) setInternal(true);
    notify?.(true);
  }, [autoExpand]);

  const change = (next: boolean) => {
    if (isExpandedProp === undefined) setInternal(next);
    onExpandedChange?.(next);
  };

  const chevronText = isExpanded ? expandedText : collapsedText;

  return (
    <Disclosure
      isExpanded={isExpanded}
      onExpandedChange={change}
      isDisabled={isDisabled}
      className={[styles.root({ bordered }), className].filter(Boolean).join(' ')}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <RACButton slot="trigger" className={styles.trigger}>
          <span className={styles.titles}>
            <span className={styles.title}>{title}</span>
            {subtitle != null && <span className={styles.subtitle}>{subtitle}</span>}
          </span>
          <span className={styles.chevron} aria-hidden="true">
            {chevronText}
            <Icon icon="ChevronDown" size="sm" className={styles.chevronIcon} />
          </span>
        </RACButton>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelInner}>{children}</div>
      </DisclosurePanel>
      {footer != null && <div className={styles.footer}>{footer}</div>}
    </Disclosure>
  );
}
