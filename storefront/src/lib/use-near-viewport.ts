import { startTransition, useEffect, useState } from 'react';

/**
 * A ref callback for an element, and whether the element has come within a screen's height
 * of the viewport (once true, it stays true; set at low priority). A long page renders its
 * lower blocks only as the shopper scrolls towards them, so opening it costs the first
 * screen's work alone. Without IntersectionObserver, everything renders at once.
 */
export function useNearViewport<E extends Element>(): [(element: E | null) => void, boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);

  return [setElement, near];
}
