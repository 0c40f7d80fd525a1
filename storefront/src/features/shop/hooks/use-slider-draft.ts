import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLatest } from '@/lib/use-latest';
import { SLIDER_COMMIT_DELAY_MS } from '../utils/filters';

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
  const onCommitRef = useLatest(onCommit);
  const pendingKey = useRef<string | null>(null);

  useEffect(() => {
    const ownCommit = pendingKey.current === key;
    pendingKey.current = null;
    if (!ownCommit) setDraft(latest.current);
  }, [key, latest]);

  // Each release is a new object, so every one restarts the delay; the last one is committed.
  const [released, setReleased] = useState<{ value: T } | null>(null);
  const settled = useDebouncedValue(released, SLIDER_COMMIT_DELAY_MS);
  useEffect(() => {
    if (!settled || String(settled.value) === String(latest.current)) return;
    pendingKey.current = String(settled.value);
    onCommitRef.current(settled.value);
  }, [settled, latest, onCommitRef]);

  const commit = useCallback((next: T) => setReleased({ value: next }), []);

  return { draft, setDraft, commit };
}
