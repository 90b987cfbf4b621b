import { describe, expect, it } from 'vitest';
import {
  depthMessage,
  inspectJsonText,
  inspectUrl,
  inspectValue,
  isoDuration,
  NUL_MESSAGE,
  safeText,
  SURROGATE_MESSAGE,
} from './input';
import { CommentContentSchema } from '../leads/schemas';
import { CreateUserListSchema } from '../lists/schemas';

const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

describe('inspectJsonText (the JSON boundary, before parsing)', () => {
  it.each([
    ['{"text":"a\\u0000b"}', NUL_MESSAGE],
    ['{"a\\u0000":1}', NUL_MESSAGE],
    ['{"content":"\\ud800"}', SURROGATE_MESSAGE],
    ['{"content":"x\\udc00y"}', SURROGATE_MESSAGE],
    ['["\\uD800\\u0041"]', SURROGATE_MESSAGE],
    ['{"content":"\\ud800\\n"}', SURROGATE_MESSAGE],
    ['{"x":"a\u0000"}', NUL_MESSAGE],
    [deep(50_000), depthMessage()],
    [deep(33), depthMessage()],
  ])('refuses %#', (text, reason) => {
    expect(inspectJsonText(text)).toBe(reason);
  });

  it.each([
    '{"text":"café \\u00e9 \\ud83d\\ude00 😀 \\"quoted\\" \\\\u0000"}',
    deep(32),
    '{"a":"{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{"}',
    '',
    'not json at all',
  ])('accepts %#', (text) => {
    expect(inspectJsonText(text)).toBeNull();
  });
});

describe('inspectValue (parsed values: GraphQL variables)', () => {
  it('finds NUL, lone surrogates (keys too) and depth without recursion', () => {
    let value: unknown = 1;
    for (let i = 0; i < 50_000; i++) value = { a: value };
    expect(inspectValue(value)).toBe(depthMessage());
    expect(inspectValue({ list: ['ok', 'a\u0000b'] })).toBe(NUL_MESSAGE);
    expect(inspectValue({ ['\ud800']: 1 })).toBe(SURROGATE_MESSAGE);
    expect(inspectValue({ ok: ['😀', 1, null, true] })).toBeNull();
  });
});

describe('inspectUrl (path and query string)', () => {
  it.each([
    ['http://x/api/records/search?text=a%00b', NUL_MESSAGE],
    ['http://x/api/comments/%ED%A0%80', 'The address is not validly percent-encoded'],
    ['http://x/api/comments/%E0%A4%A', 'The address is not validly percent-encoded'],
    ['http://x/graphql?query=%7Bx%7D&variables=%7B%22a%22%3A%22%5Cu0000%22%7D', NUL_MESSAGE],
  ])('refuses %s', (url, reason) => {
    expect(inspectUrl(url)).toBe(reason);
  });
  it('accepts ordinary addresses', () => {
    expect(inspectUrl('http://x/api/notifications?limit=20&offset=0&text=caf%C3%A9+bar')).toBeNull();
  });
});

describe('shared zod refinements', () => {
  it('safeText refuses NUL and lone surrogates and bounds the length', () => {
    const name = safeText({ trim: true, min: 1, max: 5 });
    expect(name.safeParse(' ab ').data).toBe('ab');
    expect(name.safeParse('a\u0000b').success).toBe(false);
    expect(name.safeParse('\ud800').success).toBe(false);
    expect(name.safeParse('abcdef').success).toBe(false);
  });
  it('isoDuration bounds each part and the whole', () => {
    const d = isoDuration();
    expect(d.safeParse('-P6M').success).toBe(true);
    expect(d.safeParse('P1Y2M3W4D').success).toBe(true);
    expect(d.safeParse('P99999999Y').success).toBe(false);
    expect(d.safeParse('P201Y').success).toBe(false);
    expect(d.safeParse('P999999D').success).toBe(false);
    expect(d.safeParse('P').success).toBe(false);
  });
});

describe('schemas built on safeText keep their copy', () => {
  it('comments and list names', () => {
    expect(CommentContentSchema.safeParse('x'.repeat(10_001)).error?.issues[0]?.message).toBe('Comments are at most 10,000 characters');
    expect(CommentContentSchema.safeParse('  ').error?.issues[0]?.message).toBe('Comment content is required');
    expect(CommentContentSchema.safeParse('\ud800').error?.issues[0]?.message).toBe(SURROGATE_MESSAGE);
    expect(CommentContentSchema.safeParse(' hi ').data).toBe('hi');
    expect(CreateUserListSchema.safeParse({ name: 'x'.repeat(201) }).error?.issues[0]?.message).toBe('Names are at most 200 characters');
    expect(CreateUserListSchema.safeParse({ name: 'a\u0000b' }).error?.issues[0]?.message).toBe(NUL_MESSAGE);
    expect(CreateUserListSchema.safeParse({ name: 'Mine', nmae: 'typo' }).success).toBe(false);
  });
});
