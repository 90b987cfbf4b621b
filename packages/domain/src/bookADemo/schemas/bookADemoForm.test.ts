import { describe, expect, it } from 'vitest';
import { bookADemoFieldErrors } from './bookADemoForm';

const valid = { firstName: 'Maya', lastName: 'Patel', email: 'maya@northwind.test', phone: '' };

describe('bookADemoFieldErrors (spec 2§5)', () => {
  it('accepts a complete form, phone optional', () => {
    expect(bookADemoFieldErrors(valid)).toBeNull();
    expect(bookADemoFieldErrors({ ...valid, phone: undefined })).toBeNull();
  });
  it.each([
    [{ firstName: '' }, { firstName: 'First name is required' }],
    [{ firstName: '   ' }, { firstName: 'First name is required' }],
    [{ lastName: '' }, { lastName: 'Last name is required' }],
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'maya@' }, { email: 'Invalid email format' }],
    [{ email: 'not an email' }, { email: 'Invalid email format' }],
  ])('%j → %j', (change, errors) => {
    expect(bookADemoFieldErrors({ ...valid, ...change })).toEqual(errors);
  });
  it.each([
    ['020 7946 0958', true],
    ['+44 (0)20 7946-0958', true],
    ['0113.496.0000', true],
    ['01632/960001', true],
    ['1234567', true],
    ['123456', false],
    ['+44 20 ABC 0958', false],
    ['phone me', false],
    ['12-34-5', false],
  ])('phone %s valid: %s', (phone, ok) => {
    expect(bookADemoFieldErrors({ ...valid, phone })).toEqual(ok ? null : { phone: 'Invalid phone number format' });
  });
});
