import { dashboardPaths } from '@/lib/dashboard-paths';

/** The printable packing slip of an order (the seller's lines): /dashboard/orders/customers/slip/{id}. */
export const PACKING_SLIP_ROUTE = `${dashboardPaths.customerOrders}/slip/:id`;
export const packingSlipPath = (orderId: string): string => `${dashboardPaths.customerOrders}/slip/${encodeURIComponent(orderId)}`;
