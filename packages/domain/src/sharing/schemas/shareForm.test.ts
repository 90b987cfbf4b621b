import { describe, expect, it } from 'vitest';
import { shareFormError, shareRequestBody, splitEmails } from './shareForm';

describe('share via email: recipients', () => {
  it.each([
    ['a@x.org', ['a@x.org']],
    ['a@x.org, b@y.org', ['a@x.org', 'b@y.org']],
    ['a@x.org b@y.org\nc@z.org', ['a@x.org', 'b@y.org', 'c@z.org']],
    [' ,\n ', []],
  ])('%j → %j', (text, tokens) => {
    expect(splitEmails(text)).toEqual(tokens);
  });

  it.each([
    [{ to: '' }, 'Please enter at least one email address'],
    [{ to: ' \n ' }, 'Please enter at least one email address'],
    [{ to: 'a@x.org, nope' }, 'Please enter a valid email address'],
    [{ to: 'a@x' }, 'Please enter a valid email address'],
    [{ to: 'a@x.org\nb@y.org' }, null],
  ])('%j → %s', (form, message) => {
    expect(shareFormError(form)).toBe(message);
  });

  it('builds the request body', () => {
    expect(shareRequestBody({ to: 'a@x.org b@y.org', message: ' Look ', ccMe: true }, ['g1'])).toEqual({
      emails: ['a@x.org', 'b@y.org'],
      email: 'a@x.org,b@y.org',
      message: 'Look',
      guids: ['g1'],
      cc: true,
    });
  });
});
