import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge';

describe('formatBadgeCount', () => {
  it("shows the count below 99 and '99+' from 99", () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(98)).toBe('98');
    expect(formatBadgeCount(99)).toBe('99+');
    expect(formatBadgeCount(150)).toBe('99+');
  });

  it('is empty for an empty cart', () => {
    expect(formatBadgeCount(0)).toBe('');
  });
});
