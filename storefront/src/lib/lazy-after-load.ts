import { lazy, type ComponentType } from 'react';

/** Resolves once the page has loaded (the window's load event) and the browser is next idle. */
export function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 1000 })
        : setTimeout(resolve, 0);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * React.lazy for a part below the fold or out of sight (a closed drawer): its code downloads
 * after the page and its first screen's images, never in their way.
 */
export function lazyAfterLoad<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    afterPageLoad()
      .then(load)
      .then((Component) => ({ default: Component })),
  );
}
