import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

function Page({ painted }: { painted: boolean[] }) {
  const belowTheFold = useAfterFirstPaint();
  painted.push(belowTheFold);
  return (
    <>
      <h1>Product</h1>
      {belowTheFold && <section>Reviews</section>}
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useAfterFirstPaint', () => {
  it('renders the first screen alone, then what lies below the fold once a frame has painted', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const painted: boolean[] = [];
    render(<Page painted={painted} />);

    expect(screen.getByRole('heading', { name: 'Product' })).toBeInTheDocument();
    expect(screen.queryByText('Reviews')).not.toBeInTheDocument();

    act(() => frames.forEach((frame) => frame(performance.now())));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Reviews')).toBeInTheDocument();
    expect(painted[0]).toBe(false);
  });

  it('fills in a page whose tab runs no frames (hidden) after a short wait', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Page painted={[]} />);

    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Reviews')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Reviews')).toBeInTheDocument();
  });
});
