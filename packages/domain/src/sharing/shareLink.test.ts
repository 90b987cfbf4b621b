/** The share-link hook through the real client against the msw mocks, signed out, and its rules. */
import { waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FetchError, ResponseError } from '../lib/errors';
import { mockHandlers } from '../mocks';
import { renderWithClient } from '../testing/renderWithClient';
import { useShareLink } from './hooks/useShareLink';
import { SHARE_TOKEN_FIXTURE, sharedRecordFixture } from './mocks/fixtures';
import type { ShareLinkScenario } from './mocks/handlers';
import { parseShareToken, shareLinkProblem } from './rules/shareLink';
import { SharedRecordSchema } from './schemas/shareLink';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedOut = (shareLink: ShareLinkScenario) => mockHandlers({ user: null, shareLink });

describe('useShareLink', () => {
  it('opens the shared record without a session', async () => {
    server.use(...signedOut('ok'));
    const { result } = renderWithClient(() => useShareLink(SHARE_TOKEN_FIXTURE));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.problem).toBeNull();
    expect(result.current.data).toMatchObject({
      token: SHARE_TOKEN_FIXTURE,
      expiresAt: '2025-04-09T09:30:00.000Z',
      sharedBy: { name: 'Maya Patel', companyName: 'Northwind Digital Ltd' },
      record: {
        name: sharedRecordFixture.record.name,
        buyer: { name: 'Leeds City Council' },
        value: 1_200_000,
        redacted: false,
      },
    });
  });

  it.each([
    ['expired', 'expired'],
    ['notFound', 'not_found'],
  ] as const)('%s link → problem %s, not retried', async (scenario, problem) => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/share_links/')) calls += 1;
    });
    server.use(...signedOut(scenario));
    const { result } = renderWithClient(() => useShareLink(SHARE_TOKEN_FIXTURE));
    await waitFor(() => expect(result.current.problem).toBe(problem));
    expect(result.current.loading).toBe(false);
    expect(result.current.data).toBeUndefined();
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });

  it('a withheld award arrives as redacted with no value', async () => {
    server.use(...signedOut('redacted'));
    const { result } = renderWithClient(() => useShareLink(SHARE_TOKEN_FIXTURE));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.record).toMatchObject({ stage: 'AWARDED', value: null, redacted: true });
    expect(result.current.data?.message).toBeNull();
  });

  it('no token is an unknown link, with no request', () => {
    server.use(...signedOut('error'));
    const { result } = renderWithClient(() => useShareLink(null));
    expect(result.current).toMatchObject({ loading: false, problem: 'not_found', data: undefined });
  });
});

describe('share link rules', () => {
  it.each([
    [new ResponseError(410, 'expired'), 'expired'],
    [new ResponseError(404, 'not_found'), 'not_found'],
    [new ResponseError(400, 'bad_request'), 'not_found'],
    [new ResponseError(500, 'internal'), 'failed'],
    [new ResponseError(200, 'invalid_response'), 'failed'],
    [new FetchError(), 'failed'],
    [new Error('boom'), 'failed'],
  ])('%s → %s', (error, problem) => {
    expect(shareLinkProblem(error)).toBe(problem);
  });

  it.each([
    [SHARE_TOKEN_FIXTURE, SHARE_TOKEN_FIXTURE],
    ['Ab-_0123456789xyz', 'Ab-_0123456789xyz'],
    ['short', null],
    ['has spaces in it 0123', null],
    ["x'or'1'='1-----------", null],
    ['', null],
    [null, null],
  ])('share=%j → %j', (raw, token) => {
    expect(parseShareToken(raw)).toBe(token);
  });

  it('parses the API answer to camelCase and accepts an older answer without message or sharer', () => {
    const { message: _m, shared_by: _s, ...older } = sharedRecordFixture;
    const parsed = SharedRecordSchema.parse({ ...older, record: { ...older.record, redacted: undefined } });
    expect(parsed).toMatchObject({
      message: null,
      sharedBy: null,
      record: { redacted: false, publishDate: '2025-02-10T09:00:00.000Z' },
    });
  });
});
