import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeSearch } from './search';
import { useSearchTerm } from './use-search-term';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSearchTerm (spec §5: 2 characters, 1 s or submit)', () => {
  it('applies the typed text 1 s after the last key', () => {
    const { result } = renderHook(() => useSearchTerm());
    act(() => result.current.setText('ord'));
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.term).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.term).toBe('ord');
  });

  it('applies at once on submit, and clears below 2 characters', () => {
    const { result } = renderHook(() => useSearchTerm());
    act(() => result.current.setText(' ab '));
    act(() => result.current.submit());
    expect(result.current.term).toBe('ab');
    act(() => result.current.setText('a'));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.term).toBe('');
  });

  it('activeSearch trims and needs 2 characters', () => {
    expect(activeSearch(' x ')).toBe('');
    expect(activeSearch('xy')).toBe('xy');
  });
});
