import { Banner, Button, Modal } from '@tenderlens/ui';
import { useState } from 'react';
import * as pages from '../layout/Pages.css';

export interface DeleteUserModalProps {
  /** The person's name and email, as the confirmation names them. */
  name: string;
  email: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Deletes; resolves to an error message to show, or null when deleted. */
  onDelete: () => Promise<string | null>;
}

/**
 * 'Delete user?' (decision 0049): says what goes with the user (their private views and lists) and what stays with
 * the team (comments, opportunities, team-shared lists and views). Used by My team and the admin user page.
 */
export function DeleteUserModal({ name, email, isOpen, onOpenChange, onDelete }: DeleteUserModalProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal title={`Delete ${name}?`} isOpen={isOpen} onOpenChange={onOpenChange}>
      {({ close }) => (
        <div className={pages.section}>
          <p>
            {`${name} (${email}) will no longer be able to sign in. Their private saved views and lists are deleted. Comments, opportunities and lists shared with the team stay with the team. This cannot be undone.`}
          </p>
          {error ? (
            <Banner tone="critical" title="The user was not deleted" isLive>
              {error}
            </Banner>
          ) : null}
          <div className={pages.controls}>
            <Button
              variant="danger"
              isPending={pending}
              onPress={() => {
                setPending(true);
                void onDelete().then((message) => {
                  setPending(false);
                  setError(message);
                  if (message === null) close();
                });
              }}
            >
              Delete user
            </Button>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
