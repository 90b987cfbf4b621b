// States: each of the ten section types alone in a report (RichText, Header, RecordList, LinkList, DocumentList, CpvChart, Suppliers, Contacts, Iframe, AiQuestion), plus ContactsLocked and AiQuestionUnanswered. The full report is Report's Default.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REPORT_IDS, mockHandlers, reportFixture, sectionFixture, userFixtures } from '@tenderlens/domain/mocks';
import type { ReportSectionType } from '@tenderlens/domain';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };
const meta: Meta<typeof AppStory> = {
  title: 'Screens/Reports/ReportSections',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/reports/${REPORT_IDS.briefing}` },
};
export default meta;
type Story = StoryObj<typeof meta>;

const alone = (type: ReportSectionType, check: (c: ReturnType<typeof within>) => Promise<unknown>, options: { contactsLocked?: boolean } = {}): Story => ({
  parameters: {
    msw: {
      handlers: mockHandlers({
        ...(options.contactsLocked ? { user: userFixtures.free } : {}),
        reports: { reports: [reportFixture(REPORT_IDS.briefing, { sections: [type], ...options })] },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Leeds City Council briefing' }, T);
    await check(c);
  },
});

export const RichText = alone('RichText', (c) => c.findByText('hosting'));
export const Header = alone('Header', (c) => c.findByRole('heading', { name: 'Leeds City Council: 2027 outlook' }));
export const RecordList = alone('RecordList', async (c) => {
  await c.findByRole('link', { name: 'Data analytics platform' });
  await expect(c.getAllByLabelText('Lead signals', { selector: 'div' })).toHaveLength(2);
});
export const LinkList = alone('LinkList', (c) => c.findByRole('link', { name: 'Councils set out 2027 digital budgets' }));
export const DocumentList = alone('DocumentList', (c) => c.findByRole('link', { name: 'Leeds digital strategy 2025–2030' }));
export const CpvChart = alone('CpvChart', (c) => c.findByRole('heading', { name: 'Award summary' }, T));
export const Suppliers = alone('Suppliers', (c) => c.findByRole('heading', { name: 'Who Leeds buys from' }));
export const Contacts = alone('Contacts', (c) => c.findByText('Cas Hartley'));
export const ContactsLocked = alone('Contacts', (c) => c.findByRole('heading', { name: 'Unlock contacts' }), { contactsLocked: true });
export const Iframe = alone('Iframe', (c) => c.findByRole('button', { name: 'Show the embed: Briefing walkthrough' }));
export const AiQuestion = alone('AiQuestion', (c) => c.findByText(/bear on this question/));
export const AiQuestionUnanswered: Story = {
  parameters: {
    msw: {
      handlers: mockHandlers({
        reports: { reports: [{ ...reportFixture(REPORT_IDS.briefing, { sections: [] }), sections: [{ ...sectionFixture('AiQuestion'), answer: null, answeredAt: null }] }] },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Not answered yet.', undefined, T);
  },
};
