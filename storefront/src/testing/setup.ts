import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy…/waitFor wait up to 5 s (1 s by default): a loaded machine (CI, parallel runs) renders lazy pages slowly.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; react-router's <ScrollRestoration> calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom has no SVG layout; the star ratings measure their star shape once.
Object.defineProperty(SVGElement.prototype, 'getBBox', {
  configurable: true,
  value: () => ({ x: 0, y: 0, width: 24, height: 24 }),
});

afterEach(() => {
  cleanup();
});
