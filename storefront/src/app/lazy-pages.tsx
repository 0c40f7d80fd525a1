import type { ComponentType } from 'react';
import type { Role } from '@/stores/auth';

/** A code-split page: its module loads only when its route is opened. */
export const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/** A code-split dashboard page for some roles only: anyone else sees the Forbidden state and no call is made. */
export const rolePage = (roles: readonly Role[], load: () => Promise<ComponentType>) => async () => {
  const [{ RequireRole }, Page] = await Promise.all([
    import('@/features/dashboard/components/RequireRole'),
    load(),
  ]);
  return {
    element: (
      <RequireRole roles={roles}>
        <Page />
      </RequireRole>
    ),
  };
};

export const notFoundPage = page(async () => (await import('@/features/not-found/components/NotFoundPage')).NotFoundPage);
