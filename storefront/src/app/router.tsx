import { createHashRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

const router = createHashRouter(routes);

/**
 * Resolves once the first route's code (a lazily loaded page) is in, so the first render
 * shows the real page in place of index.html's app shell, not a loading state in between.
 */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
