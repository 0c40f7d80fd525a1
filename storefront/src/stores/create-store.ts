import { useSyncExternalStore } from 'react';

export interface Store<T> {
  getState: () => T;
  setState: (next: T | ((state: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A tiny observable value for client state shared across the app (no dependency needed). */
export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();

  return {
    getState: () => state,
    setState(next) {
      const value = typeof next === 'function' ? (next as (state: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Subscribe a component to a store. The selector must return a stored value or a primitive
 * (not a fresh object), so that unchanged state gives an unchanged snapshot.
 */
export function useStore<T, S>(
  store: Pick<Store<T>, 'getState' | 'subscribe'>,
  selector: (state: T) => S,
): S {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}
