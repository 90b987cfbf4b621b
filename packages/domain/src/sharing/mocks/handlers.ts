import { http, HttpResponse, type HttpHandler } from 'msw';

/** REST mock for share via email: 'ok' answers like the API (outbox transport); 'error' is the 502 'email_failed'. */
export function shareHandlers(scenario: 'ok' | 'error' = 'ok'): HttpHandler[] {
  let next = 1;
  return [
    http.post('*/api/records/share', async ({ request }) => {
      if (scenario === 'error')
        return HttpResponse.json(
          { error: { code: 'email_failed', message: 'Failed to send email' } },
          { status: 502 },
        );
      const body = (await request.json()) as { guids?: string[] };
      const id = next++;
      return HttpResponse.json({
        sent: true,
        status: 'stored',
        outbox_id: String(id),
        share_links: (body.guids ?? []).map((guid, i) => ({
          token: `mock-share-token-${id}-${i}-0000000000`,
          title: 'Shared notice',
          resource_type: 'record',
          resource_id: guid,
          expires_at: '2026-12-20T00:00:00.000Z',
          url: `http://localhost/records/${guid}?share=mock-share-token-${id}-${i}-0000000000`,
        })),
      });
    }),
  ];
}
