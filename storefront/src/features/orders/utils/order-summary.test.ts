import { describe, expect, it } from 'vitest';
import type { LineStatus } from '../types';
import { orderItemsSummary } from './order-summary';

const lines = (...statuses: LineStatus[]) => statuses.map((status) => ({ status }));

describe('orderItemsSummary', () => {
  it('names every item, not only the first line', () => {
    expect(orderItemsSummary(lines('Shipped', 'Shipped', 'Cancelled'))).toBe('2 of 3 items on the way · 1 cancelled');
    expect(orderItemsSummary(lines('Cancelled', 'Processing'))).toBe('1 of 2 items being prepared · 1 cancelled');
    expect(orderItemsSummary(lines('Not processed', 'Delivered', 'Shipped'))).toBe('1 of 3 items delivered · 1 on the way · 1 not processed yet');
  });

  it('says it once when every item is alike', () => {
    expect(orderItemsSummary(lines('Delivered', 'Delivered'))).toBe('2 items delivered');
    expect(orderItemsSummary(lines('Not processed'))).toBe('1 item not processed yet');
    expect(orderItemsSummary(lines('Cancelled', 'Cancelled', 'Cancelled'))).toBe('3 items cancelled');
  });

  it("is 'Unavailable' without lines", () => {
    expect(orderItemsSummary([])).toBe('Unavailable');
  });
});
