import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { renderRouter } from './render-router';

/** Render `routes` (plus a page per `stubs` path showing its text) at `path`, with notices and a fresh query client. */
export function renderAt(path: string, routes: RouteObject[], stubs: Record<string, string> = {}, extra?: ReactNode) {
  const stubRoutes = Object.entries(stubs).map(([stubPath, text]) => ({ path: stubPath, element: <p>{text}</p> }));
  return renderRouter(createMemoryRouter([...routes, ...stubRoutes], { initialEntries: [path] }), extra);
}
