import { useId, useState } from 'react';
import { hasDataType, paywallFor, paywallPlanNote, useCurrentUser } from '@tenderlens/domain';
import type { DocumentOwnerType } from '@tenderlens/domain/files';
import { LockedContent, Skeleton, SkeletonGroup } from '@tenderlens/ui';
import { PaywallPrompt } from '../../../pageParts/paywall/DataTypeLocked';
import * as styles from '../../../pageParts/layout/Pages.css';
import { DocumentList } from '../Documents/DocumentsPage';

export interface OwnerDocumentsProps {
  /** The buyer, notice or opportunity whose documents these are (uploads attach to it). */
  owner: { type: DocumentOwnerType; guid: string };
}

/**
 * The Documents section of a buyer, a notice or an opportunity (issue 15): the owner's documents
 * (search, processing status, download, delete), uploads by file or link attached to it. Without
 * DOCUMENTS (Free, a guest pass) the section is locked and its button opens the DOCUMENTS paywall
 * (decision 0039: one paywall per data type, its copy from the plan catalogue).
 */
export function OwnerDocuments({ owner }: OwnerDocumentsProps) {
  const { user, fetching } = useCurrentUser();
  const headingId = useId();
  const [paywallOpen, setPaywallOpen] = useState(false);
  let body;
  if (!user && fetching)
    body = (
      <SkeletonGroup label="Loading documents">
        <Skeleton variant="block" height="120px" />
      </SkeletonGroup>
    );
  else if (!hasDataType(user, 'DOCUMENTS')) {
    const paywall = paywallFor('DOCUMENTS');
    body = (
      <LockedContent
        title={paywall.title}
        description={paywall.description}
        planNote={paywallPlanNote(paywall.requires)}
        headingLevel={3}
        action={{ label: paywall.primary, onPress: () => setPaywallOpen(true) }}
      >
        <Skeleton variant="block" height="120px" />
      </LockedContent>
    );
  } else body = <DocumentList owner={owner} compact />;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.subheading}>
        Documents
      </h2>
      {body}
      <PaywallPrompt type={paywallOpen ? 'DOCUMENTS' : null} onClose={() => setPaywallOpen(false)} />
    </section>
  );
}
