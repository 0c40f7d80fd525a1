/** GET /api/dashboard/overview's body (issue 40's contract): every figure is computed by the server. */

export type OverviewDays = 7 | 30 | 90;
export const OVERVIEW_DAYS: readonly OverviewDays[] = [7, 30, 90];

export interface PeriodFigures {
  /** Kes., VAT included: paid (M-Pesa) or Delivered lines, not cancelled; no delivery fees. */
  sales: number;
  vat: number;
  orders: number;
  averageOrder: number;
  /** null for a merchant. */
  newCustomers: number | null;
}

export interface Period extends PeriodFigures {
  /** The same length of period just before. */
  previous: PeriodFigures;
}

export interface DailySales {
  /** YYYY-MM-DD in the shop's time zone. */
  date: string;
  sales: number;
  orders: number;
}

export type LineStatus = 'Not processed' | 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';

export interface WorkQueue {
  key: string;
  label: string;
  count: number;
  href: string;
}

export interface LineToShip {
  orderId: string;
  itemId: string;
  product: string;
  quantity: number;
  status: string;
  placedAt: string;
}

export interface LowStockProduct {
  productId: string;
  name: string;
  stock: number;
}

export interface LatestReview {
  product: string;
  rating: number;
  text: string;
  createdAt: string;
}

export interface Overview {
  scope: 'shop' | 'merchant';
  generatedAt: string;
  timeZone: string;
  cards: { today: Period; last7: Period; last30: Period };
  /** Exactly `days` entries, oldest first. */
  daily: DailySales[];
  ordersByStatus: { status: LineStatus; count: number }[];
  salesByCategory: { category: string; sales: number }[];
  topProducts: { productId: string; name: string; quantity: number; sales: number }[];
  /** [] for a merchant. */
  topMerchants: { merchantId: string; brand: string; sales: number }[];
  paymentMethods: { method: 'mpesa' | 'cod'; orders: number; sales: number }[];
  queues: WorkQueue[];
  /** null for an admin. */
  linesToShip: LineToShip[] | null;
  lowStock: LowStockProduct[];
  /** null for an admin. */
  rating: { average: number | null; count: number; latest: LatestReview[] } | null;
  /** Cancelled lines over all lines in the last 30 days, 0..1; null for an admin. */
  cancellationRate: number | null;
}
