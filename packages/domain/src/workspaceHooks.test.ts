// Hooks of the core workspace against the real client (all exchanges) and the msw mocks of each feature.
import { act, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useHideLead } from './leads/hooks/useLeadActions';
import { useLead } from './leads/hooks/useLead';
import { useToggleBuyersInList, useBuyerLists } from './lists/hooks/useLists';
import { BUYER_GUIDS, mockHandlers } from './mocks';
import { useCreateOpportunity } from './opportunities/hooks/useOpportunities';
import { useShareViaEmail } from './sharing/hooks/useShareViaEmail';
import { renderWithClient } from './testing/renderWithClient';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('workspace hooks over the mocks', () => {
  it('hides a lead with the spec’s toast text, and says "Failed to hide notice" when it fails', async () => {
    server.use(...mockHandlers());
    const { result } = renderWithClient(() => ({ lead: useLead('11'), actions: useHideLead() }));
    await waitFor(() => expect(result.current.lead.data).toBeDefined());
    const lead = result.current.lead.data;
    if (!lead) throw new Error('no lead');
    let outcome: Awaited<ReturnType<typeof result.current.actions.hide>> | undefined;
    await act(async () => {
      outcome = await result.current.actions.hide(lead);
    });
    expect(outcome).toMatchObject({
      ok: true,
      message: 'Provision of Cloud Hosting Services for Leeds City Council hidden for your team',
    });
    await waitFor(() => expect(result.current.lead.data?.hiddenDate).toEqual(expect.any(String)));

    server.resetHandlers(...mockHandlers({ leads: { failMutations: true } }));
    await act(async () => {
      outcome = await result.current.actions.hide(lead);
    });
    expect(outcome).toMatchObject({ ok: false, message: 'Failed to hide notice' });
  });

  it('toggles buyers in a list with the bulk toast', async () => {
    server.use(...mockHandlers());
    const { result } = renderWithClient(() => ({
      lists: useBuyerLists({ signedIn: true }),
      toggle: useToggleBuyersInList(),
    }));
    await waitFor(() => expect(result.current.lists.lists).toBeDefined());
    const councils = result.current.lists.lists?.private[0];
    if (!councils) throw new Error('no list');
    let outcome: Awaited<ReturnType<typeof result.current.toggle.toggle>> | undefined;
    await act(async () => {
      outcome = await result.current.toggle.toggle(councils, [BUYER_GUIDS.kent, BUYER_GUIDS.bristol]);
    });
    expect(outcome).toMatchObject({ ok: true, message: 'Successfully added 2 buyers to Councils' });
    await act(async () => {
      outcome = await result.current.toggle.toggle(
        { ...councils, buyerGuids: [BUYER_GUIDS.leeds, BUYER_GUIDS.kent] },
        [BUYER_GUIDS.leeds, BUYER_GUIDS.kent],
      );
    });
    expect(outcome).toMatchObject({ ok: true, message: 'Successfully removed 2 buyers from Councils' });
  });

  it('creates an opportunity from a notice, and a bad form is "Failed to create opportunity"', async () => {
    server.use(...mockHandlers());
    const { result } = renderWithClient(() => useCreateOpportunity());
    const entities = [{ entityId: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e07', entityType: 'Notice' as const }];
    let outcome: Awaited<ReturnType<typeof result.current.create>> | undefined;
    await act(async () => {
      outcome = await result.current.create(
        { name: 'Kent bid', stageId: '102', value: '1000' },
        { entities, entityId: entities[0]?.entityId ?? '' },
      );
    });
    expect(outcome).toMatchObject({
      ok: true,
      message: 'New Opportunity created from notice',
      opportunity: { name: 'Kent bid', isSaved: true },
    });
    await act(async () => {
      outcome = await result.current.create({ name: '', stageId: '' }, { entities, entityId: '' });
    });
    expect(outcome).toMatchObject({
      ok: false,
      message: 'Failed to create opportunity',
      fieldErrors: { name: 'Name is required', stageId: 'Stage is required' },
    });
  });

  it('shares by email, and a failed send says "Failed to send email"', async () => {
    server.use(...mockHandlers());
    const { result } = renderWithClient(() => useShareViaEmail());
    let outcome: Awaited<ReturnType<typeof result.current.share>> | undefined;
    await act(async () => {
      outcome = await result.current.share({ to: 'a@x.org, b@y.org' }, ['g1']);
    });
    expect(outcome).toMatchObject({ ok: true, response: { status: 'stored' } });
    await act(async () => {
      outcome = await result.current.share({ to: '' }, ['g1']);
    });
    expect(outcome).toEqual({ ok: false, fieldError: 'Please enter at least one email address' });
    server.resetHandlers(...mockHandlers({ share: 'error' }));
    await act(async () => {
      outcome = await result.current.share({ to: 'a@x.org' }, ['g1']);
    });
    expect(outcome).toEqual({ ok: false, message: 'Failed to send email' });
  });
});
