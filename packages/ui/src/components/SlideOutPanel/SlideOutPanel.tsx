import { useContext, useState, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, OverlayTriggerStateContext } from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { IconButton } from '../IconButton';
import { timings } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { ScrollBody } from '../../utils/ScrollBody';
import { useRetainedContent } from './useRetainedContent';
import * as styles from './SlideOutPanel.css';

export type SlideOutPanelSide = 'left' | 'right';

export interface SlideOutPanelProps {
  /** The heading at the top of the panel; it also names the dialog. */
  title: ReactNode;
  /** The panel's content. Kept on screen during the exit animation, cleared `timings.drawerClearMs` after closing. */
  children?: ReactNode;
  /** Extra controls in the header, before the close button (e.g. a "Mark all as read" button or a menu). */
  headerActions?: ReactNode;
  /**
   * Which edge the panel slides from: `left` to open beside a navigation, `right` for details and filters.
   * @default 'right'
   */
  side?: SlideOutPanelSide;
  /**
   * Width of the panel: a CSS length, ideally a token (vars.size.drawerSave | drawerFilters | drawerRecord).
   * It never exceeds the viewport.
   * @default vars.size.drawerSave
   */
  width?: string;
  /**
   * Distance from the chosen edge, e.g. `vars.size.navExpanded` to open beside an expanded navigation.
   * @default vars.space.none
   */
  offset?: string;
  /** Whether the panel is open (controlled). Leave unset inside a RAC `DialogTrigger`, which controls it. */
  isOpen?: boolean;
  /**
   * Whether the panel starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the panel opens or closes (inside a `DialogTrigger`, use the trigger's `onOpenChange`). */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Whether a click outside the panel closes it. Escape always closes it.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Accessible label of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /** Extra class on the panel. */
  className?: string;
}

/**
 * A side sheet over the page (modal: focus is trapped, Escape closes, focus returns to the opener).
 * Slides from the left edge (beside a navigation, see `offset`) or from the right.
 */
export function SlideOutPanel({
  title,
  children,
  headerActions,
  side = 'right',
  width = vars.size.drawerSave,
  offset = vars.space.none,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  isDismissable = true,
  closeLabel = 'Close',
  className,
}: SlideOutPanelProps) {
  // Inside a RAC DialogTrigger the trigger owns the state (and RAC returns focus to it on close).
  const triggerState = useContext(OverlayTriggerStateContext);
  const ownedByTrigger = isOpenProp === undefined && triggerState != null;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = ownedByTrigger ? triggerState.isOpen : (isOpenProp ?? uncontrolledOpen);

  const setOpen = (next: boolean) => {
    if (isOpenProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const content = useRetainedContent(isOpen, children, timings.drawerClearMs);

  return (
    <ModalOverlay
      {...(ownedByTrigger ? {} : { isOpen, onOpenChange: setOpen })}
      isDismissable={isDismissable}
      className={styles.overlay({ side })}
      style={assignInlineVars({ [styles.edgeOffset]: offset })}
    >
      <Modal
        className={[styles.panel({ side }), className].filter(Boolean).join(' ')}
        style={assignInlineVars({ [styles.panelWidth]: width })}
        data-side={side}
      >
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" level={2} className={styles.title}>
              {title}
            </Heading>
            {headerActions != null && <div className={styles.actions}>{headerActions}</div>}
            <IconButton slot="close" aria-label={closeLabel} icon="X" />
          </div>
          <ScrollBody className={styles.body}>{content}</ScrollBody>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
