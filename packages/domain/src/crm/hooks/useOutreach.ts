import { useCallback, useState } from 'react';
import { useMutation } from 'urql';
import { GenerateOutreachMutation, type OutreachResponseData } from '../graphql/crm';
import { OUTREACH_MESSAGES, outreachErrors, type OutreachForm } from '../rules/index';

/** Who the drafts are for: our contact (by id) or names, at a buyer. */
export interface OutreachTarget {
  contactId?: string | null;
  buyerId?: string | null;
  buyerName?: string | null;
  contactName?: string | null;
  contactJobTitle?: string | null;
}

export type OutreachState =
  | { status: 'idle' }
  | { status: 'generating' }
  | { status: 'results'; responses: OutreachResponseData[] }
  | { status: 'failed'; message: typeof OUTREACH_MESSAGES.failed };

/** idle → generating → results (or failed); `generate` again is 'Refresh results'; `reset` on a new contact or buyer. */
export function useGenerateOutreach() {
  const [, execute] = useMutation(GenerateOutreachMutation);
  const [state, setState] = useState<OutreachState>({ status: 'idle' });
  const generate = useCallback(
    async (form: OutreachForm, target: OutreachTarget): Promise<boolean> => {
      if (Object.keys(outreachErrors(form)).length > 0 || !form.intent) return false;
      setState({ status: 'generating' });
      const result = await execute({
        input: {
          intent: form.intent,
          tone: form.tone,
          length: form.length,
          companyInformation: form.companyInformation || null,
          senderPersonalisation: form.senderPersonalisation || null,
          numberOfResponses: form.numberOfResponses,
          contactId: target.contactId ?? null,
          buyerId: target.buyerId ?? null,
          buyerName: target.buyerName ?? null,
          contactName: target.contactName ?? null,
          contactJobTitle: target.contactJobTitle ?? null,
        },
      });
      const responses = result.data?.generateOutreach.responses;
      setState(responses ? { status: 'results', responses } : { status: 'failed', message: OUTREACH_MESSAGES.failed });
      return Boolean(responses);
    },
    [execute],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, generate, reset };
}
