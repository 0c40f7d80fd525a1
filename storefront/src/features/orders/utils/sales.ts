import { formatPrice } from '@/lib/format';
import type { LineStatus, Order, OrderLine } from '../types';

/** The seller's Customer Orders tabs (issue item 12): each shows the orders holding a line of hers in that status. */
export const SALES_TABS: readonly { label: string; status: LineStatus }[] = [
  { label: 'Pending', status: 'Not processed' },
  { label: 'Ready to ship', status: 'Processing' },
  { label: 'Shipped', status: 'Shipped' },
  { label: 'Delivered', status: 'Delivered' },
  { label: 'Cancelled', status: 'Cancelled' },
];

/** The tab opened without a status in the address: Pending. */
export const DEFAULT_SALES_STATUS: LineStatus = 'Not processed';

/** 'Pending (3)'. */
export const tabLabel = (label: string, count: number | undefined): string => (count === undefined ? label : `${label} (${count})`);

/** The bulk moves a line may take next: Not processed → Processing → Shipped. */
export const nextBulkStatus = (status: LineStatus): 'Processing' | 'Shipped' | null =>
  status === 'Not processed' ? 'Processing' : status === 'Processing' ? 'Shipped' : null;

/** How a shipped line goes: 'Rider Otieno · +254722000111' or 'G4S, waybill WB-7788'. */
export function carrierText(line: Pick<OrderLine, 'shipping'>): string | null {
  const shipping = line.shipping;
  if (!shipping) return null;
  return shipping.method === 'rider'
    ? `Rider ${[shipping.riderName, shipping.riderPhone].filter(Boolean).join(' · ')}`
    : `${shipping.courier ?? 'Courier'}, waybill ${shipping.waybill ?? ''}`.trim();
}

/**
 * Cash on delivery as the seller reads it (issue item 14), the same words on her list, the summary
 * and the delivery card of the packing slip: her own rider collects the items and the delivery fee
 * ("Collect Kes. 3,050 from the buyer (items + delivery)"), or the shop's rider collects it all.
 * Null when there is no cash to collect (paid by M-Pesa).
 */
export function cashInstruction(order: Pick<Order, 'cash' | 'payment' | 'delivery'>): string | null {
  const cash = order.cash;
  if (!cash) return order.payment?.method === 'mpesa' ? 'Paid by M-Pesa: nothing to collect.' : null;
  if (cash.collector === 'shop') return "Duka's rider collects the cash: nothing for you to collect.";
  const parts = (order.delivery?.fee ?? 0) > 0 ? 'items + delivery' : 'items';
  return `Collect ${formatPrice(cash.amount)} from the buyer (${parts}).`;
}

/** A pickup order's collection code, when the server gives one. */
export const collectionCode = (order: Pick<Order, 'delivery'>): string | null =>
  order.delivery?.collectionCode ?? order.delivery?.collection_code ?? null;
