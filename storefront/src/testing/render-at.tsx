import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createQueryClient } from '@/lib/query-client';

/** Render `routes` (plus a page per `stubs` path showing its text) at `path`, with notices and a fresh query client. */
export function renderAt(path: string, routes: RouteObject[], stubs: Record<string, string> = {}, extra?: ReactNode) {
  const router = createMemoryRouter(
    [...routes, ...Object.entries(stubs).map(([stubPath, text]) => ({ path: stubPath, element: <p>{text}</p> }))],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {extra}
        <ToastContainer />
      </QueryClientProvider>,
    ),
  };
}
