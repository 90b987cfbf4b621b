import { BID_MESSAGES, bidPromptDismissedState, bidQualificationPath, shouldShowBidPrompt, useBidCredits, useCurrentUser } from '@tenderlens/domain';
import { Button, Checkbox, Modal } from '@tenderlens/ui';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../navigation/routes';

export interface BidPromptModalProps {
  /** The opportunity just created; null: closed. */
  opportunityId: string | null;
  onClose: () => void;
}

/**
 * The bid/no-bid prompt after an opportunity is created (spec 2§2): shown only with bid credits or
 * the BIDS data type, unless dismissed in this browser; 'View the opportunity' or 'Generate a report'.
 */
export function BidPromptModal({ opportunityId, onClose }: BidPromptModalProps) {
  const { user } = useCurrentUser();
  const { credits } = useBidCredits({ pause: !opportunityId || !user || user.guest });
  const [dismissed, setDismissed] = useAtom(bidPromptDismissedState);
  const [dontShow, setDontShow] = useState(false);
  const navigate = useNavigate();
  const show = Boolean(opportunityId && user && !user.guest && shouldShowBidPrompt({ dataTypes: user.activeDataTypes, credits, dismissed }));
  if (!show || !opportunityId) return null;
  const leave = (to: string) => {
    if (dontShow) setDismissed(true);
    onClose();
    void navigate(to);
  };
  return (
    <Modal
      isOpen
      title={BID_MESSAGES.promptTitle}
      onOpenChange={(open) => {
        if (open) return;
        if (dontShow) setDismissed(true);
        onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={() => leave(`${paths.opportunities}/${encodeURIComponent(opportunityId)}`)}>
            View the opportunity
          </Button>
          <Button onPress={() => leave(bidQualificationPath(opportunityId))}>Generate a report</Button>
        </>
      }
    >
      <p>{BID_MESSAGES.promptBody}</p>
      <Checkbox isSelected={dontShow} onChange={setDontShow}>
        Don’t show this again
      </Checkbox>
    </Modal>
  );
}
