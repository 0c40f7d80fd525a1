import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './lazy-after-load';

afterEach(() => vi.restoreAllMocks());

describe('afterPageLoad', () => {
  it('waits for the window load event while the page is still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let done = false;
    const loaded = afterPageLoad().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);

    window.dispatchEvent(new Event('load'));
    await loaded;
    expect(done).toBe(true);
  });

  it('resolves at once on a page that has loaded', async () => {
    await expect(afterPageLoad()).resolves.toBeUndefined();
  });
});
