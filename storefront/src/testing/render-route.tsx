import { createMemoryRouter, matchRoutes } from 'react-router-dom';
import { routes } from '@/app/routes';
import { renderRouter } from './render-router';

/** Render the app's route table at `path` with a fresh query client. */
export const renderRoute = (path: string) => renderRouter(createMemoryRouter(routes, { initialEntries: [path] }));

/**
 * Loads the code-split modules of the routes at `paths` (those a test opens and those it is sent
 * to), as a first visit would: call it in `beforeAll`, so a test waits only for its page to render.
 */
export async function preloadRoutes(paths: readonly string[]): Promise<void> {
  const loads = paths.flatMap((path) => (matchRoutes(routes, path) ?? []).map(({ route }) => route.lazy));
  await Promise.all(loads.map((load) => (typeof load === 'function' ? load() : undefined)));
}
