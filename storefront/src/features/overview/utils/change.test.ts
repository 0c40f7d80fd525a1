import { describe, expect, it } from 'vitest';
import { changeOf, formatShare } from './change';
import { addDays, last30Days, rangeError, shopDay } from './range';

describe('changeOf', () => {
  it('gives the change in whole percent against the period before', () => {
    expect(changeOf(11600, 9280)).toEqual({ direction: 'up', label: '+25%' });
    expect(changeOf(34800, 46400)).toEqual({ direction: 'down', label: '−25%' });
    expect(changeOf(1001, 1000)).toEqual({ direction: 'same', label: 'No change' });
  });

  it('has no percentage when the period before had nothing', () => {
    expect(changeOf(2320, 0)).toEqual({ direction: 'new', label: 'New' });
    expect(changeOf(0, 0)).toEqual({ direction: 'same', label: 'No change' });
    expect(changeOf(0, 500)).toEqual({ direction: 'down', label: '−100%' });
  });

  it('writes a share as a percent with one decimal', () => {
    expect(formatShare(0.0425)).toBe('4.3%');
    expect(formatShare(0)).toBe('0.0%');
    expect(formatShare(1)).toBe('100.0%');
  });
});

describe('export range', () => {
  it('defaults to the last 30 days in the shop’s time zone, today included', () => {
    expect(shopDay(new Date('2026-11-30T22:30:00Z'), 'Africa/Nairobi')).toBe('2026-12-01');
    expect(last30Days(new Date('2026-11-15T10:00:00Z'))).toEqual({ from: '2026-10-17', to: '2026-11-15' });
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuses what the export API refuses', () => {
    expect(rangeError({ from: '', to: '2026-11-15' })).toBe('Choose both dates.');
    expect(rangeError({ from: '2026-11-16', to: '2026-11-15' })).toBe('The last day must not be before the first.');
    expect(rangeError({ from: '2025-11-13', to: '2026-11-15' })).toBe('An export covers at most 366 days.');
    expect(rangeError({ from: '2025-11-14', to: '2026-11-15' })).toBeNull();
    expect(rangeError({ from: '2026-11-15', to: '2026-11-15' })).toBeNull();
  });
});
