import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

function Layout() {
  return <p>{useMediaQuery('(max-width: 640px)') ? 'phone' : 'wide'}</p>;
}

/** A media query list whose match the test switches, telling its listeners as a browser would. */
function fakeMatchMedia(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    set(matches: boolean) {
      list.matches = matches;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('reads false where the browser cannot match media queries', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Layout />);
    expect(screen.getByText('wide')).toBeInTheDocument();
  });

  it('follows the query as the screen changes, and stops listening when unmounted', () => {
    const media = fakeMatchMedia(true);
    const { unmount } = render(<Layout />);
    expect(screen.getByText('phone')).toBeInTheDocument();

    act(() => media.set(false));
    expect(screen.getByText('wide')).toBeInTheDocument();

    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
