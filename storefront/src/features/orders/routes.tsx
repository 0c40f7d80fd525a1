import type { RouteObject } from 'react-router-dom';
import { childRoute, dashboardPaths } from '@/lib/dashboard-paths';
import { PACKING_SLIP_ROUTE } from './utils/slip-path';

/** Top-level order routes (spec §2), each page loaded only when opened. */
export const orderRoutes: RouteObject[] = [
  {
    path: 'order/success/:id',
    lazy: async () => {
      const { OrderSuccessPage } = await import('./components/OrderSuccessPage');
      return { Component: OrderSuccessPage };
    },
  },
  {
    path: 'order/:id',
    lazy: async () => {
      const { OrderPage } = await import('./components/OrderPage');
      return { Component: OrderPage };
    },
  },
];

/** Order tracking without signing in: /track, and /o/{number} (the SMS links) with the number filled in. */
const trackPage = async () => {
  const { TrackOrderPage } = await import('./components/TrackOrderPage');
  return { Component: TrackOrderPage };
};

export const publicOrderRoutes: RouteObject[] = [
  { path: 'track', lazy: trackPage },
  { path: 'o/:number', lazy: trackPage },
];

/** Children of /dashboard: the shopper's orders and, for admins, every customer's. */
export const dashboardOrderRoutes: RouteObject[] = [
  {
    path: childRoute(dashboardPaths.orders),
    lazy: async () => {
      const { OrdersPage } = await import('./components/OrdersPage');
      return { Component: OrdersPage };
    },
  },
  {
    path: childRoute(dashboardPaths.customerOrders),
    lazy: async () => {
      const { CustomerOrdersPage } = await import('./components/CustomerOrdersPage');
      return { Component: CustomerOrdersPage };
    },
  },
  {
    path: childRoute(PACKING_SLIP_ROUTE),
    lazy: async () => {
      const { PackingSlipPage } = await import('./components/PackingSlipPage');
      return { Component: PackingSlipPage };
    },
  },
];
