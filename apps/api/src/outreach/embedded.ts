/**
 * The embedded outreach writer: real drafts from our data, no model. Each draft takes a different
 * angle (the buyer's live notice, its recent award, the contact's role, the sender's offer), in the
 * chosen tones' register, asking for what the intent needs (awareness: a useful reply; meeting: a
 * short call), short (one paragraph) or long (three). The seed turns the angles and phrasings, so
 * 'Refresh results' gives new drafts.
 */
import type { OutreachTone } from '@tenderlens/domain/crm';
import type { OutreachDraft, OutreachFacts, OutreachGenerator } from './generator';

interface Register {
  greeting: (name: string) => string;
  opener: string[];
  closing: string;
}

const REGISTERS: Record<OutreachTone, Register> = {
  Friendly: { greeting: (n) => `Hi ${n},`, opener: ['I hope your week is going well.', 'I hope things are going well at your end.'], closing: 'Warm regards,' },
  Relaxed: { greeting: (n) => `Hi ${n},`, opener: ['No rush on this one.', 'A quick note when you have a moment.'], closing: 'Cheers,' },
  Bold: { greeting: (n) => `${n},`, opener: ['I will get straight to the point.', 'Let me be direct.'], closing: 'Best,' },
  Witty: { greeting: (n) => `Hi ${n},`, opener: ['I promise this is not another newsletter.', 'Procurement inboxes are busy places, so I will keep this brief.'], closing: 'All the best,' },
  Knowledgeable: { greeting: (n) => `Dear ${n},`, opener: ['I have been following your organisation\'s recent procurement activity.', 'Having looked at your recent tenders,'], closing: 'Kind regards,' },
  Empathetic: { greeting: (n) => `Dear ${n},`, opener: ['I know how stretched public-sector teams are at the moment.', 'I appreciate how much lands on your desk.'], closing: 'With best wishes,' },
  Professional: { greeting: (n) => `Dear ${n},`, opener: ['I am writing to introduce myself.', 'I am getting in touch regarding your upcoming requirements.'], closing: 'Yours sincerely,' },
  Fun: { greeting: (n) => `Hello ${n}!`, opener: ['Here is a slightly more interesting email than usual.', 'Fair warning: this email contains genuinely useful ideas.'], closing: 'Speak soon,' },
  Casual: { greeting: (n) => `Hi ${n},`, opener: ['Just a quick one.', 'Hope all is well.'], closing: 'Thanks,' },
};

const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length]!;

const fmtDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) : null);

type Angle = 'notice' | 'award' | 'role' | 'offer';

function anglesOf(f: OutreachFacts): Angle[] {
  const out: Angle[] = [];
  if (f.buyer.recentNotices.length) out.push('notice');
  if (f.buyer.recentAwards?.length) out.push('award');
  if (f.contact.jobTitle) out.push('role');
  out.push('offer');
  return out;
}

function hook(angle: Angle, f: OutreachFacts, i: number): { subject: string; line: string; detail: string } {
  const buyer = f.buyer.name;
  if (angle === 'notice') {
    const n = pick(f.buyer.recentNotices, i);
    const when = n.stage === 'OPEN' || n.stage === 'PRE_TENDER' ? (n.closeDate ? `, closing on ${fmtDate(n.closeDate)}` : '') : n.publishDate ? `, published on ${fmtDate(n.publishDate)}` : '';
    return {
      subject: `${n.name.length > 60 ? `${n.name.slice(0, 57)}...` : n.name}`,
      line: `I noticed ${buyer}'s notice "${n.name}"${when}.`,
      detail: `Requirements like this are where we tend to help most: we have delivered similar work for other public bodies and know what evaluators look for.`,
    };
  }
  if (angle === 'award') {
    const a = pick(f.buyer.recentAwards ?? [], i);
    return {
      subject: `After "${a.title.length > 50 ? `${a.title.slice(0, 47)}...` : a.title}"`,
      line: `I saw that ${buyer} recently awarded "${a.title}"${a.supplier ? ` to ${a.supplier}` : ''}${a.date ? ` (${fmtDate(a.date)})` : ''}.`,
      detail: `When that contract comes up for renewal, or if there is adjacent work it does not cover, it would help to know what you would want to see from suppliers.`,
    };
  }
  if (angle === 'role') {
    const role = f.contact.jobTitle!;
    return {
      subject: `For the ${role} at ${buyer}`,
      line: `As ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}, you will have a clear view of where ${buyer} needs outside support over the next year.`,
      detail: f.contact.functions.length ? `We work with ${f.contact.functions.join(' and ').toLowerCase()} teams in the public sector, so we understand the constraints you work within.` : `We work with public-sector teams like yours and understand the constraints you work within.`,
    };
  }
  return {
    subject: `${f.sender.companyName} and ${buyer}`,
    line: `I lead conversations with public-sector organisations like ${buyer} at ${f.sender.companyName}.`,
    detail: f.companyInformation ? `In short: ${f.companyInformation.replace(/\s+/g, ' ').trim().replace(/\.?$/, '.')}` : `We help public bodies deliver better services for less, and we are on the relevant frameworks.`,
  };
}

function ask(f: OutreachFacts, i: number): string {
  if (f.intent === 'Meeting') {
    return pick(
      [
        'Would you be open to a 20-minute call in the next couple of weeks? I can work around your diary.',
        'Could we find half an hour to talk through your plans? Tuesday or Thursday afternoon would suit me, but I am flexible.',
        'If it would be useful, I would welcome a short meeting, online or in person, to hear your priorities.',
      ],
      i + f.seed,
    );
  }
  return pick(
    [
      'If it is helpful, I am happy to share a short case study; just reply and I will send it over.',
      'There is nothing to decide now: I wanted you to know we exist for when the need arises.',
      'Would it be useful if I kept you posted on what we are doing with similar organisations?',
    ],
    i + f.seed,
  );
}

export function writeDraft(f: OutreachFacts, i: number): OutreachDraft {
  const angles = anglesOf(f);
  const angle = pick(angles, i + f.seed);
  const tone = pick(f.tones.length ? f.tones : (['Casual'] as OutreachTone[]), i);
  const reg = REGISTERS[tone];
  const h = hook(angle, f, i + f.seed);
  const name = f.contact.firstName ?? f.contact.name ?? 'there';
  const signature = [`${f.sender.firstName} ${f.sender.lastName}`.trim(), f.sender.companyName].filter(Boolean).join('\n');
  const personal = f.senderPersonalisation ? f.senderPersonalisation.replace(/\s+/g, ' ').trim().replace(/\.?$/, '.') : null;
  const paragraphs =
    f.length === 'Short'
      ? [[pick(reg.opener, i + f.seed), h.line, ask(f, i)].join(' ')]
      : [
          [pick(reg.opener, i + f.seed), h.line].join(' '),
          [h.detail, angle !== 'offer' && f.companyInformation ? `At ${f.sender.companyName}, ${f.companyInformation.replace(/\s+/g, ' ').trim().replace(/\.?$/, '.')}` : null, personal]
            .filter(Boolean)
            .join(' '),
          ask(f, i),
        ];
  const prefix = f.intent === 'Meeting' ? pick(['Quick call? ', 'Meeting request: ', ''], i + f.seed) : '';
  return {
    subject: `${prefix}${h.subject}`.slice(0, 120),
    body: [reg.greeting(name), ...paragraphs, `${reg.closing}\n${signature}`].join('\n\n'),
  };
}

export const embeddedOutreachGenerator: OutreachGenerator = {
  name: 'embedded',
  generate: (facts) => Promise.resolve(Array.from({ length: facts.numberOfResponses }, (_, i) => writeDraft(facts, i))),
};
