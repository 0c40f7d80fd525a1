import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { routerReady } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// index.html's app shell stays on screen until the first page's code is loaded.
void routerReady().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
