import type { RouteObject } from 'react-router-dom';
import { childRoute, dashboardPaths } from '@/lib/dashboard-paths';

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
];
