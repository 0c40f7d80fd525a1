import { useEffect, useRef, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import { SLIDER_COMMIT_DELAY_MS } from '../utils/filters';
import { useDebouncedCallback } from './use-debounced-callback';

/**
 * A slider's on-screen value (`draft`) over its applied value (from the URL). Moving the
 * slider changes only the draft; `commit` applies it SLIDER_COMMIT_DELAY_MS after the last
 * release, so a run of key presses makes one request. The draft follows the applied value when
 * it changes elsewhere (back button, 'Clear filters'), but not when our own commit lands, so a
 * handle still held down does not jump back.
 */
export function useSliderDraft<T extends number | readonly number[]>(value: T, onCommit: (value: T) => void) {
  const key = String(value);
  const [draft, setDraft] = useState<T>(value);
  const latest = useLatest(value);
  const pendingKey = useRef<string | null>(null);

  useEffect(() => {
    const ownCommit = pendingKey.current === key;
    pendingKey.current = null;
    if (!ownCommit) setDraft(latest.current);
  }, [key, latest]);

  const commit = useDebouncedCallback((next: T) => {
    if (String(next) === String(latest.current)) return;
    pendingKey.current = String(next);
    onCommit(next);
  }, SLIDER_COMMIT_DELAY_MS);

  return { draft, setDraft, commit };
}
