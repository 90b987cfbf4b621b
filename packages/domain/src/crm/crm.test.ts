import { describe, expect, it } from 'vitest';
import { createSchemaClient } from '../testing/schemaClient';
import { DisconnectCrmMutation, GenerateOutreachMutation, IntegrationProviderQuery, UpdateCrmFieldMappingMutation } from './graphql/crm';
import { createCrmMockRoot } from './mocks/handlers';
import { CRM_LIMITS, CRM_MESSAGES, mailtoHref, OUTREACH_DEFAULTS, OUTREACH_MESSAGES, outreachErrors } from './rules/index';

describe('outreach and CRM rules', () => {
  it('validates the outreach form with the spec copy', () => {
    expect(outreachErrors(OUTREACH_DEFAULTS)).toEqual({});
    expect(outreachErrors({ ...OUTREACH_DEFAULTS, tone: [] }).tone).toBe('Please select at least one tone of voice');
    expect(outreachErrors({ ...OUTREACH_DEFAULTS, intent: null }).intent).toBe(OUTREACH_MESSAGES.intentRequired);
    expect(outreachErrors({ ...OUTREACH_DEFAULTS, numberOfResponses: 6 }).numberOfResponses).toBeDefined();
    expect(outreachErrors({ ...OUTREACH_DEFAULTS, numberOfResponses: 0 }).numberOfResponses).toBeDefined();
    expect(OUTREACH_DEFAULTS).toMatchObject({ intent: 'Awareness', tone: ['Casual'], length: 'Short' });
  });

  it('words CRM outcomes as spec 2§8 says', () => {
    expect(CRM_MESSAGES.sent('Provision of Cloud Hosting Services for Leeds', 'HUBSPOT')).toBe('Provision of Cloud Hosting Ser... sent to HubSpot');
    expect(CRM_MESSAGES.sent(null, 'SALESFORCE')).toBe('Successfully sent to Salesforce');
    expect(CRM_MESSAGES.outOfSync('support@tenderlens.test')).toBe('Please contact support@tenderlens.test to modify your CRM settings. The form is out of sync with your CRM.');
    expect(CRM_MESSAGES.failed('opportunity')).toBe('Something went wrong sending the opportunity to the CRM');
    expect([CRM_LIMITS.successToastMs, CRM_LIMITS.outOfSyncToastMs, CRM_LIMITS.accountSearchDebounceMs, CRM_LIMITS.accountSearchLimit, CRM_LIMITS.popupWaitMs]).toEqual([5000, 8000, 200, 50, 1500]);
    expect(CRM_LIMITS.tokenStaleMs).toBe(12 * 3600 * 1000);
    expect(mailtoHref('a@b.test', 'Hi & bye', 'Line 1\nLine 2')).toBe('mailto:a%40b.test?subject=Hi%20%26%20bye&body=Line%201%0ALine%202');
  });
});

describe('CRM cache: disconnect empties integrationProvider, a mapping update is the same entity', () => {
  it('runs the real cache', async () => {
    const { root } = createCrmMockRoot();
    const { client } = createSchemaClient(root);
    const sub = client.query(IntegrationProviderQuery, {}).subscribe(() => undefined);
    await client.query(IntegrationProviderQuery, {}).toPromise();
    expect(client.readQuery(IntegrationProviderQuery, {})?.data?.integrationProvider?.provider).toBe('HUBSPOT');
    await client.mutation(UpdateCrmFieldMappingMutation, { mapping: JSON.stringify({ deal: { title: 'dealname' } }) }).toPromise();
    expect(client.readQuery(IntegrationProviderQuery, {})?.data?.integrationProvider?.fieldMapping).toBe('{"deal":{"title":"dealname"}}');
    await client.mutation(DisconnectCrmMutation, {}).toPromise();
    expect(client.readQuery(IntegrationProviderQuery, {})?.data?.integrationProvider).toBeNull();
    const drafts = await client.mutation(GenerateOutreachMutation, { input: { intent: 'Awareness', tone: ['Casual'], length: 'Short', numberOfResponses: 2 } }).toPromise();
    expect(drafts.data?.generateOutreach.responses).toHaveLength(2);
    sub.unsubscribe();
  });
});
