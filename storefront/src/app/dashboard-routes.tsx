import type { RouteObject } from 'react-router-dom';
import { dashboardOrderRoutes } from '@/features/orders/routes';
import type { Role } from '@/stores/auth';
import { notFoundPage, page, rolePage } from './lazy-pages';

const ADMIN: readonly Role[] = ['ROLE_ADMIN'];
const STAFF: readonly Role[] = ['ROLE_ADMIN', 'ROLE_MERCHANT'];

/** The catalogue sections (spec §2, §6): products and brands for admins and merchants, categories for admins. */
const catalogueRoutes: RouteObject[] = [
  {
    path: 'product',
    lazy: rolePage(STAFF, async () => (await import('@/features/dashboard-products/components/ProductsPage')).ProductsPage),
  },
  {
    path: 'product/add',
    lazy: rolePage(STAFF, async () => (await import('@/features/dashboard-products/components/AddProductPage')).AddProductPage),
  },
  {
    path: 'product/edit/:id',
    lazy: rolePage(STAFF, async () => (await import('@/features/dashboard-products/components/EditProductPage')).EditProductPage),
  },
  {
    path: 'category',
    lazy: rolePage(ADMIN, async () => (await import('@/features/dashboard-categories/components/CategoriesPage')).CategoriesPage),
  },
  {
    path: 'category/add',
    lazy: rolePage(ADMIN, async () => (await import('@/features/dashboard-categories/components/AddCategoryPage')).AddCategoryPage),
  },
  {
    path: 'category/edit/:id',
    lazy: rolePage(ADMIN, async () => (await import('@/features/dashboard-categories/components/EditCategoryPage')).EditCategoryPage),
  },
  {
    path: 'brand',
    lazy: rolePage(STAFF, async () => (await import('@/features/dashboard-brands/components/BrandsPage')).BrandsPage),
  },
  {
    path: 'brand/add',
    lazy: rolePage(ADMIN, async () => (await import('@/features/dashboard-brands/components/AddBrandPage')).AddBrandPage),
  },
  {
    path: 'brand/edit/:id',
    lazy: rolePage(STAFF, async () => (await import('@/features/dashboard-brands/components/EditBrandPage')).EditBrandPage),
  },
];

/** /dashboard and its sections (spec §2 Dashboard); the menu lists them by role. */
export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  lazy: page(async () => (await import('@/features/dashboard/components/DashboardLayout')).DashboardLayout),
  children: [
    {
      index: true,
      lazy: page(async () => (await import('@/features/account/components/AccountDetailsPage')).AccountDetailsPage),
    },
    {
      path: 'security',
      lazy: page(async () => (await import('@/features/account/components/AccountSecurityPage')).AccountSecurityPage),
    },
    {
      path: 'address',
      lazy: page(async () => (await import('@/features/addresses/components/AddressesPage')).AddressesPage),
    },
    {
      path: 'address/add',
      lazy: page(async () => (await import('@/features/addresses/components/AddAddressPage')).AddAddressPage),
    },
    {
      path: 'address/edit/:id',
      lazy: page(async () => (await import('@/features/addresses/components/EditAddressPage')).EditAddressPage),
    },
    ...catalogueRoutes,
    { path: 'users', lazy: rolePage(ADMIN, async () => (await import('@/features/users/components/UsersPage')).UsersPage) },
    ...dashboardOrderRoutes,
    { path: '*', lazy: notFoundPage },
  ],
};
