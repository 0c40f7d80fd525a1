import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// index.html's app shell stays on screen until the first page's code is loaded.
void createAppRouter().then((router) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  ),
);
