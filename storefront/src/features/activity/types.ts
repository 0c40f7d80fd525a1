/** What the audit log records (GET /api/audit). */
export const ACTIVITY_ENTITIES = [
  'product',
  'category',
  'brand',
  'merchant',
  'order',
  'order-line',
  'review',
  'user',
  'commission-rule',
  'payout',
  'payout-method',
  'refund',
  'delivery-fee',
  'pickup-station',
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

export interface FieldChange {
  before: unknown;
  after: unknown;
}

export interface ActivityEntry {
  _id: string;
  actor: { _id: string; role: string; name: string };
  entity: string;
  entityId: string;
  /** The entity as people name it (a title, an order's DK number, a brand) and its page; null when it cannot be named. */
  target?: { name: string; link: string | null } | null;
  action: string;
  changes: Record<string, FieldChange>;
  /** Names of the ids its changes mention (a brand, a category's products, an order's lines), by id. */
  names?: Record<string, { name: string; link: string | null }>;
  created: string;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  totalPages: number;
  currentPage: number;
  count: number;
}

/** The Activity page's filters: a person (account id and the name shown), an entity type and a period (YYYY-MM-DD). */
export interface ActivityFilters {
  actor?: { id: string; name: string };
  entity?: ActivityEntity;
  from?: string;
  to?: string;
}
