import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Loader, SPINNER_DELAY_MS } from './Loader';

afterEach(() => vi.useRealTimers());

describe('Loader', () => {
  it('announces the wait at once and shows its spinner only once the wait has lasted a moment', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Loader label="Loading categories…" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading categories…');
    expect(screen.getByTestId('spinner')).not.toBeVisible();

    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS - 1));
    expect(screen.getByTestId('spinner')).not.toBeVisible();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('spinner')).toBeVisible();
  });
});
