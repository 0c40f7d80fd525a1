import { formatDate, formatPrice, SHOP_TIME_ZONE } from '@/lib/format';
import type { ActivityEntry } from '../types';

const MONEY_FIELDS = new Set(['price', 'amount', 'fee']);

/** A recorded value as text: none as '—', yes/no, money in Kes., lists joined, objects as key: value. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatPrice(value);
  if (Array.isArray(value)) return value.length ? value.map((item) => valueText(field, item)).join(', ') : '—';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${valueText(key, inner)}`)
      .join(', ');
  }
  return String(value);
}

/** 'product.update' → 'Product update'; 'order-line.status' → 'Order line status'. */
export function actionText(action: string): string {
  const text = action.replace(/[.-]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

let clock: Intl.DateTimeFormat | undefined;

/** When, in the shop's time zone: 'March 5, 2025, 14:03'. */
export function momentText(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  clock ??= new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SHOP_TIME_ZONE });
  return `${formatDate(date)}, ${clock.format(date)}`;
}

/** The changed fields of an entry, in the order they were recorded. */
export const changeRows = (entry: ActivityEntry) =>
  Object.entries(entry.changes).map(([field, change]) => ({
    field,
    before: valueText(field, change.before),
    after: valueText(field, change.after),
  }));
