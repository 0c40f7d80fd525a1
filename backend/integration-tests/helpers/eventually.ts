/**
 * Reads until `check` holds or `timeoutMs` passes (what subscribers and callbacks write lands after
 * the request that caused it) and returns the last value read, so the caller's assertion on it
 * shows what was seen instead of a bare timeout.
 */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (check(value) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
