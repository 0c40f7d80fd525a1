import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './format-time';

describe('formatMessageTime', () => {
  it('shows a message written near midnight UTC at its Nairobi date and time', () => {
    expect(formatMessageTime('2025-03-04T22:15:00.000Z', 'Africa/Nairobi')).toBe('March 5, 2025 at 1:15 AM');
  });

  it('another zone changes the date and time', () => {
    expect(formatMessageTime('2025-03-04T22:15:00.000Z', 'UTC')).toBe('March 4, 2025 at 10:15 PM');
  });
});
