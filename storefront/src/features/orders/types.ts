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
}

export interface Order {
  _id: string;
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
