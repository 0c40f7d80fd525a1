import { vi } from 'vitest';

/** The tests' one fake of the global fetch, with two ways to say what it answers. */

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Stubs the global fetch with `handler`; returns the mock to inspect the calls. */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => handler(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON body of the first call to `url` (method optional). */
export function sentBody(fetchMock: ReturnType<typeof mockFetch>, url: string, method?: string): unknown {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => String(input) === url && (!method || (init?.method ?? 'GET') === method),
  );
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

export type ApiCall = { url: string; method: string; body: unknown };
type Reply = Response | (() => Response);

/**
 * `mockFetch` with a fake API keyed by "METHOD /api/path?query". A list of replies is used in
 * turn; a single reply (or a function making one) answers every time. Returns the calls made.
 */
export function stubApi(replies: Record<string, Reply | Reply[]>): ApiCall[] {
  const calls: ApiCall[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const entry = replies[`${method} ${url}`];
    const reply = Array.isArray(entry) ? entry.shift() : entry;
    if (!reply) throw new Error(`unexpected ${method} ${url}`);
    return typeof reply === 'function' ? reply() : reply.clone();
  });
  return calls;
}
