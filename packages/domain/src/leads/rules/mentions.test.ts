import { describe, expect, it } from 'vitest';
import type { TeamUser } from '../schemas/lead';
import { commentSegments, formatMention, mentionCandidates, truncateComment } from './mentions';

const user = (first: string, last: string, guid: string, active = true): TeamUser => ({
  id: guid.slice(0, 1),
  guid,
  email: `${first.toLowerCase()}@northwind.test`,
  firstName: first,
  lastName: last,
  active,
});
const MAYA = user('Maya', 'Patel', '11111111-1111-4111-8111-111111111111');
const LEO = user('Leo', 'Okafor', '22222222-2222-4222-8222-222222222222');
const ADA = user('Ada', 'Gone', '33333333-3333-4333-8333-333333333333', false);
const ZOE = user('Zoe', 'Adams', '44444444-4444-4444-8444-444444444444');

describe('mention picker: active teammates other than yourself', () => {
  it.each([
    ['', [LEO, ZOE]],
    ['le', [LEO]],
    ['ADAMS', [ZOE]],
    ['zoe@', [ZOE]],
    ['maya', []],
    ['ada', [ZOE]],
  ])('query %j', (query, expected) => {
    expect(mentionCandidates([MAYA, LEO, ADA, ZOE], MAYA.guid, query)).toEqual(expected);
  });
});

describe('mention format and segments', () => {
  it('round-trips a mention and shows @name with the email', () => {
    const content = `Hi ${formatMention(LEO)}, see this`;
    expect(content).toBe(`Hi @[Leo Okafor](${LEO.guid}), see this`);
    expect(commentSegments(content, [LEO])).toEqual([
      { type: 'text', text: 'Hi ' },
      { type: 'mention', name: '@Leo Okafor', guid: LEO.guid, email: 'leo@northwind.test' },
      { type: 'text', text: ', see this' },
    ]);
  });

  it('truncates over 500 characters with Read more / Read less', () => {
    expect(truncateComment('short', false)).toEqual({ text: 'short', truncated: false, toggle: null });
    const long = 'x'.repeat(501);
    expect(truncateComment(long, false)).toMatchObject({ truncated: true, toggle: 'Read more' });
    expect(truncateComment(long, false).text).toHaveLength(501);
    expect(truncateComment(long, true)).toEqual({ text: long, truncated: false, toggle: 'Read less' });
  });
});
