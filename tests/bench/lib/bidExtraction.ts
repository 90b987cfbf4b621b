/**
 * Bid response extraction benchmark (issue 12): a 200-page invitation to tender built with pdfkit —
 * each page a section heading, numbered questions with weightings and word limits, and filler prose —
 * is read by the text extraction (unpdf) and then by the embedded requirement extractor. Prints pages/s
 * for each step and for both, the requirements found, and the peak RSS. Never asserts.
 */
import { extractText } from '../../../apps/api/src/files/extract';
import { pdfFixture } from '../../../apps/api/src/files/fixtures';
import { extractRequirements } from '../../../apps/api/src/bidResponses/embedded';
import { MAX_REQUIREMENTS_PER_DOCUMENT } from '../../../apps/api/src/bidResponses/requirements';

const PAGES = Number(process.env.BENCH_PAGES ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROSE = [
  'The contractor shall maintain the highway network in a safe condition throughout the winter season.',
  'Treatment routes are reviewed each year with the council’s network management team.',
  'All vehicles must carry telematics that report spreading rates and positions to the council.',
  'The service runs from 1 October to 30 April with standby cover outside those dates.',
];

let peakRss = 0;
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
const timer = setInterval(sample, 10);

const pages = Array.from({ length: PAGES }, (_, p) => {
  const section = Math.floor(p / 10) + 1;
  const lines = [`Section ${section} – Lot ${section} requirements`];
  for (let q = 1; q <= 3; q++) {
    lines.push(`${section}.${(p % 10) * 3 + q} Describe how you will deliver requirement ${p * 3 + q} of the specification. (max ${250 * q} words)`);
    lines.push(PROSE[(p + q) % PROSE.length] as string);
    lines.push(`Weighting: ${q * 5}%`);
  }
  for (let i = 0; i < 8; i++) lines.push(PROSE[(p + i) % PROSE.length] as string);
  return lines;
});

const built = performance.now();
const pdf = await pdfFixture(pages);
console.log(`bid extraction: built a ${PAGES}-page PDF (${(pdf.length / 1024).toFixed(0)} KB) in ${((performance.now() - built) / 1000).toFixed(2)} s`);

let textSeconds = 0;
let requirementSeconds = 0;
let found = 0;
for (let round = 0; round < ROUNDS; round++) {
  const t0 = performance.now();
  const extraction = await extractText(pdf, { fileName: 'ITT.pdf' });
  const t1 = performance.now();
  found = extractRequirements(extraction.sections).length;
  const t2 = performance.now();
  textSeconds += (t1 - t0) / 1000;
  requirementSeconds += (t2 - t1) / 1000;
  sample();
}
clearInterval(timer);
const total = PAGES * ROUNDS;
console.log(`bid extraction: text ${(total / textSeconds).toFixed(1)} pages/s, requirements ${(total / requirementSeconds).toFixed(0)} pages/s, both ${(total / (textSeconds + requirementSeconds)).toFixed(1)} pages/s over ${ROUNDS} rounds`);
console.log(`bid extraction: ${found} requirements found (${PAGES * 3} written; at most ${MAX_REQUIREMENTS_PER_DOCUMENT} kept per document), peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
