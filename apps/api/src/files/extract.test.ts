import { describe, expect, it } from 'vitest';
import { MAX_EXTRACTED_CHARACTERS, UNSUPPORTED_FILE_MESSAGE } from '@tenderlens/domain/files';
import { extractText, htmlSections, UnreadableFileError, UnsupportedFileTypeError } from './extract';
import { docxFixture, pdfFixture, xlsxFixture } from './fixtures';

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('extractText', () => {
  it('reads a PDF page by page', async () => {
    const pdf = await pdfFixture([['Tender for road gritting', 'Lot 1: salt supply'], ['Evaluation: 60% quality'], []]);
    const result = await extractText(pdf, { fileName: 'spec.PDF' });
    expect(result.kind).toBe('pdf');
    expect(result.sections.map((s) => s.label)).toEqual(['Page 1', 'Page 2', 'Page 3']);
    expect(result.sections[0]?.text).toContain('Tender for road gritting');
    expect(result.sections[0]?.text).toContain('Lot 1: salt supply');
    expect(result.sections[1]?.text).toContain('Evaluation: 60% quality');
    expect(result.sections[2]?.text).toBe('');
    expect(result.truncated).toBe(false);
  });

  it('reads a DOCX section by heading', async () => {
    const docx = await docxFixture([
      { heading: 'Scope', paragraphs: ['Cleaning of council offices', 'Five days a week'] },
      { heading: 'Pricing', paragraphs: ['Fixed price per site'] },
    ]);
    const result = await extractText(docx, { fileName: 'brief.docx' });
    expect(result.kind).toBe('docx');
    expect(result.sections).toEqual([
      { label: 'Scope', text: 'Cleaning of council offices\nFive days a week' },
      { label: 'Pricing', text: 'Fixed price per site' },
    ]);
  });

  it('reads an XLSX sheet by sheet', async () => {
    const xlsx = await xlsxFixture({ Prices: [['Item', 'Price'], ['Salt', 42.5]], Notes: [['Delivered weekly']] });
    const result = await extractText(xlsx, { fileName: 'prices.xlsx' });
    expect(result.sections).toEqual([
      { label: 'Prices', text: 'Item\tPrice\nSalt\t42.5' },
      { label: 'Notes', text: 'Delivered weekly' },
    ]);
  });

  it('reads HTML without scripts or styles, a section per h1–h3', async () => {
    const html = `<!doctype html><html><head><title>T</title><style>p{color:red}</style></head><body>
      <p>Intro &amp; context</p><script>alert("no")</script>
      <h2>Lot 1</h2><ul><li>Grit</li><li>Salt</li></ul>
      <h3>Lot 2</h3><table><tr><td>A</td><td>B</td></tr></table></body></html>`;
    const result = await extractText(utf8(html), { fileName: 'page.html' });
    expect(result.sections).toEqual([
      { label: '', text: 'Intro & context' },
      { label: 'Lot 1', text: 'Grit\nSalt' },
      { label: 'Lot 2', text: 'A\tB' },
    ]);
    expect(JSON.stringify(result)).not.toContain('alert');
    expect(JSON.stringify(result)).not.toContain('color');
  });

  it('reads plain text (BOM dropped), pages split on form feeds, kind from the media type', async () => {
    const one = await extractText(utf8('\uFEFFHello   world\r\nsecond line'), { fileName: 'notes', contentType: 'text/plain; charset=utf-8' });
    expect(one).toMatchObject({ kind: 'text', sections: [{ label: '', text: 'Hello world\nsecond line' }] });
    const paged = await extractText(utf8('one\ftwo'), { fileName: 'a.txt' });
    expect(paged.sections).toEqual([
      { label: 'Page 1', text: 'one' },
      { label: 'Page 2', text: 'two' },
    ]);
  });

  it('refuses unknown types and files that are not what their name says', async () => {
    await expect(extractText(utf8('x'), { fileName: 'virus.exe', contentType: 'application/octet-stream' })).rejects.toThrow(UnsupportedFileTypeError);
    await expect(extractText(utf8('x'), { fileName: 'virus.exe' })).rejects.toThrow(UNSUPPORTED_FILE_MESSAGE);
    await expect(extractText(utf8('plain words'), { fileName: 'fake.pdf' })).rejects.toThrow('not a PDF file');
    await expect(extractText(utf8('plain words'), { fileName: 'fake.docx' })).rejects.toThrow('not a .docx file');
    const pdf = await pdfFixture([['x']]);
    await expect(extractText(pdf, { fileName: 'disguised.txt' })).rejects.toThrow('binary content');
  });

  it('reports a corrupt file of a known type as unreadable', async () => {
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]);
    await expect(extractText(broken, { fileName: 'broken.xlsx' })).rejects.toThrow(UnreadableFileError);
    const pdf = utf8('%PDF-1.7\nnot really');
    await expect(extractText(pdf, { fileName: 'broken.pdf' })).rejects.toThrow(UnreadableFileError);
  });

  it('cuts text off at MAX_EXTRACTED_CHARACTERS', async () => {
    const big = 'a'.repeat(MAX_EXTRACTED_CHARACTERS - 10) + '\f' + 'b'.repeat(100) + '\f' + 'c';
    const result = await extractText(utf8(big), { fileName: 'big.txt' });
    expect(result.truncated).toBe(true);
    expect(result.characters).toBe(MAX_EXTRACTED_CHARACTERS);
    expect(result.sections).toHaveLength(2);
    expect(result.sections[1]?.text).toBe('b'.repeat(10));
  });

  it('a heading with nothing before it labels the first section', () => {
    expect(htmlSections('<h1>Title</h1><p>Body</p>')).toEqual([{ label: 'Title', text: '\nBody\n' }]);
  });
});
