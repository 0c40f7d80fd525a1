import { API_BASE } from './api-client';

/** URL of an uploaded file (product image) by its stored name. */
export const fileUrl = (filename: string): string =>
  `${API_BASE}/files/${encodeURIComponent(filename)}`;
