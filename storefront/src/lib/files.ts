import { API_BASE } from './api-client';

/** URL of an uploaded file (product image) by its stored name. */
export const fileUrl = (filename: string): string =>
  `${API_BASE}/files/${encodeURIComponent(filename)}`;

/** An image source from the API: stored URLs (`/api/files/…`, `http…`) as they are, bare names via fileUrl. */
export const imageSrc = (urlOrName: string): string =>
  /^(\/|https?:|data:|blob:)/.test(urlOrName) ? urlOrName : fileUrl(urlOrName);
