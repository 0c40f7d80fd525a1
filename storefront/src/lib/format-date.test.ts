import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('formatDate', () => {
  it('shows English (US) long dates in UTC', () => {
    expect(formatDate('2025-03-05T10:00:00.000Z')).toBe('March 5, 2025');
    // Late in the UTC day stays on that day whatever the machine's time zone.
    expect(formatDate('2024-12-31T23:30:00.000Z')).toBe('December 31, 2024');
    expect(formatDate(new Date(Date.UTC(2023, 0, 1)))).toBe('January 1, 2023');
  });

  it('is empty for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
