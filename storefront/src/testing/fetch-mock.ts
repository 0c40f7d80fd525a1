import { vi } from 'vitest';

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
