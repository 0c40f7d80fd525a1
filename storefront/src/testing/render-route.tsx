import { createMemoryRouter } from 'react-router-dom';
import { routes } from '@/app/routes';
import { renderRouter } from './render-router';

/** Render the app's route table at `path` with a fresh query client. */
export const renderRoute = (path: string) => renderRouter(createMemoryRouter(routes, { initialEntries: [path] }));
