import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true (set at low
 * priority). A page renders what lies below the fold behind it, so the first screen, and its
 * largest image, paint without waiting for that work and its images never compete with them.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);

  useEffect(() => {
    if (painted) return;
    const show = () => startTransition(() => setPainted(true));
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; the timeout after it, once the paint is done.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(show, 0);
    });
    // A hidden tab runs no frames: its page still fills in.
    const fallback = setTimeout(show, 250);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [painted]);

  return painted;
}
