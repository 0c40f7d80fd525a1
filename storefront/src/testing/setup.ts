import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy…/waitFor wait up to 5 s (1 s by default): a loaded machine (CI, parallel runs) renders lazy pages slowly.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; react-router's <ScrollRestoration> calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
});
