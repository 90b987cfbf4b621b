import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { redactedSharedRecordFixture, sharedRecordFixture } from './fixtures';

/**
 * REST mock for share via email: 'ok' answers like the API (outbox transport); 'error' is the 502
 * 'email_failed'; 'rateLimited' the 429 past the hourly limits (docs/contracts.md).
 */
export function shareHandlers(scenario: 'ok' | 'error' | 'rateLimited' = 'ok'): HttpHandler[] {
  let next = 1;
  return [
    http.post('*/api/records/share', async ({ request }) => {
      if (scenario === 'rateLimited')
        return HttpResponse.json(
          { error: { code: 'rate_limited', message: 'You have sent too many emails. Please try again later.', retry_after: 1800 } },
          { status: 429, headers: { 'Retry-After': '1800' } },
        );
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

/**
 * What GET /api/share_links/{token} answers: 'ok' the shared record (any token), 'redacted' an awarded
 * notice shared by a Free-plan company, 'expired' 410, 'notFound' 404, 'error' 500, 'loading' never.
 */
export type ShareLinkScenario = 'ok' | 'redacted' | 'expired' | 'notFound' | 'error' | 'loading';

export function shareLinkHandlers(scenario: ShareLinkScenario = 'ok'): HttpHandler[] {
  return [
    http.get('*/api/share_links/:token', async ({ params }) => {
      const token = String(params.token);
      switch (scenario) {
        case 'loading':
          await delay('infinite');
          return HttpResponse.json({});
        case 'expired':
          return HttpResponse.json(
            { error: { code: 'expired', message: 'This share link has expired' } },
            { status: 410 },
          );
        case 'notFound':
          return HttpResponse.json(
            { error: { code: 'not_found', message: 'Share link not found' } },
            { status: 404 },
          );
        case 'error':
          return HttpResponse.json(
            { error: { code: 'internal', message: 'Something went wrong' } },
            { status: 500 },
          );
        case 'redacted':
          return HttpResponse.json({
            ...redactedSharedRecordFixture,
            share_link: { ...redactedSharedRecordFixture.share_link, token },
          });
        case 'ok':
          return HttpResponse.json({
            ...sharedRecordFixture,
            share_link: { ...sharedRecordFixture.share_link, token },
          });
      }
    }),
  ];
}
