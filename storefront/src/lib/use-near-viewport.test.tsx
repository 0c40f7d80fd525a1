import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from '@/testing/fake-intersection-observer';
import { useNearViewport } from './use-near-viewport';

function Block() {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} aria-label="Groceries">
      {near ? <p>Cards</p> : <p>Stand-ins</p>}
    </section>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('useNearViewport', () => {
  it('renders at once where the browser cannot tell what is near the viewport', () => {
    render(<Block />);
    expect(screen.getByText('Cards')).toBeInTheDocument();
  });

  it('renders the content once the element comes within a screen of the viewport, and stops watching', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Block />);
    const observer = FakeObserver.last!;

    expect(screen.getByText('Stand-ins')).toBeInTheDocument();
    expect(observer.observed).toEqual([screen.getByRole('region', { name: 'Groceries' })]);
    expect(observer.options.rootMargin).toBe('100% 0px');

    await act(async () => observer.enter(false));
    expect(screen.getByText('Stand-ins')).toBeInTheDocument();

    await act(async () => observer.enter(true));
    expect(screen.getByText('Cards')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });
});
