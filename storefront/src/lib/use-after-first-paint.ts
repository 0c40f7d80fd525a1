import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true (set at low
 * priority). A page renders what lies below the fold behind it, so the first screen, and its
 * largest image, paint without waiting for that work and its images never compete with them.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);

  useEffect(() => {
    const show = () => startTransition(() => setPainted(true));
    // A hidden tab runs no frames: its page still fills in.
    const fallback = setTimeout(show, 250);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; the timeout after it, once the paint is done.
    const frame = requestAnimationFrame(() => {
      clearTimeout(fallback);
      timer = setTimeout(show, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, []);

  return painted;
}
