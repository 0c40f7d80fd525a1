import { vi } from 'vitest';
import { jsonResponse } from './fetch-mock';

export { jsonResponse };

export type ApiCall = { url: string; method: string; body: unknown };
type Reply = Response | (() => Response);

/**
 * Stub `fetch` with a fake API keyed by "METHOD /api/path?query". A list of replies is used in
 * turn; a single reply (or a function making one) answers every time. Returns the calls made.
 */
export function stubApi(replies: Record<string, Reply | Reply[]>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const entry = replies[`${method} ${url}`];
      const reply = Array.isArray(entry) ? entry.shift() : entry;
      if (!reply) throw new Error(`unexpected ${method} ${url}`);
      return typeof reply === 'function' ? reply() : reply.clone();
    }),
  );
  return calls;
}
