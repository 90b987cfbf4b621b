/** Who may generate outreach (decision 0045): the CONTACTS data type; guests never. */
import { growthOnly, type AccessTable, type OperationAccessTable } from '../http/access';

const input = { intent: 'Meeting', tone: ['Professional'], length: 'Short', numberOfResponses: 2, buyerName: 'Leeds City Council', contactName: 'Alex Moss', contactJobTitle: 'Head of Procurement' };

export const access: AccessTable = {
  'POST /api/outreach_lead/generate': { expect: growthOnly(), example: () => ({ path: '/api/outreach_lead/generate', body: input }) },
};

export const graphqlAccess: OperationAccessTable = {
  'Mutation.generateOutreach': {
    expect: growthOnly(),
    example: () => ({
      query: 'mutation($input: OutreachInput!) { generateOutreach(input: $input) { responses { subject body } } }',
      variables: { input },
    }),
  },
};
