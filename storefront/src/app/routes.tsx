import type { RouteObject } from 'react-router-dom';
import { Layout } from '@/app/layout';
import { Loader } from '@/components/Loader';
import { HomePage } from '@/features/home/components/HomePage';
import { orderRoutes, publicOrderRoutes } from '@/features/orders/routes';
import type { ShopScope } from '@/features/shop/utils/filters';
import { dashboardRoute } from './dashboard-routes';
import { GuestOnly, RequireAuth } from './guards';
import { notFoundPage, page } from './lazy-pages';
import { RouteError } from './RouteError';

/** The shop page, code-split: its sliders and pager load only when a shop route is opened. */
const shopPage = (scope?: ShopScope) => async () => {
  const [{ ShopPage }, { SearchHelp }] = await Promise.all([
    import('@/features/shop/components/ShopPage'),
    import('@/features/search/components/SearchHelp'),
  ]);
  return { element: <ShopPage scope={scope} searchHelp={(name) => <SearchHelp term={name} />} /> };
};

/** Sign-in pages: a signed-in user goes to /dashboard instead (spec §2). */
const guestRoutes: RouteObject[] = [
  { path: 'login', lazy: page(async () => (await import('@/features/auth/components/LoginPage')).LoginPage) },
  { path: 'register', lazy: page(async () => (await import('@/features/auth/components/SignupPage')).SignupPage) },
  {
    path: 'forgot-password',
    lazy: page(async () => (await import('@/features/auth/components/ForgotPasswordPage')).ForgotPasswordPage),
  },
  {
    path: 'reset-password/:token',
    lazy: page(async () => (await import('@/features/auth/components/ResetPasswordPage')).ResetPasswordPage),
  },
];

/** The support chat (spec §2): signed in only. */
const supportRoute: RouteObject = {
  path: 'support',
  lazy: page(async () => (await import('@/features/support/components/SupportPage')).SupportPage),
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
      { path: 'brands', lazy: page(async () => (await import('@/features/brands/components/BrandsPage')).BrandsPage) },
      {
        path: 'product/:slug',
        lazy: page(async () => (await import('@/features/products/components/ProductPage')).ProductPage),
      },
      { path: 'sell', lazy: page(async () => (await import('@/features/merchants/components/SellPage')).SellPage) },
      {
        path: 'merchant-signup/:token',
        lazy: page(async () => (await import('@/features/merchants/components/MerchantSignupPage')).MerchantSignupPage),
      },
      { path: 'contact', lazy: page(async () => (await import('@/features/contact/components/ContactPage')).ContactPage) },
      { path: 'returns', lazy: page(async () => (await import('@/features/content/components/ContentPageView')).ReturnsPage) },
      { path: 'privacy', lazy: page(async () => (await import('@/features/content/components/ContentPageView')).PrivacyPage) },
      { path: 'terms', lazy: page(async () => (await import('@/features/content/components/ContentPageView')).TermsPage) },
      // Tracking an order needs no session: its number and the phone or e-mail it was placed with.
      ...publicOrderRoutes,
      {
        path: 'auth/success',
        lazy: page(async () => (await import('@/features/auth/components/AuthSuccessPage')).AuthSuccessPage),
      },
      { element: <GuestOnly />, children: guestRoutes },
      // Orders are the signed-in buyer's own: /order/success/:id and /order/:id need a session too.
      { element: <RequireAuth />, children: [dashboardRoute, ...orderRoutes, supportRoute] },
      { path: '404', lazy: notFoundPage },
      { path: '*', lazy: notFoundPage },
    ],
  },
];
