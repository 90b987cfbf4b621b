import type { IntegrationProviderData, OutreachResponseData } from '../graphql/crm';
import type { CrmFieldData } from '../schemas/crm';

export const integrationProviderFixture: IntegrationProviderData = {
  __typename: 'IntegrationProvider',
  id: '1',
  provider: 'HUBSPOT',
  authKind: 'oauth',
  accountId: '4242',
  accountName: 'Northwind Digital Ltd',
  connectedAt: '2026-11-20T10:00:00.000Z',
  fieldMapping: JSON.stringify({ deal: { title: 'dealname', value: 'amount', closeDate: 'closedate', description: 'description' }, dealDefaults: { pipeline: 'default' } }),
};

export const crmFieldsFixture: CrmFieldData[] = [
  { name: 'dealname', label: 'Deal name', type: 'text', required: true, hasValues: false },
  { name: 'amount', label: 'Amount', type: 'number', required: false, hasValues: false },
  { name: 'closedate', label: 'Close date', type: 'date', required: false, hasValues: false },
  { name: 'description', label: 'Deal description', type: 'textarea', required: false, hasValues: false },
  { name: 'pipeline', label: 'Pipeline', type: 'enumeration', required: true, hasValues: true },
  { name: 'dealstage', label: 'Deal stage', type: 'enumeration', required: true, hasValues: true },
];

export const crmValuesFixture: Record<string, { id: string; label: string }[]> = {
  pipeline: [
    { id: 'default', label: 'Sales Pipeline' },
    { id: 'public', label: 'Public sector' },
  ],
  dealstage: [
    { id: 'appointmentscheduled', label: 'Appointment Scheduled' },
    { id: 'qualifiedtobuy', label: 'Qualified To Buy' },
  ],
};

export const crmAccountNames = ['Leeds City Council', 'Leeds Teaching Hospitals NHS Trust', 'Leeds Beckett University', 'Kent County Council', 'Northwind Partners'];

export const outreachResponsesFixture: OutreachResponseData[] = [
  {
    subject: 'Provision of Cloud Hosting Services for Leeds City Council',
    body: "Hi Alex,\n\nHope all is well. I noticed Leeds City Council's notice \"Provision of Cloud Hosting Services\", closing on 14 April 2025. If it is helpful, I am happy to share a short case study; just reply and I will send it over.\n\nThanks,\nMaya Patel\nNorthwind Digital Ltd",
  },
  {
    subject: 'For the Head of Procurement at Leeds City Council',
    body: 'Hi Alex,\n\nJust a quick one. As a Head of Procurement, you will have a clear view of where Leeds City Council needs outside support over the next year. Would it be useful if I kept you posted on what we are doing with similar organisations?\n\nThanks,\nMaya Patel\nNorthwind Digital Ltd',
  },
];

/** A HubSpot visitor-identification token as the mocks answer hubspotIdToken. */
export const hubspotIdTokenFixture = 'visitor-0001-bWF5YUBub3J0aHdpbmQudGVzdA';
