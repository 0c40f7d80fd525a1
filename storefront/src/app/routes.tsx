import type { RouteObject } from 'react-router-dom';
import { Layout } from '@/app/layout';
import { Loader } from '@/components/Loader';
import { HomePage } from '@/features/home/components/HomePage';
import type { ShopScope } from '@/features/shop/utils/filters';
import { RouteError } from './RouteError';

/** The shop page, code-split: its sliders and pager load only when a shop route is opened. */
const shopPage = (scope?: ShopScope) => async () => {
  const { ShopPage } = await import('@/features/shop/components/ShopPage');
  return { element: <ShopPage scope={scope} /> };
};

const brandsPage = async () => {
  const { BrandsPage } = await import('@/features/brands/components/BrandsPage');
  return { Component: BrandsPage };
};

const notFoundPage = async () => {
  const { NotFoundPage } = await import('@/features/not-found/components/NotFoundPage');
  return { Component: NotFoundPage };
};

/** Route table, shared by the hash router and tests (createMemoryRouter). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loader />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'shop', lazy: shopPage() },
      { path: 'shop/category/:slug', lazy: shopPage('category') },
      { path: 'shop/brand/:slug', lazy: shopPage('brand') },
      { path: 'brands', lazy: brandsPage },
      {
        path: 'product/:slug',
        lazy: async () => {
          const { ProductPage } = await import('@/features/products/components/ProductPage');
          return { Component: ProductPage };
        },
      },
      { path: '404', lazy: notFoundPage },
      { path: '*', lazy: notFoundPage },
    ],
  },
];

