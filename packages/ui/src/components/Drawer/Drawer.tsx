import { useContext, useMemo, useState, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, OverlayTriggerStateContext } from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { IconButton } from '../IconButton';
import { useRetainedContent } from '../SlideOutPanel/useRetainedContent';
import * as panelStyles from '../SlideOutPanel/SlideOutPanel.css';
import { ScrollBody } from '../../utils/ScrollBody';
import { timings } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import * as styles from './Drawer.css';

/** Named widths from tokens (size.drawerSave 486, drawerFilters 700, drawerRecord 1200), or px. */
export type DrawerWidth = 'save' | 'filters' | 'record' | number;

const namedWidths = {
  save: vars.size.drawerSave,
  filters: vars.size.drawerFilters,
  record: vars.size.drawerRecord,
} as const;

/** Resolves a DrawerWidth to a CSS length. */
export function drawerWidth(width: DrawerWidth): string {
  return typeof width === 'number' ? `${width}px` : namedWidths[width];
}

/** What render functions passed as `children` or `footer` receive. */
export interface DrawerRenderProps {
  /** Closes the drawer (focus returns to the element that opened it). */
  close: () => void;
}

export interface DrawerProps {
  /** The heading at the top; it also names the dialog. */
  title: ReactNode;
  /**
   * The body. Kept on screen while the drawer slides out, cleared `timings.drawerClearMs` after closing.
   * A function receives `{ close }`.
   */
  children?: ReactNode | ((props: DrawerRenderProps) => ReactNode);
  /** Actions pinned to the bottom (e.g. Cancel / Save). A function receives `{ close }`. */
  footer?: ReactNode | ((props: DrawerRenderProps) => ReactNode);
  /** When given, a "Back" arrow button before the title calls it (e.g. to return to a previous step). */
  onBack?: () => void;
  /**
   * Accessible label of the back button.
   * @default 'Back'
   */
  backLabel?: string;
  /** Extra controls in the header, before the close button. */
  headerActions?: ReactNode;
  /**
   * Width: `save` (size.drawerSave), `filters` (size.drawerFilters), `record` (size.drawerRecord) or a
   * number of px. Never wider than the viewport.
   * @default 'save'
   */
  width?: DrawerWidth;
  /** Whether the drawer is open (controlled). Leave unset inside a RAC `DialogTrigger`, which controls it. */
  isOpen?: boolean;
  /**
   * Whether it starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when it opens or closes (inside a `DialogTrigger`, use the trigger's `onOpenChange`). */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Whether a click outside closes it. Escape always closes it.
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
 * A modal side drawer from the right (RAC Modal + Dialog): title, optional back arrow, body and a footer.
 * Focus is trapped while open and returns to the opener on close. Shares its frame and the delayed clearing
 * of content with SlideOutPanel.
 */
export function Drawer({
  title,
  children,
  footer,
  onBack,
  backLabel = 'Back',
  headerActions,
  width = 'save',
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  isDismissable = true,
  closeLabel = 'Close',
  className,
}: DrawerProps) {
  const triggerState = useContext(OverlayTriggerStateContext);
  const ownedByTrigger = isOpenProp === undefined && triggerState != null;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = ownedByTrigger ? triggerState.isOpen : (isOpenProp ?? uncontrolledOpen);

  const setOpen = (next: boolean) => {
    if (isOpenProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  // Wrapped in an object: the hook stores its value with useState, which would call a render function.
  const content = useMemo(() => ({ body: children, foot: footer }), [children, footer]);
  const retained = useRetainedContent(isOpen, content, timings.drawerClearMs);
  const body = retained?.body;
  const foot = retained?.foot;

  return (
    <ModalOverlay
      {...(ownedByTrigger ? {} : { isOpen, onOpenChange: setOpen })}
      isDismissable={isDismissable}
      className={panelStyles.overlay({ side: 'right' })}
      style={assignInlineVars({ [panelStyles.edgeOffset]: vars.space.none })}
    >
      <Modal
        className={[panelStyles.panel({ side: 'right' }), className].filter(Boolean).join(' ')}
        style={assignInlineVars({ [panelStyles.panelWidth]: drawerWidth(width) })}
        data-width={typeof width === 'number' ? 'custom' : width}
      >
        <Dialog className={panelStyles.dialog}>
          {({ close }) => (
            <>
              <div className={panelStyles.header}>
                {onBack && <IconButton aria-label={backLabel} icon="ChevronLeft" onPress={onBack} />}
                <Heading slot="title" level={2} className={panelStyles.title}>
                  {title}
                </Heading>
                {headerActions != null && <div className={panelStyles.actions}>{headerActions}</div>}
                <IconButton slot="close" aria-label={closeLabel} icon="X" />
              </div>
              <ScrollBody className={panelStyles.body}>
                {typeof body === 'function' ? body({ close }) : body}
              </ScrollBody>
              {foot != null && (
                <div className={styles.footer}>{typeof foot === 'function' ? foot({ close }) : foot}</div>
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
