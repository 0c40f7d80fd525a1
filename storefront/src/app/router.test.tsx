import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter } from './router';

afterEach(() => {
  window.history.replaceState(null, '');
  window.location.hash = '';
});

describe('createAppRouter', () => {
  it("creates the router in a later task than the app's modules, and resolves once the first page is in", async () => {
    window.history.replaceState(null, '');
    window.location.hash = '#/contact';
    const ready = createAppRouter();
    // A hash router marks the history entry it starts from: not yet, in this task.
    expect(window.history.state?.idx).toBeUndefined();

    const router = await ready;
    expect(window.history.state).toMatchObject({ idx: 0 });
    expect(router.state.initialized).toBe(true);
    expect(router.state.location.pathname).toBe('/contact');
    expect(router.state.matches.at(-1)?.route.path).toBe('contact');
  });
});
