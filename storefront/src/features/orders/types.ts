/** Order shapes of the API (spec §3, §7). */

export const LINE_STATUSES = ['Not processed', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;

export type LineStatus = (typeof LINE_STATUSES)[number];

export interface OrderProduct {
  _id: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  isActive?: boolean;
  price?: number;
}

/** A step of a line's timeline; `at` is null while not reached (or when it was skipped by an admin). */
export interface TimelineStep {
  status: 'Placed' | 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';
  reached: boolean;
  at: string | null;
}

/** An order line item; `product` is null when the product is gone. */
export interface OrderLine {
  _id: string;
  product: OrderProduct | null;
  name?: string;
  status: LineStatus;
  quantity: number;
  totalPrice: number;
  purchasePrice: number;
  variant?: string | null;
  taxable?: boolean;
  /** Placed → Processing → Shipped → Delivered (then "Cancelled" for a cancelled line), with dates. */
  timeline?: TimelineStep[];
}

export interface Order {
  _id: string;
  /** The short number for people ("DK-10342"); `_id` stays the id in URLs and the API. */
  number?: string;
  cartId: string | null;
  created: string;
  message?: string;
  total: number;
  totalTax: number;
  totalWithTax: number;
  status?: 'Placed' | 'Cancelled';
  products: OrderLine[];
  /** Who is looking (GET /api/order/{id}): the buyer may cancel lines, the merchant move theirs forward, an admin anything. */
  viewer?: OrderViewer;
}

export type OrderViewer = 'admin' | 'merchant' | 'buyer';

export interface OrderListResponse {
  orders: Order[];
  totalPages: number;
  currentPage: number;
  count: number;
}
