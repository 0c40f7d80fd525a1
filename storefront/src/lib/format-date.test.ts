import { describe, expect, it } from 'vitest';
import { formatDate, SHOP_TIME_ZONE } from './format';

describe('formatDate', () => {
  it("is the shop's time zone: Africa/Nairobi (unit tests always run in it)", () => {
    expect(SHOP_TIME_ZONE).toBe('Africa/Nairobi');
  });

  it('shows English (US) long dates in Nairobi time: a time near midnight UTC is the Nairobi date', () => {
    expect(formatDate('2025-03-05T10:00:00.000Z', 'Africa/Nairobi')).toBe('March 5, 2025');
    // 22:00 UTC on 4 March is 01:00 on 5 March in Nairobi (UTC+3): the order is dated the 5th.
    expect(formatDate('2025-03-04T22:00:00.000Z', 'Africa/Nairobi')).toBe('March 5, 2025');
    expect(formatDate('2024-12-31T23:30:00.000Z', 'Africa/Nairobi')).toBe('January 1, 2025');
    expect(formatDate(new Date(Date.UTC(2023, 0, 1)), 'Africa/Nairobi')).toBe('January 1, 2023');
  });

  it('another zone changes the date', () => {
    expect(formatDate('2025-03-04T22:00:00.000Z', 'UTC')).toBe('March 4, 2025');
    expect(formatDate('2025-03-05T02:00:00.000Z', 'America/New_York')).toBe('March 4, 2025');
  });

  it("uses the shop's zone by default", () => {
    expect(formatDate('2025-03-04T22:00:00.000Z')).toBe(formatDate('2025-03-04T22:00:00.000Z', SHOP_TIME_ZONE));
  });

  it('is empty for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
