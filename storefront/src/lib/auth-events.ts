/** Tells the app (inside the router) that the API refused the session, so it can go to /login. */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitUnauthorized(): void {
  listeners.forEach((listener) => listener());
}
