import type { ReactElement } from 'react';
import { createMemoryRouter, useLocation } from 'react-router-dom';
import { renderRouter } from './render-router';

/** Shows where a navigation ended, for tests of redirects and "go back". */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

interface Options {
  /** The route pattern the element is mounted at (default: the path itself). */
  route?: string;
  /** Entries before the current one, so "back one step" has somewhere to go. */
  history?: string[];
}

/**
 * Renders one page or form at `path` with a query client (no retries), a memory router and
 * the notice container; any other path shows its pathname (test id 'location').
 */
export function renderWithProviders(ui: ReactElement, path = '/', { route = path, history = [] }: Options = {}) {
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [...history, path], initialIndex: history.length },
  );
  return renderRouter(router);
}
