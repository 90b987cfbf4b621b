/**
 * Text clean-up. The *_CFServer1.json fixtures lost their backslashes, so "\r\n" reads "rn"
 * ("…works.rnThe contract…", "Glasgowrn 3.", "Servicesrn - "). restoreLineBreaks puts a "\n" back
 * only where "rn" cannot be part of an English (or Welsh) word:
 *
 *  1. "rnrn" anywhere (no word contains it)                                → "\n\n"
 *  2. "rn" right after sentence/list punctuation . : ; ! ? ) ] , " ' ” ’ / * % + - – — … → "\n"
 *     when followed by a space, an upper-case letter, a digit, a bullet or the end
 *  3. a standalone "rn" token (spaces or string edge around it)           → "\n"
 *  4. a word ending in "rn" whose stem cannot precede "rn" in English:
 *     a digit, a consonant (bcdfghjklmnpqrstvxz; "w" only after a vowel as in "Glasgow",
 *     so Welsh "Llansadwrn" stays), "y" after 3+ letters ("Authority"), an upper-case
 *     acronym ("GBP"), "io" ("Ratio"), "rea"/"sea" ("Area", "Swansea"), "ia", "i", or an
 *     English ending that never precedes "rn" ("-ance", "-ice", "-ate", "-ure", "-age"…),
 *     when followed by a space, upper-case letter, digit, bullet, punctuation or the end.
 *  5. a word whose stem ends in a consonant glued to the next lower-case word ("majorrnmachine").
 *  Mid-word "rn" followed by a lower-case letter ("government", "learning", "return") is never touched,
 *  nor real words ending in "rn" ("return", "modern", "Western", "Northern", "concern", "govern",
 *  "learn", "Springburn", "Padarn").
 */

// What may follow a restored break: space, capital, digit, bullet/punctuation, a list marker "a." / "b)",
// a URL, or the end. ("â" starts the mojibake of "•" seen in the fixtures: "â€¢".)
const FOLLOW = String.raw`(?=$|[\s\p{Lu}\p{N}(\[\-–—•*·"“'‘.,;:â]|\p{Ll}[.)]|https?:|www\.)`;

const VOWEL_ENDINGS = [
  'ance', 'ence', 'ice', 'ace', 'uce', 'ate', 'ite', 'ute', 'ote',
  're', 'age', 'ide', 'ade', 'ude', 'se', 'ive', 'ove', 'le', 'ne', 'me', 'ke', 'pe', 'ee', 'ue', 'ie',
  'ife', 'afe', 'io', 'rea', 'sea', 'ia',
];
/** Real words ending in one of the endings above + "rn". */
const KEEP_STEMS = new Set(['gove', 'conce', 'ke', 'be', 'seve', 'hea', 'que']);

function stemBreaks(stem: string): boolean {
  if (stem === '') return false;
  const lower = stem.toLowerCase();
  const last = stem.at(-1) ?? '';
  if (/\p{N}/u.test(last)) return true;
  if (/^\p{Lu}{2,}$/u.test(stem.slice(-2)) && /\p{Lu}/u.test(last)) return true; // acronym: GBP, ESPD
  if (KEEP_STEMS.has(lower)) return false;
  if (/[bcdfghjklmnpqrstvxz]/.test(last.toLowerCase())) return true;
  if (last.toLowerCase() === 'w') return /[aeiou]w$/.test(lower);
  if (last.toLowerCase() === 'y') return lower.length >= 3 && !lower.endsWith('ffy') && lower !== 'cy';
  if (lower.length < 3) return false;
  return VOWEL_ENDINGS.some((e) => lower.endsWith(e) && lower.length > e.length);
}

const RE_DOUBLE = /rnrn/gu;
const RE_PUNCT = new RegExp(String.raw`(?<=[.:;!?)\]"'”’,/*%+\-–—…])rn` + FOLLOW, 'gu');
const RE_STANDALONE = new RegExp(String.raw`(?<=^|\s)rn` + FOLLOW, 'gu');
// Non-greedy from the start of a letter run: the stem is the shortest prefix before a qualifying "rn".
const RE_WORD = new RegExp(String.raw`([\p{L}\p{N}]+?)rn` + FOLLOW, 'gu');
/** A consonant-final stem glued to a lower-case word: "majorrnmachine", "inrnprocessing". */
const RE_GLUED = /(?<![\p{L}\p{N}])(\p{L}*?[bcdfghjklmnpqrstvxz])rn(?=\p{Ll}{2})/gu;

/** Restore line breaks flattened to "rn" (see module comment). Returns the text unchanged when nothing matches. */
export function restoreLineBreaks(text: string): string {
  if (!text.includes('rn')) return text;
  let s = text.replace(RE_DOUBLE, '\n\n');
  s = s.replace(RE_PUNCT, '\n');
  s = s.replace(RE_STANDALONE, '\n');
  s = s.replace(RE_WORD, (m: string, stem: string) => (stemBreaks(stem) ? `${stem}\n` : m));
  s = s.replace(RE_GLUED, '$1\n');
  return s;
}

/** Trim, collapse runs of spaces/tabs (not line breaks), drop empty strings. */
export function cleanText(v: string | undefined, opts: { restoreRn?: boolean } = {}): string | undefined {
  if (v === undefined) return undefined;
  let s = v.replace(/\r\n?/g, '\n');
  if (opts.restoreRn) s = restoreLineBreaks(s);
  s = s
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
  return s === '' ? undefined : s;
}
