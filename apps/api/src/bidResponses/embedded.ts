/**
 * The embedded requirement extractor (decision 0054): structure, not language models. A tender's
 * questions are numbered ("1.2 Describe…", "Q3", "Question 4:"), sit under headings (a DOCX heading,
 * "Section 2 – Quality", a short "3. Social value" line) and carry their weighting ("Weighting: 10%",
 * "15% weighting") and limits ("(max 500 words)", "Word limit: 750", "Maximum 2 pages"). Each
 * question's following lines, up to the next question or heading, are its description.
 */
import { MAX_REQUIREMENTS_PER_DOCUMENT, type ExtractedRequirement, type RequirementExtractor, type SourceSection } from './requirements';

const QUESTION_PREFIX = /^(?:Q(?:uestion)?\s*\.?\s*(\d+(?:\.\d+)*[a-z]?)|(\d+(?:\.\d+)+[a-z]?))\s*[.):–-]?\s+(.*)$/i;
const QUESTION_ONLY = /^Q(?:uestion)?\s*\.?\s*(\d+(?:\.\d+)*[a-z]?)\s*[.):–-]?\s*$/i;
const SINGLE_NUMBER = /^(\d{1,2})[.)]\s+(.{2,120})$/;
const SECTION_HEADING = /^(?:Section|Part|Lot|Schedule)\s+[\dA-Z]{1,4}\b\s*[:.–-]?\s*(.*)$/i;
const ASKING = /\?\s*$|^(?:please\s+)?(?:describe|explain|provide|detail|outline|demonstrate|confirm|set out|state|list|give|tell|how|what|which|why|when|where|who|do you|does your|will you|can you)\b/i;
const WEIGHTING = [/weight(?:ing)?\s*[:=-]?\s*(\d{1,3}(?:\.\d+)?)\s*%/i, /(\d{1,3}(?:\.\d+)?)\s*%\s*(?:weight(?:ing)?|of (?:the )?(?:total |overall )?(?:score|marks))/i];
const WORDS = [/max(?:imum|\.)?\s*(?:of\s*)?(\d[\d,]*)\s*words/i, /word\s*(?:limit|count)\s*[:=-]?\s*(\d[\d,]*)/i, /(\d[\d,]*)\s*words?\s*(?:max(?:imum)?|limit)/i, /no more than\s*(\d[\d,]*)\s*words/i];
const PAGES = [/max(?:imum|\.)?\s*(?:of\s*)?(\d{1,3})\s*(?:sides(?: of a4)?|pages?)/i, /page\s*limit\s*[:=-]?\s*(\d{1,3})/i, /no more than\s*(\d{1,3})\s*(?:sides|pages?)/i];
const FONT = /(?:font|typeface)\s*[:=-]?\s*([A-Za-z ]{3,30}?)\s*(\d{1,2})\s*(?:pt|point)?/i;
/** A line that only states a weighting or limit (dropped from the description: it is in its own field). */
const META_ONLY = /^[([]?\s*(?:weight(?:ing)?\s*[:=-]?\s*\d{1,3}(?:\.\d+)?\s*%|\d{1,3}(?:\.\d+)?\s*%\s*weight(?:ing)?|max(?:imum|\.)?\s*(?:of\s*)?\d[\d,]*\s*(?:words|pages?|sides(?: of a4)?)|word\s*limit\s*[:=-]?\s*\d[\d,]*|page\s*limit\s*[:=-]?\s*\d{1,3})\s*[)\]]?[.;,]?\s*$/i;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const number = (s: string) => Number(s.replace(/,/g, ''));
const firstMatch = (patterns: RegExp[], text: string) => {
  for (const p of patterns) {
    const m = p.exec(text);
    if (m?.[1]) return m[1];
  }
  return null;
};

/** Weighting (percent) and formatting requirements stated in a question's text. */
export function requirementFacts(text: string): { weighting: number | null; formattingRequirements: string | null } {
  const w = firstMatch(WEIGHTING, text);
  const weighting = w !== null && number(w) <= 100 ? number(w) : null;
  const rules: string[] = [];
  const words = firstMatch(WORDS, text);
  if (words) rules.push(`Maximum ${number(words).toLocaleString('en-GB')} words`);
  const pages = firstMatch(PAGES, text);
  if (pages) rules.push(`Maximum ${number(pages)} ${number(pages) === 1 ? 'page' : 'pages'}`);
  const font = FONT.exec(text);
  if (font?.[1] && font[2]) rules.push(`Font: ${clean(font[1])} ${font[2]}pt`);
  return { weighting, formattingRequirements: rules.length > 0 ? rules.join('; ') : null };
}

/** Strips a trailing "(max 500 words)" or "Weighting: 10%" from a question's title line. */
const stripMeta = (title: string) =>
  clean(
    title
      .replace(/[([]\s*(?:max(?:imum|\.)?[^)\]]*|weight(?:ing)?[^)\]]*|\d[\d,]*\s*words[^)\]]*|word limit[^)\]]*)[)\]]/gi, '')
      .replace(/\s*[-–,;]?\s*weight(?:ing)?\s*[:=-]?\s*\d{1,3}(?:\.\d+)?\s*%\s*$/i, ''),
  );

interface Draft {
  reference: string | null;
  title: string;
  section: string | null;
  lines: string[];
}

/** The requirements of a document's sections, in document order. */
export function extractRequirements(sections: readonly SourceSection[]): ExtractedRequirement[] {
  const out: ExtractedRequirement[] = [];
  let heading: string | null = null;
  let current: Draft | null = null;
  let pendingReference: string | null = null;
  const finish = () => {
    if (!current) return;
    const body = current.lines.join('\n');
    const facts = requirementFacts(`${current.title}\n${body}`);
    const description = clean(current.lines.filter((l) => !META_ONLY.test(l)).join(' '));
    out.push({
      reference: current.reference,
      title: stripMeta(current.title).slice(0, 300) || current.title.slice(0, 300),
      section: current.section,
      description: description ? description.slice(0, 5000) : null,
      ...facts,
    });
    current = null;
  };
  for (const section of sections) {
    const label = clean(section.label);
    if (label && !/^page \d+$/i.test(label) && !QUESTION_PREFIX.test(label)) {
      finish();
      heading = label.slice(0, 200);
    } else if (label && QUESTION_PREFIX.test(label)) {
      finish();
      const m = QUESTION_PREFIX.exec(label);
      current = { reference: m?.[1] ?? m?.[2] ?? null, title: clean(m?.[3] ?? label), section: heading, lines: [] };
    }
    for (const raw of section.text.split('\n')) {
      const line = clean(raw);
      if (!line) continue;
      if (out.length >= MAX_REQUIREMENTS_PER_DOCUMENT) return out;
      const only = QUESTION_ONLY.exec(line);
      if (only) {
        finish();
        pendingReference = only[1] ?? null;
        continue;
      }
      if (pendingReference) {
        current = { reference: pendingReference, title: line, section: heading, lines: [] };
        pendingReference = null;
        continue;
      }
      const q = QUESTION_PREFIX.exec(line);
      if (q) {
        const reference = q[1] ?? q[2] ?? null;
        const rest = clean(q[3] ?? '');
        const explicit = Boolean(q[1]);
        // "2.1 Quality" without a question is a sub-heading unless a weighting or limit follows.
        if (explicit || ASKING.test(rest) || requirementFacts(rest).weighting !== null || requirementFacts(rest).formattingRequirements) {
          finish();
          current = { reference, title: rest, section: heading, lines: [] };
          continue;
        }
        if (rest.length <= 80) {
          finish();
          current = { reference, title: rest, section: heading, lines: [] };
          continue;
        }
      }
      const single = SINGLE_NUMBER.exec(line);
      if (single && !ASKING.test(single[2] ?? '') && (single[2] ?? '').length <= 80 && !/[.:;,]$/.test(single[2] ?? '')) {
        finish();
        heading = clean(`${single[1]}. ${single[2]}`);
        continue;
      }
      if (single && ASKING.test(single[2] ?? '')) {
        finish();
        current = { reference: single[1] ?? null, title: clean(single[2] ?? ''), section: heading, lines: [] };
        continue;
      }
      const sectionHeading = SECTION_HEADING.exec(line);
      if (sectionHeading && line.length <= 100) {
        finish();
        heading = line;
        continue;
      }
      if (current) current.lines.push(line);
    }
  }
  finish();
  return dropSubHeadings(out);
}

/** "2.1 Quality" followed by "2.1.1 Describe…" is a heading of its children, not a question. */
function dropSubHeadings(items: ExtractedRequirement[]): ExtractedRequirement[] {
  return items.filter((item, i) => {
    const next = items[i + 1];
    const isParent = Boolean(item.reference && next?.reference?.startsWith(`${item.reference}.`));
    const hasContent = Boolean(item.description) || item.weighting !== null || Boolean(item.formattingRequirements) || ASKING.test(item.title);
    if (isParent && !hasContent && next) {
      next.section = next.section ? `${next.section} › ${item.title}` : item.title;
      return false;
    }
    return true;
  });
}

export function createEmbeddedRequirementExtractor(): RequirementExtractor {
  return { name: 'embedded', extract: (sections) => Promise.resolve(extractRequirements(sections)) };
}
