import type { RouteObject } from 'react-router-dom';
import { dashboardOrderRoutes } from '@/features/orders/routes';
import { childRoute, dashboardPaths as paths, sectionRoles as roles } from '@/lib/dashboard-paths';
import { notFoundPage, page, rolePage } from './lazy-pages';

const ID = ':id';

/** The catalogue sections (spec §2, §6): products and brands for admins and merchants, categories for admins. */
const catalogueRoutes: RouteObject[] = [
  {
    path: childRoute(paths.product.list),
    lazy: rolePage(roles.product, async () => (await import('@/features/dashboard-products/components/ProductsPage')).ProductsPage),
  },
  {
    path: childRoute(paths.product.add),
    lazy: rolePage(roles.product, async () => (await import('@/features/dashboard-products/components/AddProductPage')).AddProductPage),
  },
  {
    path: childRoute(paths.product.edit(ID)),
    lazy: rolePage(roles.product, async () => (await import('@/features/dashboard-products/components/EditProductPage')).EditProductPage),
  },
  {
    path: childRoute(paths.category.list),
    lazy: rolePage(roles.category, async () => (await import('@/features/dashboard-categories/components/CategoriesPage')).CategoriesPage),
  },
  {
    path: childRoute(paths.category.add),
    lazy: rolePage(roles.category, async () => (await import('@/features/dashboard-categories/components/AddCategoryPage')).AddCategoryPage),
  },
  {
    path: childRoute(paths.category.edit(ID)),
    lazy: rolePage(roles.category, async () => (await import('@/features/dashboard-categories/components/EditCategoryPage')).EditCategoryPage),
  },
  {
    path: childRoute(paths.brand.list),
    lazy: rolePage(roles.brand, async () => (await import('@/features/dashboard-brands/components/BrandsPage')).BrandsPage),
  },
  {
    path: childRoute(paths.brand.add),
    lazy: rolePage(roles.addBrand, async () => (await import('@/features/dashboard-brands/components/AddBrandPage')).AddBrandPage),
  },
  {
    path: childRoute(paths.brand.edit(ID)),
    lazy: rolePage(roles.brand, async () => (await import('@/features/dashboard-brands/components/EditBrandPage')).EditBrandPage),
  },
];

/** /dashboard and its sections (spec §2 Dashboard); the menu lists them by role. */
export const dashboardRoute: RouteObject = {
  path: paths.account.slice(1),
  lazy: page(async () => (await import('@/features/dashboard/components/DashboardLayout')).DashboardLayout),
  children: [
    {
      index: true,
      lazy: page(async () => (await import('@/features/account/components/AccountDetailsPage')).AccountDetailsPage),
    },
    {
      path: childRoute(paths.overview),
      lazy: rolePage(roles.overview, async () => (await import('@/features/overview/components/OverviewPage')).OverviewPage),
    },
    {
      path: childRoute(paths.security),
      lazy: page(async () => (await import('@/features/account/components/AccountSecurityPage')).AccountSecurityPage),
    },
    {
      path: childRoute(paths.address.list),
      lazy: page(async () => (await import('@/features/addresses/components/AddressesPage')).AddressesPage),
    },
    {
      path: childRoute(paths.address.add),
      lazy: page(async () => (await import('@/features/addresses/components/AddAddressPage')).AddAddressPage),
    },
    {
      path: childRoute(paths.address.edit(ID)),
      lazy: page(async () => (await import('@/features/addresses/components/EditAddressPage')).EditAddressPage),
    },
    ...catalogueRoutes,
    { path: childRoute(paths.users), lazy: rolePage(roles.users, async () => (await import('@/features/users/components/UsersPage')).UsersPage) },
    {
      path: childRoute(paths.merchant.list),
      lazy: rolePage(roles.merchant, async () => (await import('@/features/merchants/components/MerchantsPage')).MerchantsPage),
    },
    {
      path: childRoute(paths.merchant.add),
      lazy: rolePage(roles.merchant, async () => (await import('@/features/merchants/components/AddMerchantPage')).AddMerchantPage),
    },
    ...dashboardOrderRoutes,
    {
      path: childRoute(paths.delivery.list),
      lazy: rolePage(roles.delivery, async () => (await import('@/features/dashboard-delivery/components/DeliveryPage')).DeliveryPage),
    },
    {
      path: childRoute(paths.delivery.add),
      lazy: rolePage(roles.delivery, async () => (await import('@/features/dashboard-delivery/components/AddStationPage')).AddStationPage),
    },
    {
      path: childRoute(paths.delivery.edit(ID)),
      lazy: rolePage(roles.delivery, async () => (await import('@/features/dashboard-delivery/components/EditStationPage')).EditStationPage),
    },
    {
      path: childRoute(paths.review),
      lazy: rolePage(roles.review, async () => (await import('@/features/dashboard-reviews/components/ReviewsPage')).ReviewsPage),
    },
    {
      path: childRoute(paths.earnings),
      lazy: rolePage(roles.earnings, async () => (await import('@/features/earnings/components/EarningsPage')).EarningsPage),
    },
    {
      path: childRoute(paths.firstSteps),
      lazy: rolePage(roles.firstSteps, async () => (await import('@/features/merchants/components/FirstStepsPage')).FirstStepsPage),
    },
    {
      path: childRoute(paths.payouts),
      lazy: rolePage(roles.payouts, async () => (await import('@/features/payouts/components/PayoutsPage')).PayoutsPage),
    },
    {
      path: childRoute(paths.activity),
      lazy: rolePage(roles.activity, async () => (await import('@/features/activity/components/ActivityPage')).ActivityPage),
    },
    {
      path: childRoute(paths.searchWords),
      lazy: rolePage(roles.searchWords, async () => (await import('@/features/search/components/SynonymsPage')).SynonymsPage),
    },
    {
      path: childRoute(paths.pages),
      lazy: rolePage(roles.pages, async () => (await import('@/features/content/components/ContentPagesEditor')).ContentPagesEditor),
    },
    {
      path: childRoute(paths.wishlist),
      lazy: rolePage(roles.wishlist, async () => (await import('@/features/wishlist/components/WishlistPage')).WishlistPage),
    },
    { path: '*', lazy: notFoundPage },
  ],
};
