/**
 * 'Export to DOCX' (issue 12): every live response of an opportunity as a Word document — one
 * heading per section, each requirement with its reference, weighting, limits, stage, assignee,
 * reviewer and due date, then the response text (paragraphs kept). Built with `docx` (decision 0054).
 */
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { BidResponseStageView, BidResponseView } from './service';

const formatDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function facts(r: BidResponseView, stages: readonly BidResponseStageView[]): string[] {
  const out: string[] = [];
  if (r.weighting !== null) out.push(`Weighting: ${r.weighting}%`);
  if (r.formattingRequirements) out.push(r.formattingRequirements);
  const stage = stages.find((s) => s.id === r.stageId);
  if (stage) out.push(`Stage: ${stage.name}`);
  if (r.assignee) out.push(`Assignee: ${r.assignee.name}`);
  if (r.reviewer) out.push(`Reviewer: ${r.reviewer.name}`);
  if (r.dueDate) out.push(`Due: ${formatDate(r.dueDate)}`);
  return out;
}

export async function bidResponsesDocx(
  opportunityName: string,
  responses: readonly BidResponseView[],
  stages: readonly BidResponseStageView[],
  now: Date,
): Promise<Buffer> {
  const children: Paragraph[] = [
    new Paragraph({ text: opportunityName, heading: HeadingLevel.TITLE }),
    new Paragraph({ children: [new TextRun({ text: `Bid responses exported ${formatDate(now.toISOString())}`, italics: true })] }),
  ];
  let section: string | null | undefined;
  for (const r of responses) {
    if (r.section !== section) {
      section = r.section;
      if (section) children.push(new Paragraph({ text: section, heading: HeadingLevel.HEADING_1 }));
    }
    children.push(new Paragraph({ text: r.reference ? `${r.reference} ${r.title}` : r.title, heading: HeadingLevel.HEADING_2 }));
    const f = facts(r, stages);
    if (f.length > 0) children.push(new Paragraph({ children: [new TextRun({ text: f.join(' · '), size: 18, color: '555555' })] }));
    if (r.description) children.push(new Paragraph({ children: [new TextRun({ text: r.description, italics: true })] }));
    const paragraphs = r.response.split(/\n{2,}|\r\n\r\n/).map((p) => p.trim()).filter(Boolean);
    if (paragraphs.length === 0) children.push(new Paragraph({ children: [new TextRun({ text: 'No response yet.', color: '888888' })] }));
    for (const p of paragraphs) {
      const lines = p.split('\n');
      children.push(new Paragraph({ alignment: AlignmentType.LEFT, children: lines.map((l, i) => new TextRun({ text: l, break: i > 0 ? 1 : 0 })) }));
    }
  }
  if (responses.length === 0) children.push(new Paragraph({ text: 'This opportunity has no bid responses.' }));
  const doc = new Document({ creator: 'Tenderlens', title: `${opportunityName} – bid responses`, sections: [{ children }] });
  return Packer.toBuffer(doc);
}
