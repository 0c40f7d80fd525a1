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
  /** Who carries it, when the seller named a rider or a courier on shipping (null otherwise). */
  shipping?: LineShipping | null;
}

/** A shipped line's carrier: the seller's rider (name, +254 phone) or a courier (name, waybill). */
export interface LineShipping {
  method: 'rider' | 'courier';
  riderName: string | null;
  riderPhone: string | null;
  courier: string | null;
  waybill: string | null;
}

/** An order placed without delivery details waits for the buyer to give them (PUT /api/order/{id}/delivery). */
export const AWAITING_DELIVERY_DETAILS = 'Awaiting delivery details';

export type DeliveryState = typeof AWAITING_DELIVERY_DETAILS | 'Ready';

/** Line statuses and the awaiting state: the admin's Customer Orders status filter (GET /api/order?status=…). */
export const ORDER_STATUS_FILTERS = [...LINE_STATUSES, AWAITING_DELIVERY_DETAILS] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/**
 * Where an order goes, as copied onto it when it was placed (a later address edit does not move
 * it): home delivery to an address, or a pickup station; the rider's phone and the fee (Kes.).
 */
export interface OrderDelivery {
  state: DeliveryState;
  option: 'home' | 'pickup';
  /** 'Home delivery' or 'Pickup station'. */
  optionName: string;
  recipient: string;
  phone: string | null;
  county: string | null;
  town: string | null;
  address: string | null;
  landmark: string | null;
  station: {
    _id: string | null;
    name: string;
    openingHours: string | null;
    /** Where the station is and how to reach it, as it was when the order was placed. */
    address?: string | null;
    landmark?: string | null;
    phone?: string | null;
    mapUrl?: string | null;
  } | null;
  fee: number;
  /** The days (`YYYY-MM-DD`, shop's time zone) it was promised to arrive between, fixed when placed; null: no promise. */
  arrives?: { from: string; to: string } | null;
  /** A pickup order's collection code, where the server gives one. */
  collection_code?: string | null;
  collectionCode?: string | null;
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
  /** The delivery fee (Shipping & Handling); in a merchant's view of their own lines, 0. */
  shipping?: number;
  /** Total: what the bag said plus the fee. */
  totalWithTax: number;
  status?: 'Placed' | 'Cancelled';
  delivery?: OrderDelivery;
  /** How the order is paid: M-Pesa (its state, receipt and the whole-shilling amount) or on delivery. */
  payment?: OrderPayment;
  products: OrderLine[];
  /** Who is looking (GET /api/order/{id}): the buyer may cancel lines, the merchant move theirs forward, an admin anything. */
  viewer?: OrderViewer;
  /** Pay on delivery: who collects the cash at the door and how much (null when paid by M-Pesa). */
  cash?: OrderCash | null;
}

/**
 * Pay on delivery (issue 48): the shop's rider or the seller's own collects the cash; what the
 * shop's rider collected awaits an admin's "Cash received" before the seller earns it. Kes.
 */
export interface OrderCash {
  collector: 'shop' | 'seller';
  /** The seller's name when the seller's rider collects. */
  collectorName: string | null;
  /** What is collected at the door: the items not cancelled and the delivery fee. */
  amount: number;
  /** Delivered items' cash the shop has not yet confirmed received. */
  awaitingConfirmation: number;
  /** Cash confirmed received (or, collected by the seller, taken by the seller). */
  received: number;
}

/** 'tracker': anyone with the order's number and its phone or e-mail (/track), who may only look. */
export type OrderViewer = 'admin' | 'merchant' | 'buyer' | 'tracker';

export interface OrderListResponse {
  orders: Order[];
  totalPages: number;
  currentPage: number;
  count: number;
  /** Staff lists: per line status, how many orders (matching the search) hold a line in it. */
  counts?: Record<LineStatus, number>;
}

export type PaymentState = 'Awaiting payment' | 'Paid' | 'Failed' | 'Refund due' | 'Refunded' | 'Pay on delivery';

/** The buyer's view of an order's refunds by M-Pesa: Refunded (with the receipts), on its way, or none yet. */
export interface OrderRefund {
  state: 'Refunded' | 'Refund processing' | null;
  /** What was refunded, in Kes. */
  amount: number;
  receipts: string[];
  /** The phone that paid, masked as she reads it ("0712 *** 615"); null when unknown. */
  phone?: string | null;
  /** Kes. owed back and not yet sent: "will be refunded". */
  due?: number;
  /** Kes. sent and not yet paid by M-Pesa. */
  processing?: number;
  /** Kes. that cancelling the rest of the order now would refund (the cancel dialog's words). */
  ifCancelled?: number;
  /** Each refund sent: paid ones with their M-Pesa reference. */
  refunds?: { _id: string; amount: number; state: 'Processing' | 'Paid'; receipt: string | null }[];
}

export interface OrderPayment {
  method: 'mpesa' | 'cod';
  state: PaymentState;
  receipt: string | null;
  /** What M-Pesa charged, in whole shillings (null on delivery). */
  amount: number | null;
}

/**
 * An order as POST /api/order/track shows it to anyone with its number and the phone or e-mail it
 * was placed with: no ids, no payment, the rider's phone masked (+254712***678).
 */
export interface TrackedOrder {
  number: string;
  created: string;
  status: 'Placed' | 'Cancelled';
  totalWithTax: number;
  delivery: OrderDelivery;
  products: TrackedLine[];
}

export interface TrackedLine {
  name: string;
  /** The product page's slug and image; null when the product is gone. */
  slug: string | null;
  imageUrl: string | null;
  variant: string | null;
  quantity: number;
  status: LineStatus;
  timeline: TimelineStep[];
}
