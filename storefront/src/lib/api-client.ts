import { getToken } from '@/stores/auth';
import { takePrefetched } from './prefetch';

export const API_BASE = '/api';

/** An HTTP error from the API, with the status and the body's `error` or `message`. */
export class ApiError extends Error {
  readonly status: number;
  /** The response's parsed body, for refusals that carry more than their message. */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

type QueryValue = string | number | boolean | undefined | null;

export function buildQuery(params: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/** GET (or any method) `/api{path}` and return the parsed JSON body. */
export async function apiFetch<T>(
  path: string,
  { params, ...init }: RequestInit & { params?: Record<string, QueryValue> } = {},
): Promise<T> {
  const url = `${API_BASE}${path}${buildQuery(params)}`;
  const early = !init.method && !getToken() ? await takePrefetched(url) : undefined;
  const response = early ?? await fetch(url, {
    ...init,
    headers: {
      Accept: 'application/json',
      ...(typeof init.body === 'string' && { 'Content-Type': 'application/json' }),
      ...(getToken() && { Authorization: getToken()! }),
      ...init.headers,
    },
  });
  const body = await readBody(response);
  if (!response.ok) {
    throw new ApiError(response.status, errorMessage(body, `Request failed (${response.status})`), body);
  }
  return body as T;
}
