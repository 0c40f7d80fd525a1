import { getToken } from '@/stores/auth';
import { API_BASE, ApiError } from './api-client';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called with the share of the request body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function failure(status: number, body: unknown): ApiError {
  const { error, message } = (body && typeof body === 'object' ? body : {}) as { error?: unknown; message?: unknown };
  const text = typeof error === 'string' && error ? error : typeof message === 'string' && message ? message : '';
  return new ApiError(status, text || `Request failed (${status})`);
}

/**
 * Sends multipart `form` to `/api{path}` with XMLHttpRequest, so the upload's progress can be
 * shown (fetch cannot report it). Resolves with the parsed JSON body; rejects with an ApiError
 * for an error status, or an Error when there is no response.
 */
export function uploadForm<T>(path: string, form: FormData, { method = 'POST', onProgress }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body as T);
      } else {
        reject(failure(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new Error('The upload failed. Please check your connection and try again.'));
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));
    xhr.send(form);
  });
}
