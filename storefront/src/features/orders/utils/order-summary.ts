import type { LineStatus, OrderLine } from '../types';
import { UNAVAILABLE_STATUS } from './order-status';

/** What each status means to the buyer, in the order a summary names them (furthest along first, cancelled last). */
const STATUS_WORDS: [LineStatus, string][] = [
  ['Delivered', 'delivered'],
  ['Shipped', 'on the way'],
  ['Processing', 'being prepared'],
  ['Not processed', 'not processed yet'],
  ['Cancelled', 'cancelled'],
];

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * Every line of an order in one phrase: '2 of 3 items on the way · 1 cancelled', '3 items delivered',
 * '1 item not processed yet'; 'Unavailable' with no lines.
 */
export function orderItemsSummary(lines: Pick<OrderLine, 'status'>[]): string {
  const total = lines.length;
  if (!total) return UNAVAILABLE_STATUS;
  const parts = STATUS_WORDS.map(([status, words]) => [lines.filter((line) => line.status === status).length, words] as const).filter(
    ([count]) => count > 0
  );
  const [head, ...rest] = parts;
  if (!head) return UNAVAILABLE_STATUS; // a status the shop does not know
  const [count, words] = head;
  const first = count === total ? `${items(total)} ${words}` : `${count} of ${items(total)} ${words}`;
  return [first, ...rest.map(([n, w]) => `${n} ${w}`)].join(' · ');
}
