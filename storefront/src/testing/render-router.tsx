import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, type createMemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createQueryClient } from '@/lib/query-client';

/** Renders a memory router with a fresh query client (no retries) and the notice container. */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>, extra?: ReactNode) {
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
