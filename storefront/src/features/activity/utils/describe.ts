import { formatDate, formatPrice, SHOP_TIME_ZONE } from '@/lib/format';
import type { ActivityEntry } from '../types';

const MONEY_FIELDS = new Set(['price', 'amount', 'fee']);

type Names = ActivityEntry['names'];

/** A recorded value as text: none as '—', yes/no, money in Kes., an id by its name, lists joined, objects as key: value. */
export function valueText(field: string, value: unknown, names: Names = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && names?.[value]) return names[value].name;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatPrice(value);
  if (Array.isArray(value)) return value.length ? value.map((item) => valueText(field, item, names)).join(', ') : '—';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${valueText(key, inner, names)}`)
      .join(', ');
  }
  return String(value);
}

/** 'product.update' → 'Product update'; 'order-line.status' → 'Order line status'. */
export function actionText(action: string): string {
  const text = action.replace(/[.-]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'order-line' → 'Order line'. */
const entityLabel = (entity: string) => actionText(entity);

/**
 * What an entry is about, for people: the entity type and the name the server resolved ('Product
 * Kikoy', 'Order DK-10342'); only an entity it could not name (deleted for good) falls back to its id.
 */
export function entityText(entry: ActivityEntry): string {
  if (!entry.target) return `${entityLabel(entry.entity)} ${entry.entityId}`;
  return `${entityLabel(entry.entity)} ${entry.target.name}`;
}

let clock: Intl.DateTimeFormat | undefined;

/** When, in the shop's time zone: 'March 5, 2025, 14:03'. */
export function momentText(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  clock ??= new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SHOP_TIME_ZONE });
  return `${formatDate(date)}, ${clock.format(date)}`;
}

/** A field as people read it: 'line li_01…' (an order's line) by the line's name. */
const fieldText = (field: string, names: Names = {}) =>
  field.startsWith('line ') && names?.[field.slice(5)] ? `line ${names[field.slice(5)]!.name}` : field;

/** The changed fields of an entry, in the order they were recorded, ids by their names. */
export const changeRows = (entry: ActivityEntry) =>
  Object.entries(entry.changes).map(([field, change]) => ({
    key: field,
    field: fieldText(field, entry.names),
    before: valueText(field, change.before, entry.names),
    after: valueText(field, change.after, entry.names),
  }));
