import { describe, expect, it } from 'vitest';
import { cleanText, restoreLineBreaks } from './text.js';

describe('restoreLineBreaks ("rn" where "\\r\\n" was, *_CFServer1 files)', () => {
  // Snippets copied verbatim from the data files.
  it.each([
    [
      'scotland: sentence end + space',
      'demonstrate value for money to customers.rn It is intended that the Authority',
      'demonstrate value for money to customers.\n It is intended that the Authority',
    ],
    [
      'scotland: numbered list after place names',
      'opportunities mentioned earlier:rn 1.Edinburghrn 2.Glasgowrn 3.North-east Scotland',
      'opportunities mentioned earlier:\n 1.Edinburgh\n 2.Glasgow\n 3.North-east Scotland',
    ],
    [
      'scotland: acronym',
      '(Compulsory) Liability Insurance = 10M GBPrn Public Liability Insurance = 5',
      '(Compulsory) Liability Insurance = 10M GBP\n Public Liability Insurance = 5',
    ],
    [
      'contracts finder: double break',
      'the existing A47 at three separate locations.rnrnPackage: Acoustic Bar',
      'the existing A47 at three separate locations.\n\nPackage: Acoustic Bar',
    ],
    ['address lines glued together', 'Gants Hill RoadrnIlfordrnEssexrnIG2 6XX', 'Gants Hill Road\nIlford\nEssex\nIG2 6XX'],
    ['vowel stem with a known ending', 'Continuing and Familyrn Continuing and Returning', 'Continuing and Family\n Continuing and Returning'],
    ['bullet after a word', 'Cleaning Servicesrn - Window cleaning', 'Cleaning Services\n - Window cleaning'],
    ['URL after a colon', 'found here:rnhttps://www.example.org', 'found here:\nhttps://www.example.org'],
  ])('%s', (_name, input, expected) => {
    expect(restoreLineBreaks(input)).toBe(expected);
  });

  it('leaves words containing "rn" untouched', () => {
    const words =
      'government learning return Return Western Northern Southern Eastern modern concern govern governed ' +
      'turnover internal external International Bournemouth Furniture journey Kilmarnock Stornoway username ' +
      'Springburn Woburn Kinghorn Learn learn turn worn torn Wyvern Severn pattern lantern Padarn Pensarn ' +
      'Llansadwrn cyrn ffyrn Caernarfon Barnsley Cornwall Inverness Ethernet';
    expect(restoreLineBreaks(words)).toBe(words);
  });

  it('keeps real sentences with real -rn words', () => {
    const s = "click 'Start' before you can access the 'My tender Return' to start populating your response";
    expect(restoreLineBreaks(s)).toBe(s);
    const w = 'Beat 12 covers the area encompassing Llansadwrn, Llanwrda, Llandovery';
    expect(restoreLineBreaks(w)).toBe(w);
  });

  it('cleanText trims, collapses spaces around breaks, and only restores when asked', () => {
    expect(cleanText('  works.rn The contract  ', { restoreRn: true })).toBe('works.\nThe contract');
    expect(cleanText('  works.rn The contract  ')).toBe('works.rn The contract');
    expect(cleanText('a\r\nb')).toBe('a\nb');
    expect(cleanText('   ')).toBeUndefined();
  });
});
