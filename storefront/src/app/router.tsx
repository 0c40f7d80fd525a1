import { createHashRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

export type AppRouterInstance = ReturnType<typeof createHashRouter>;

/**
 * Creates the app's router and resolves with it once the first route's code (a lazily loaded
 * page) is in, so the first render shows the real page in place of index.html's app shell, not
 * a loading state in between. The router is created in a task of its own: the task that runs
 * the app's modules is the longest of the page's start, and creating the router (its route
 * table, the first match, the history's first entry) was about a third of it.
 */
export function createAppRouter(): Promise<AppRouterInstance> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const router = createHashRouter(routes);
      if (router.state.initialized) return resolve(router);
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve(router);
      });
    });
  });
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
