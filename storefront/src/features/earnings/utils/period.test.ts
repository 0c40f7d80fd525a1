import { describe, expect, it } from 'vitest';
import { dayAfter, dayStart, monthOf, periodError, shopToday } from './period';

describe('statement period', () => {
  it('defaults to the shop’s month, both days included', () => {
    expect(shopToday(new Date('2026-11-30T22:30:00Z'), 'Africa/Nairobi')).toBe('2026-12-01');
    expect(monthOf('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2028-02-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });

  it('starts each day at midnight in the shop’s time zone', () => {
    expect(dayStart('2026-11-01', 'Africa/Nairobi')).toBe('2026-10-31T21:00:00.000Z');
    expect(dayStart('2026-11-01', 'UTC')).toBe('2026-11-01T00:00:00.000Z');
    // Across a daylight saving change: 29 March 2026 starts at +01:00 in London.
    expect(dayStart('2026-03-29', 'Europe/London')).toBe('2026-03-29T00:00:00.000Z');
    expect(dayStart('2026-03-30', 'Europe/London')).toBe('2026-03-29T23:00:00.000Z');
  });

  it('refuses a reversed period or one longer than the API allows', () => {
    expect(periodError({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(periodError({ from: '2026-12-01', to: '2026-11-30' })).toBe('The last day must not be before the first.');
    expect(periodError({ from: '', to: '2026-11-30' })).toBe('Choose both dates.');
    expect(periodError({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
    expect(periodError({ from: '2025-01-01', to: '2026-01-02' })).toBe('A statement covers at most 366 days.');
  });
});
