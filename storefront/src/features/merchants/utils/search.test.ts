import { describe, expect, it } from 'vitest';
import { emailFromSearch } from './search';

describe('emailFromSearch', () => {
  it("keeps a '+' in the address (it is not a space here)", () => {
    expect(emailFromSearch('?email=a+b@example.com')).toBe('a+b@example.com');
  });

  it('decodes percent-escapes, whichever way the link was written', () => {
    expect(emailFromSearch('?email=a%2Bb%40example.com')).toBe('a+b@example.com');
    expect(emailFromSearch('?ref=mail&email=wanjiru%40example.com&x=1')).toBe('wanjiru@example.com');
  });

  it('is empty without an email, and the raw text for a malformed escape', () => {
    expect(emailFromSearch('')).toBe('');
    expect(emailFromSearch('?other=1')).toBe('');
    expect(emailFromSearch('?email=50%@example.com')).toBe('50%@example.com');
  });
});
