import { describe, expect, it } from 'vitest';
import { arrivalText } from './arrival';

describe('arrivalText', () => {
  it('names the weekdays and the month once within a month', () => {
    expect(arrivalText({ from: '2024-12-03', to: '2024-12-04' })).toBe('Arrives Tue 3 – Wed 4 Dec');
  });

  it('names both months across a month end, and one day alone', () => {
    expect(arrivalText({ from: '2024-11-30', to: '2024-12-03' })).toBe('Arrives Sat 30 Nov – Tue 3 Dec');
    expect(arrivalText({ from: '2024-12-03', to: '2024-12-03' })).toBe('Arrives Tue 3 Dec');
  });

  it('is empty for a date it cannot read', () => {
    expect(arrivalText({ from: 'soon', to: '2024-12-03' })).toBe('');
  });
});
