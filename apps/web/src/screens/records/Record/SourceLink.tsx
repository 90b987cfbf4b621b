import { openSourceLink, RECORD_COPY, sourceLinkPlan } from '@tenderlens/domain';
import { Button, Modal } from '@tenderlens/ui';
import { useState } from 'react';
import { reportError } from '../../../pageParts/errorReporter/errorReporter';
import * as styles from './Record.css';

export interface SourceLinkProps {
  url: string | null;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/**
 * The notice's source (docs/decisions/0012-record-page.md): '--' without a URL; portals that need a
 * session open their current-opportunity page first and the notice 1.5 s later; the old BLPD portal
 * and portal home pages show a dialog instead. A blocked popup is reported.
 */
export function SourceLink({ url }: SourceLinkProps) {
  const plan = sourceLinkPlan(url);
  const [dialogOpen, setDialogOpen] = useState(false);
  if (plan.kind === 'none') return <span>{RECORD_COPY.noSource}</span>;
  if (plan.kind === 'direct') {
    return (
      <a className={styles.link} href={plan.url} target="_blank" rel="noopener noreferrer">
        {hostOf(plan.url)}
      </a>
    );
  }
  const open = () =>
    openSourceLink(plan, { open: (u, target) => window.open(u, target), setTimeout: (fn, ms) => window.setTimeout(fn, ms) }, (error) =>
      reportError(error, { where: 'record source link' }),
    );
  if (plan.kind === 'twoStep') {
    return (
      <Button variant="link" iconEnd="ExternalLink" onPress={open}>
        {hostOf(plan.then)}
      </Button>
    );
  }
  return (
    <>
      <Button variant="link" onPress={() => setDialogOpen(true)}>
        {hostOf(plan.url)}
      </Button>
      <Modal
        title={plan.reason === 'blpd' ? RECORD_COPY.oldBlpdPortal : RECORD_COPY.noDeepLink}
        isOpen={dialogOpen}
        onOpenChange={setDialogOpen}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Close
            </Button>
            {plan.reason === 'noDeepLink' && (
              <Button
                onPress={() => {
                  open();
                  close();
                }}
              >
                Open the portal
              </Button>
            )}
          </>
        )}
      >
        <p className={styles.muted}>
          {plan.reason === 'blpd'
            ? 'This notice was published on a portal that has since closed, so its source page is no longer available. The details shown here are the notice as it was published.'
            : `The source links to the portal's home page (${hostOf(plan.url)}), not to this notice. Open the portal and search for the notice title.`}
        </p>
      </Modal>
    </>
  );
}
