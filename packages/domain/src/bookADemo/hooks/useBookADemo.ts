import { useCallback, useState } from 'react';
import { useTenderlensSession } from '../../client/session';
import { isDataType } from '../../plans/index';
import {
  BookADemoFormSchema,
  DemoRequestJsonSchema,
  bookADemoFieldErrors,
  type BookADemoFieldErrors,
  type BookADemoForm,
} from '../schemas/bookADemoForm';

export type BookADemoResult =
  | { ok: true; booking: { url: string; inHours: boolean } | null }
  | { ok: false; fieldErrors: BookADemoFieldErrors }
  | { ok: false; error: 'failed' };

export interface UseBookADemoResult {
  submit: (form: BookADemoForm) => Promise<BookADemoResult>;
  /** Logs that the form was closed without sending (spec 2§4). Never throws. */
  logCancelled: (context: { dataType?: string; pageUrl: string }) => void;
  pending: boolean;
}

/** Book a demo: validates with the spec's messages, then POST /api/demo_requests. */
export function useBookADemo(): UseBookADemoResult {
  const { apiFetch } = useTenderlensSession();
  const [pending, setPending] = useState(false);

  const submit = useCallback(
    async (form: BookADemoForm): Promise<BookADemoResult> => {
      const fieldErrors = bookADemoFieldErrors(form);
      if (fieldErrors) return { ok: false, fieldErrors };
      const body = BookADemoFormSchema.parse(form);
      setPending(true);
      try {
        const answer = await apiFetch('/api/demo_requests', {
          method: 'POST',
          body: { first_name: body.firstName, last_name: body.lastName, email: body.email, phone: body.phone || null, context: body.context ?? null },
          schema: DemoRequestJsonSchema,
        });
        return { ok: true, booking: answer.booking ? { url: answer.booking.url, inHours: answer.booking.in_hours } : null };
      } catch {
        return { ok: false, error: 'failed' };
      } finally {
        setPending(false);
      }
    },
    [apiFetch],
  );

  const logCancelled = useCallback(
    (context: { dataType?: string; pageUrl: string }) => {
      apiFetch('/api/sales_interactions', {
        method: 'POST',
        body: {
          actionType: 'BOOK_A_DEMO_CANCELLED',
          // The modal's context is a data type or a page; the log's dataType is only ever a data type.
          dataType: context.dataType && isDataType(context.dataType) ? context.dataType : null,
          pageUrl: context.pageUrl,
          contextSource: 'book_a_demo_modal',
        },
      }).catch((error: unknown) => console.warn('Could not log the cancelled demo request', error));
    },
    [apiFetch],
  );

  return { submit, logCancelled, pending };
}
