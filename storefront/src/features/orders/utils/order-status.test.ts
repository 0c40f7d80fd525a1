import { describe, expect, it } from 'vitest';
import { makeLine, makeOrder } from '../testing/order-fixture';
import { canCancelOrder, forwardStatuses, isFinalStatus } from './order-status';

describe('canCancelOrder (spec §4)', () => {
  it('is allowed while no line is Delivered', () => {
    expect(canCancelOrder(makeOrder())).toBe(true);
    expect(canCancelOrder(makeOrder({ products: [makeLine({ status: 'Shipped' }), makeLine({ status: 'Cancelled' })] }))).toBe(true);
  });

  it('is refused once a line is Delivered, or when the order is already cancelled', () => {
    expect(canCancelOrder(makeOrder({ products: [makeLine({ status: 'Delivered' }), makeLine()] }))).toBe(false);
    expect(canCancelOrder(makeOrder({ status: 'Cancelled', products: [makeLine({ status: 'Cancelled' })] }))).toBe(false);
  });
});

describe('isFinalStatus', () => {
  it('is true for Delivered and Cancelled only', () => {
    expect(isFinalStatus('Delivered')).toBe(true);
    expect(isFinalStatus('Cancelled')).toBe(true);
    expect(isFinalStatus('Not processed')).toBe(false);
    expect(isFinalStatus('Processing')).toBe(false);
    expect(isFinalStatus('Shipped')).toBe(false);
  });
});

describe('forwardStatuses (a merchant moves a line forward, one step at a time)', () => {
  it('offers the status and the next one only: never a skipped, backward or Cancelled status', () => {
    expect(forwardStatuses('Not processed')).toEqual(['Not processed', 'Processing']);
    expect(forwardStatuses('Processing')).toEqual(['Processing', 'Shipped']);
    expect(forwardStatuses('Shipped')).toEqual(['Shipped', 'Delivered']);
    expect(forwardStatuses('Delivered')).toEqual(['Delivered']);
  });
});
