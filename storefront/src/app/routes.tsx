import type { RouteObject } from 'react-router-dom';
import { Layout } from '@/components/Layout';
import { Loader } from '@/components/Loader';
import { HomePage } from '@/features/home/components/HomePage';
import { RouteError } from './RouteError';

const shopPage = (filter?: 'category' | 'brand') => async () => {
  const { ShopPage } = await import('@/features/products/components/ShopPage');
  return { element: <ShopPage filter={filter} /> };
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

