import { describe, expect, it } from 'vitest';
import { shouldSearch } from './search';

describe('shouldSearch (suggestions at trimmed length 3, 6, 9, …)', () => {
  it.each(['abc', 'abcdef', 'abcdefghi', 'ab cde'])('searches %j', (query) => {
    expect(shouldSearch(query)).toBe(true);
  });

  it.each(['', 'a', 'ab', 'abcd', 'abcde', 'abcdefg', 'abcdefgh'])('does not search %j', (query) => {
    expect(shouldSearch(query)).toBe(false);
  });

  it('trims whitespace before counting', () => {
    expect(shouldSearch('  abc  ')).toBe(true);
    expect(shouldSearch(' ab ')).toBe(false);
    expect(shouldSearch('abc ')).toBe(true);
    expect(shouldSearch('   ')).toBe(false);
    expect(shouldSearch('\t\n')).toBe(false);
  });

  it('counts inner spaces', () => {
    expect(shouldSearch('a b')).toBe(true);
    expect(shouldSearch(' a b c ')).toBe(false);
  });
});
