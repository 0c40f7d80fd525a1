import type { Overview, Period } from '../types';

const period = (sales: number, previousSales: number, orders: number, previousOrders: number, newCustomers: number | null): Period => ({
  sales,
  vat: Math.round((sales * 16) / 116 * 100) / 100,
  orders,
  averageOrder: orders ? Math.round((sales / orders) * 100) / 100 : 0,
  newCustomers,
  previous: {
    sales: previousSales,
    vat: Math.round((previousSales * 16) / 116 * 100) / 100,
    orders: previousOrders,
    averageOrder: previousOrders ? Math.round((previousSales / previousOrders) * 100) / 100 : 0,
    newCustomers: newCustomers === null ? null : 2,
  },
});

/** `days` days ending 2026-11-15, oldest first, a sale every third day. */
export const dailyFixture = (days: number) =>
  Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 15 - (days - 1 - index))).toISOString().slice(0, 10);
    return { date, sales: index % 3 === 0 ? 1160 * (index + 1) : 0, orders: index % 3 === 0 ? 1 : 0 };
  });

/** GET /api/dashboard/overview for an admin, shaped exactly as the contract of issue 40. */
export const shopOverview = (days = 30): Overview => ({
  scope: 'shop',
  generatedAt: '2026-11-15T10:00:00.000Z',
  timeZone: 'Africa/Nairobi',
  cards: {
    today: period(2320, 0, 2, 0, 1),
    last7: period(11600, 9280, 8, 8, 4),
    last30: period(34800, 46400, 25, 20, 2),
  },
  daily: dailyFixture(days),
  ordersByStatus: [
    { status: 'Not processed', count: 4 },
    { status: 'Processing', count: 3 },
    { status: 'Shipped', count: 2 },
    { status: 'Delivered', count: 12 },
    { status: 'Cancelled', count: 1 },
  ],
  salesByCategory: [
    { category: 'Phones', sales: 23200 },
    { category: 'Kitchen', sales: 11600 },
  ],
  topProducts: [
    { productId: 'prod_1', name: 'Tecno Spark 20', quantity: 2, sales: 23200 },
    { productId: 'prod_2', name: 'Sufuria set', quantity: 4, sales: 11600 },
  ],
  topMerchants: [{ merchantId: 'mer_1', brand: 'Jikoni Bora', sales: 11600 }],
  paymentMethods: [
    { method: 'mpesa', orders: 15, sales: 23200 },
    { method: 'cod', orders: 10, sales: 11600 },
  ],
  queues: [
    { key: 'merchants', label: 'Merchants waiting approval', count: 2, href: '/dashboard/merchant' },
    { key: 'reviews', label: 'Reviews waiting', count: 0, href: '/dashboard/review' },
    { key: 'stale-lines', label: 'Lines not processed for 48 hours', count: 3, href: '/dashboard/orders/customers' },
    { key: 'low-stock', label: 'Products out of stock or under 5', count: 5, href: '/dashboard/product' },
  ],
  linesToShip: null,
  lowStock: [{ productId: 'prod_9', name: 'Blender', stock: 0 }],
  rating: null,
  cancellationRate: null,
});

/** The same for a merchant: its own brand, no new customers or top merchants, its lines, stock and rating. */
export const merchantOverview = (days = 30): Overview => {
  const shop = shopOverview(days);
  const noCustomers = (p: Period): Period => ({ ...p, newCustomers: null, previous: { ...p.previous, newCustomers: null } });
  return {
    ...shop,
    scope: 'merchant',
    cards: { today: noCustomers(shop.cards.today), last7: noCustomers(shop.cards.last7), last30: noCustomers(shop.cards.last30) },
    topMerchants: [],
    queues: [
      { key: 'to-ship', label: 'Lines to ship', count: 2, href: '/dashboard/orders/customers' },
      { key: 'low-stock', label: 'Low-stock products', count: 1, href: '/dashboard/product' },
    ],
    linesToShip: [
      { orderId: 'order_1', itemId: 'item_1', product: 'Sufuria set', quantity: 1, status: 'Not processed', placedAt: '2026-11-10T08:00:00.000Z' },
      { orderId: 'order_2', itemId: 'item_2', product: 'Jiko', quantity: 2, status: 'Processing', placedAt: '2026-11-12T08:00:00.000Z' },
    ],
    lowStock: [{ productId: 'prod_9', name: 'Blender', stock: 3 }],
    rating: {
      average: 4.25,
      count: 4,
      latest: [{ product: 'Sufuria set', rating: 5, text: 'Strong and heavy.', createdAt: '2026-11-14T09:00:00.000Z' }],
    },
    cancellationRate: 0.0425,
  };
};
