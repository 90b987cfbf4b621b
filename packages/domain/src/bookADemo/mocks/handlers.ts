import { http, HttpResponse, type HttpHandler } from 'msw';

/**
 * REST mocks for the book-a-demo form: 'ok' records the request; 'error' fails it with a 500. `booking`: the booking
 * link the server answers (null: none configured).
 */
export function bookADemoHandlers(scenario: 'ok' | 'error' = 'ok', booking: { url: string; in_hours: boolean } | null = null): HttpHandler[] {
  let next = 1;
  return [
    http.post('*/api/demo_requests', () =>
      scenario === 'error'
        ? HttpResponse.json({ error: { code: 'internal', message: 'Unexpected error' } }, { status: 500 })
        : HttpResponse.json({ id: String(next++), created_at: '2026-11-20T10:30:00.000Z', booking }, { status: 201 }),
    ),
    http.post('*/api/sales_interactions', () => new HttpResponse(null, { status: 204 })),
  ];
}
