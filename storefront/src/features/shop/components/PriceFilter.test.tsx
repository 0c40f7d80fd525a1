import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDER_COMMIT_DELAY_MS } from '../utils/filters';
import { moveHandle, PriceFilter } from './PriceFilter';

describe('moveHandle', () => {
  it('moves a handle and keeps the handles 10 apart and within 1–100,000', () => {
    expect(moveHandle([1, 100_000], 1, -1000)).toEqual([1, 99_000]);
    expect(moveHandle([1, 100_000], 1, 1000)).toEqual([1, 100_000]);
    expect(moveHandle([1, 100_000], 0, -1000)).toEqual([1, 100_000]);
    expect(moveHandle([1, 500], 0, 1000)).toEqual([490, 500]);
    expect(moveHandle([495, 1000], 1, -1000)).toEqual([495, 505]);
  });
});

describe('PriceFilter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('labels both handles and shows the range as Kes.', () => {
    render(<PriceFilter min={1} max={100_000} onChange={vi.fn()} />);
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuetext', 'Kes. 1');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuetext', 'Kes. 100,000');
    expect(screen.getByTestId('price-min')).toHaveTextContent(/^Kes\. 1$/);
    expect(screen.getByTestId('price-max')).toHaveTextContent('Kes. 100,000');
  });

  it('filters once, after the key presses stop, not on every step', () => {
    const onChange = vi.fn();
    render(<PriceFilter min={1} max={100_000} onChange={onChange} />);
    const maxHandle = screen.getByRole('slider', { name: 'Maximum price' });
    for (let i = 0; i < 3; i += 1) {
      fireEvent.keyDown(maxHandle, { key: 'PageDown', keyCode: 34 });
      fireEvent.keyUp(maxHandle, { key: 'PageDown', keyCode: 34 });
    }
    expect(maxHandle).toHaveAttribute('aria-valuenow', '97000');
    expect(screen.getByTestId('price-max')).toHaveTextContent('Kes. 97,000');
    expect(onChange).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(SLIDER_COMMIT_DELAY_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ min: 1, max: 97_000 });
  });

  it('moves by 1 with the arrow keys and 100 with Shift', () => {
    const onChange = vi.fn();
    render(<PriceFilter min={1} max={100_000} onChange={onChange} />);
    const minHandle = screen.getByRole('slider', { name: 'Minimum price' });
    fireEvent.keyDown(minHandle, { key: 'ArrowRight', keyCode: 39 });
    expect(minHandle).toHaveAttribute('aria-valuenow', '2');
    fireEvent.keyDown(minHandle, { key: 'ArrowRight', keyCode: 39, shiftKey: true });
    fireEvent.keyUp(minHandle, { key: 'ArrowRight', keyCode: 39, shiftKey: true });
    expect(minHandle).toHaveAttribute('aria-valuenow', '102');
    act(() => vi.advanceTimersByTime(SLIDER_COMMIT_DELAY_MS));
    expect(onChange).toHaveBeenCalledWith({ min: 102, max: 100_000 });
  });

  it('does not jump back when an earlier commit lands while another handle is still held', () => {
    const applied: Array<{ min: number; max: number }> = [];
    function Harness() {
      const [range, setRange] = useState({ min: 1, max: 100_000 });
      return (
        <PriceFilter
          {...range}
          onChange={(next) => {
            applied.push(next);
            setRange(next);
          }}
        />
      );
    }
    render(<Harness />);
    const minHandle = screen.getByRole('slider', { name: 'Minimum price' });
    const maxHandle = screen.getByRole('slider', { name: 'Maximum price' });

    fireEvent.keyDown(minHandle, { key: 'ArrowRight', keyCode: 39 });
    fireEvent.keyUp(minHandle, { key: 'ArrowRight', keyCode: 39 });
    act(() => vi.advanceTimersByTime(100));
    // Max handle held down (key repeats, no key up yet) while the min commit fires.
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(maxHandle, { key: 'ArrowLeft', keyCode: 37 });
    act(() => vi.advanceTimersByTime(SLIDER_COMMIT_DELAY_MS));
    expect(applied).toEqual([{ min: 2, max: 100_000 }]);
    expect(maxHandle).toHaveAttribute('aria-valuenow', '99997');

    fireEvent.keyUp(maxHandle, { key: 'ArrowLeft', keyCode: 37 });
    act(() => vi.advanceTimersByTime(SLIDER_COMMIT_DELAY_MS));
    expect(applied.at(-1)).toEqual({ min: 2, max: 99_997 });
  });

  it('follows a change made elsewhere (e.g. Clear filters or the back button)', () => {
    const { rerender } = render(<PriceFilter min={500} max={9000} onChange={vi.fn()} />);
    rerender(<PriceFilter min={1} max={100_000} onChange={vi.fn()} />);
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByTestId('price-max')).toHaveTextContent('Kes. 100,000');
  });
});
