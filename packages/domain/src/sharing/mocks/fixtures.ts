import { RECORD_GUIDS } from '../../leads/mocks/fixtures';

/** A token the share-link mocks answer for (the stories open `/records/{guid}?share=` with it). */
export const SHARE_TOKEN_FIXTURE = 'mockShareToken_0123456789abcdef';

/** GET /api/share_links/{token} as the API answers it (snake_case), for a record shared by Maya. */
export const sharedRecordFixture = {
  share_link: {
    token: SHARE_TOKEN_FIXTURE,
    title: 'Provision of Cloud Hosting Services for Leeds City Council',
    resource_type: 'record',
    resource_id: RECORD_GUIDS.leedsCloud,
    expires_at: '2025-04-09T09:30:00.000Z',
    url: `http://localhost/records/${RECORD_GUIDS.leedsCloud}?share=${SHARE_TOKEN_FIXTURE}`,
  },
  message:
    'Worth a look for the cloud bid — the deadline is mid April.\nCan you check the Azure requirements?',
  shared_by: {
    first_name: 'Maya',
    last_name: 'Patel',
    email: 'maya@northwind.test',
    company_name: 'Northwind Digital Ltd',
  },
  record: {
    guid: RECORD_GUIDS.leedsCloud,
    name: 'Provision of Cloud Hosting Services for Leeds City Council',
    description:
      'Leeds City Council seeks a supplier for cloud hosting and managed infrastructure on Microsoft Azure, with Cyber Essentials Plus and ISO 27001 certification.',
    stage: 'OPEN',
    publish_date: '2025-02-10T09:00:00.000Z',
    close_date: '2025-04-14T12:00:00.000Z',
    value: 1_200_000,
    currency: 'GBP',
    url: 'https://www.contractsfinder.service.gov.uk/Notice/2c1e9a4b-1f2d-4c3e-8a9b-0c1d2e3f4a5b',
    buyer: { name: 'Leeds City Council' },
    redacted: false,
  },
};

/** An awarded notice shared by a Free-plan company: the value is withheld. */
export const redactedSharedRecordFixture = {
  ...sharedRecordFixture,
  message: null,
  shared_by: { first_name: 'Sam', last_name: 'Reid', email: 'sam@freeco.test', company_name: 'FreeCo' },
  record: {
    ...sharedRecordFixture.record,
    name: 'Data analytics framework for Kent County Council',
    description: 'A framework for data analytics and reporting services across the council.',
    stage: 'AWARDED',
    close_date: '2025-01-20T12:00:00.000Z',
    value: null,
    buyer: { name: 'Kent County Council' },
    redacted: true,
  },
};
