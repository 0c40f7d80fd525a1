import type { LineStatus, Order, OrderLine } from '../types';

/** What an order list says of an order without lines (spec §2). */
export const UNAVAILABLE_STATUS = 'Unavailable';

/** Delivered and Cancelled lines are final: no status menu, no cancel. */
export const isFinalStatus = (status: LineStatus): boolean => status === 'Delivered' || status === 'Cancelled';

/**
 * The whole order can be cancelled while it is not cancelled and no line is Delivered (spec §4),
 * and only by whom the server lets (DELETE /api/order/cancel/{id}: the buyer or an admin); a
 * merchant who sees the order for their lines would get a 403.
 */
export const canCancelOrder = (order: Pick<Order, 'products' | 'status' | 'viewer'>): boolean =>
  order.viewer !== 'merchant' &&
  order.status !== 'Cancelled' &&
  order.products.length > 0 &&
  !order.products.every((line) => line.status === 'Cancelled') &&
  !order.products.some((line) => line.status === 'Delivered');

/** The name to show for a line: its product's, or the name it was ordered under. */
export const lineName = (line: Pick<OrderLine, 'product' | 'name'>): string => line.product?.name ?? line.name ?? '';

/**
 * A merchant's choices for a line: its status and the one next step (DESIGN §5: forward only,
 * one step at a time; the server refuses a backward or skipped move).
 */
export const forwardStatuses = (current: LineStatus): LineStatus[] => {
  const order: LineStatus[] = ['Not processed', 'Processing', 'Shipped', 'Delivered'];
  const index = order.indexOf(current);
  return index < 0 ? [current] : order.slice(index, index + 2);
};
