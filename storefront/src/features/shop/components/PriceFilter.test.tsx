import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDER_COMMIT_DELAY_MS } from '../utils/filters';
import { moveHandle, PriceFilter, setHandle } from './PriceFilter';
import { parsePriceText } from './PriceInput';

describe('moveHandle', () => {
  it('moves a handle within 1–100,000', () => {
    expect(moveHandle([1, 100_000], 1, -1000)).toEqual([1, 99_000]);
    expect(moveHandle([1, 100_000], 1, 1000)).toEqual([1, 100_000]);
    expect(moveHandle([1, 100_000], 0, -1000)).toEqual([1, 100_000]);
  });

  it('pushes the other handle to keep them 10 apart (spec §9: pushable by 10)', () => {
    expect(moveHandle([1, 500], 0, 1000)).toEqual([1001, 1011]);
    expect(moveHandle([495, 1000], 1, -1000)).toEqual([1, 11]);
    expect(moveHandle([99_000, 99_500], 0, 5000)).toEqual([99_990, 100_000]);
  });
});

describe('setHandle', () => {
  it('puts a handle at a value, pushing the other one along, never past the ends', () => {
    expect(setHandle([100, 5000], 0, 2000)).toEqual([2000, 5000]);
    expect(setHandle([100, 5000], 0, 8000)).toEqual([8000, 8010]);
    expect(setHandle([100, 5000], 1, 50)).toEqual([40, 50]);
    expect(setHandle([100, 5000], 1, 5)).toEqual([1, 11]);
    expect(setHandle([100, 5000], 0, 0)).toEqual([1, 5000]);
    expect(setHandle([100, 5000], 1, 250_000)).toEqual([100, 100_000]);
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

  it('a handle moved onto the other pushes it along, 10 apart, and both are applied', () => {
    const onChange = vi.fn();
    render(<PriceFilter min={1000} max={1010} onChange={onChange} />);
    const minHandle = screen.getByRole('slider', { name: 'Minimum price' });
    const maxHandle = screen.getByRole('slider', { name: 'Maximum price' });
    fireEvent.keyDown(minHandle, { key: 'ArrowRight', keyCode: 39 });
    fireEvent.keyUp(minHandle, { key: 'ArrowRight', keyCode: 39 });
    expect(minHandle).toHaveAttribute('aria-valuenow', '1001');
    expect(maxHandle).toHaveAttribute('aria-valuenow', '1011');
    fireEvent.keyDown(maxHandle, { key: 'PageDown', keyCode: 34 });
    fireEvent.keyUp(maxHandle, { key: 'PageDown', keyCode: 34 });
    expect(maxHandle).toHaveAttribute('aria-valuenow', '11');
    expect(minHandle).toHaveAttribute('aria-valuenow', '1');
    act(() => vi.advanceTimersByTime(SLIDER_COMMIT_DELAY_MS));
    expect(onChange).toHaveBeenLastCalledWith({ min: 1, max: 11 });
  });

  it('follows a change made elsewhere (e.g. Clear filters or the back button)', () => {
    const { rerender } = render(<PriceFilter min={500} max={9000} onChange={vi.fn()} />);
    rerender(<PriceFilter min={1} max={100_000} onChange={vi.fn()} />);
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByTestId('price-max')).toHaveTextContent('Kes. 100,000');
  });
});

describe('PriceFilter number boxes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const box = (name: 'Min (Kes.)' | 'Max (Kes.)') => screen.getByRole('textbox', { name });
  const type = (name: 'Min (Kes.)' | 'Max (Kes.)', text: string, end: 'Enter' | 'blur' = 'Enter') => {
    fireEvent.focus(box(name));
    fireEvent.change(box(name), { target: { value: text } });
    if (end === 'Enter') fireEvent.keyDown(box(name), { key: 'Enter' });
    else fireEvent.blur(box(name));
  };

  it('shows the range in two labelled boxes that follow the slider', () => {
    render(<PriceFilter min={250} max={9000} onChange={vi.fn()} />);
    expect(box('Min (Kes.)')).toHaveValue('250');
    expect(box('Max (Kes.)')).toHaveValue('9000');
    expect(box('Min (Kes.)')).toHaveAttribute('inputmode', 'numeric');
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Maximum price' }), { key: 'PageDown', keyCode: 34 });
    expect(box('Max (Kes.)')).toHaveValue('8000');
  });

  it('applies a typed price on Enter or on leaving the box, moving the slider too', () => {
    const onChange = vi.fn();
    render(<PriceFilter min={1} max={100_000} onChange={onChange} />);
    type('Max (Kes.)', '5,000');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '5000');
    type('Min (Kes.)', 'Kes. 500', 'blur');
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '500');
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SLIDER_COMMIT_DELAY_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ min: 500, max: 5000 });
  });

  it('keeps the range possible: a min above the max pushes the max, out-of-range prices stop at the ends', () => {
    const onChange = vi.fn();
    render(<PriceFilter min={100} max={2000} onChange={onChange} />);
    type('Min (Kes.)', '3000');
    expect(box('Max (Kes.)')).toHaveValue('3010');
    act(() => vi.advanceTimersByTime(SLIDER_COMMIT_DELAY_MS));
    expect(onChange).toHaveBeenLastCalledWith({ min: 3000, max: 3010 });
    type('Max (Kes.)', '250000');
    expect(box('Max (Kes.)')).toHaveValue('100000');
    act(() => vi.advanceTimersByTime(SLIDER_COMMIT_DELAY_MS));
    expect(onChange).toHaveBeenLastCalledWith({ min: 3000, max: 100_000 });
  });

  it('an emptied box goes back to its end of the range; other text, or Escape, changes nothing', () => {
    const onChange = vi.fn();
    render(<PriceFilter min={100} max={2000} onChange={onChange} />);
    type('Min (Kes.)', '12.5');
    expect(box('Min (Kes.)')).toHaveValue('100');
    fireEvent.change(box('Max (Kes.)'), { target: { value: '7' } });
    fireEvent.keyDown(box('Max (Kes.)'), { key: 'Escape' });
    expect(box('Max (Kes.)')).toHaveValue('2000');
    act(() => vi.advanceTimersByTime(SLIDER_COMMIT_DELAY_MS));
    expect(onChange).not.toHaveBeenCalled();
    type('Min (Kes.)', '');
    act(() => vi.advanceTimersByTime(SLIDER_COMMIT_DELAY_MS));
    expect(onChange).toHaveBeenCalledWith({ min: 1, max: 2000 });
  });
});

describe('parsePriceText', () => {
  it('reads digits, also written as money; rejects anything else', () => {
    expect(parsePriceText('5000')).toBe(5000);
    expect(parsePriceText(' Kes. 5,000 ')).toBe(5000);
    expect(parsePriceText('ksh 12 500')).toBe(12_500);
    expect(parsePriceText('')).toBe('');
    expect(parsePriceText('12.5')).toBeNull();
    expect(parsePriceText('-3')).toBeNull();
    expect(parsePriceText('1e3')).toBeNull();
  });
});
