/**
 * A hook's callback is stored as it came, then settled by a subscriber: until then its outcome is
 * this ("received, not yet settled"); the settlement replaces it with what the callback did.
 */
export const CALLBACK_RECEIVED = "received"

/** The JSON of a raw callback body, or null when it is not JSON. */
export function parseJsonBody(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

/**
 * Runs the tasks given to it one at a time, in the order given (a failed one does not stop the
 * next). The hooks' subscribers settle stored callbacks through one each, so two callbacks about
 * the same payment settle in the order Daraja delivered them, as when the hook settled them itself.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task)
    last = run.catch(() => undefined)
    return run
  }
}
